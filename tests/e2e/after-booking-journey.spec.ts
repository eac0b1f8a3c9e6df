import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/toasts.js';
import { pdfText } from '../api/support/pdf-text.js';
import { customerToken, gql } from './support/api.js';
import * as steps from './support/booking-steps.js';
import { departSoon } from './support/database.js';
import { loginAsCustomer, loginAsStaff } from './support/helpers.js';
import { CUSTOMER, SUPPLIER, supplierToken } from './support/refund-steps.js';

/**
 * Issue 17's journey on a phone, all through the screens: the customer books on the activity page, orders from the
 * cart and pays by pago móvil with the bank's screenshot attached; the supplier sees the screenshot beside the
 * reference and verifies; the customer opens the voucher and downloads its PDF; at the meeting point the supplier
 * opens the departure's check-in list and checks the customer in from a photo of the voucher's QR code; a second
 * photo only says it was already registered, and the totals count the booking once.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 300_000 });

async function fitsThePhone(page: Page, what: string): Promise<void> {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth'), what).toBeLessThanOrEqual(
    PHONE.width,
  );
}

test('book, pay with a proof, verified, voucher and PDF, check-in from a photo of the QR code', async ({
  page,
  browser,
  request,
}) => {
  const activity = await steps.findCandidate(request);
  const supplierApi = await supplierToken(request);
  const manifestTotals = async () =>
    (
      await gql(
        request,
        'query($id: ID!) { checkInManifest(activityTimeId: $id) { totals { booked paid checkedIn } } }',
        { id: activity.timeId },
        supplierApi,
      )
    ).checkInManifest.totals as { booked: number; paid: number; checkedIn: number };
  const before = await manifestTotals();

  // The customer books through the activity page and the cart, and pays with the bank's screenshot.
  await loginAsCustomer(page, CUSTOMER);
  const bookingId = await steps.addToCart(page, activity);
  await steps.keepOnlyInCart(page, bookingId);
  await fitsThePhone(page, 'carrito');
  await steps.placeOrderFromCart(page);
  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { seats orders { id } } }',
    { id: bookingId },
    await customerToken(request, CUSTOMER),
  );
  const orderId = booking.orders[0].id as string;
  const seats = booking.seats as number;
  const unpaid = page.getByTestId('order-item').filter({ hasText: `Pedido #${orderId}` });
  const reference = await steps.payOrder(page, unpaid, { proof: await steps.bankScreenshot() });

  // The supplier, on a phone too, sees the screenshot beside the reference and verifies the payment.
  const supplierContext = await browser.newContext({ viewport: PHONE });
  const supplier = await supplierContext.newPage();
  await loginAsStaff(supplier, 'suppliers', SUPPLIER);
  const evidence = await steps.pendingPayment(supplier, activity.id, reference);
  const proof = evidence.getByRole('img', { name: `Comprobante del pago, referencia ${reference}` });
  await expect(proof).toBeVisible({ timeout: 20_000 });
  expect(await proof.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(180);
  await fitsThePhone(supplier, 'reservas del aliado');
  await steps.confirmPendingPayment(supplier, evidence);

  // The customer opens the voucher from Procesado and downloads the PDF, which carries the booking code.
  await page.goto('/bookings/processed');
  const processed = page.getByTestId('order-item').filter({ hasText: `Pedido #${orderId}` });
  await processed.getByRole('link', { name: 'Ver voucher' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}/voucher$`));
  const code = (await page.getByTestId('voucher-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const qr = page.getByTestId('voucher-qr');
  await expect(qr).toBeVisible();
  await fitsThePhone(page, 'voucher');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`voucher-${code}.pdf`);
  expect(await pdfText(await readFile((await download.path())!))).toContain(code);
  // What the supplier's phone camera will see: the QR code as the customer's screen shows it.
  const photo = { name: 'foto-voucher.png', mimeType: 'image/png', buffer: await qr.screenshot() };

  // At the meeting point, an hour before the start (check-in opens 3 hours before): the activity's Llegada tab, the
  // departure, a photo of the QR code.
  await departSoon(activity.timeId);
  await supplier.getByRole('link', { name: 'Llegada' }).click();
  await expect(supplier).toHaveURL(new RegExp(`/suppliers/activity/${activity.id}/manifest$`));
  await supplier.getByLabel('Elija la fecha y hora de salida').selectOption(activity.timeId);
  const row = supplier.getByTestId('manifest-table').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Pagado');
  await expect(row).toContainText('Pendiente');
  const totals = {
    booked: supplier.getByTestId('total-booked'),
    paid: supplier.getByTestId('total-paid'),
    checkedIn: supplier.getByTestId('total-checked-in'),
  };
  await expect(totals.booked).toHaveText(String(before.booked + seats));
  await expect(totals.paid).toHaveText(String(before.paid + seats));
  await expect(totals.checkedIn).toHaveText(String(before.checkedIn));
  await fitsThePhone(supplier, 'lista de llegada');

  await supplier.locator('#manifest-photo').setInputFiles(photo);
  await expect(supplier.getByTestId('check-in-notice')).toContainText('Llegada registrada');
  await expect(totals.checkedIn).toHaveText(String(before.checkedIn + seats));
  await expect(row).toContainText('Llegó');
  // The manifest as a spreadsheet, from the server: the booking's row says paid and arrived.
  const [sheet] = await Promise.all([
    supplier.waitForEvent('download'),
    supplier.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/^llegadas-\d{4}-\d\d-\d\d-\d{4}\.csv$/);
  const csv = await readFile((await sheet.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFCódigo,Nombre,Participantes,Pago,Llegada\r\n')).toBe(true);
  expect(csv.split('\r\n').find((line) => line.startsWith(`${code},`))).toMatch(/,Pagado,\d{4}-/);

  // The same voucher again: already registered, counted once.
  await supplier.locator('#manifest-photo').setInputFiles(photo);
  await expect(supplier.getByTestId('check-in-notice')).toContainText('Ya registrado');
  await expect(totals.checkedIn).toHaveText(String(before.checkedIn + seats));
  await expect(totals.booked).toHaveText(String(before.booked + seats));
  await expect(totals.paid).toHaveText(String(before.paid + seats));
  await supplierContext.close();

  // The customer's voucher now says they arrived.
  await page.reload();
  await expect(page.getByText('Llegada registrada el')).toBeVisible();
});
