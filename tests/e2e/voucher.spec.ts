import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import QRCode from 'qrcode';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { pdfText } from '../api/support/pdf-text.js';
import { customerToken, gql } from './support/api.js';
import { confirmOk, loginAsCustomer, loginAsStaff, toast } from './support/helpers.js';

/**
 * Issue 17 on a phone: a paid booking's payment is verified by the supplier; the customer opens the voucher and
 * downloads its PDF; at the meeting point the supplier checks the customer in from a photo of the voucher's QR code,
 * and a second scan only says "ya registrado".
 */

test.use({ viewport: { width: 390, height: 844 } });

const SUPPLIER = 'aliado@xplora.test';

/** A booking of cliente on one of SUPPLIER's activities (first open slot), ordered and paid by pago móvil. */
async function paidBooking(request: APIRequestContext, token: string) {
  const login = await request.post('/api/v1/supplier/login', {
    data: { username: SUPPLIER, password: DEMO_PASSWORD },
  });
  const supplierToken = (await login.json()).access_token as string;
  const own = await gql(
    request,
    'query { supplierActivities(perPage: 100) { items { id } } }',
    {},
    supplierToken,
  );
  for (const { id } of own.supplierActivities.items as { id: string }[]) {
    // As the supplier: its activities awaiting review (other journeys edit some) answer too, and are skipped.
    const { activity } = await gql(
      request,
      'query($id: ID!) { activity(id: $id) { status prices { id mandatory } dates { id times { id currentAvailable } } } }',
      { id },
      supplierToken,
    );
    if (!activity || activity.status !== 1) continue;
    const prices = activity.prices as { id: string; mandatory: boolean }[];
    const chosen = prices.filter((p) => p.mandatory).length
      ? prices.filter((p) => p.mandatory)
      : prices.slice(0, 1);
    for (const date of (
      activity.dates as { id: string; times: { id: string; currentAvailable: number }[] }[]
    ).slice(1)) {
      const time = date.times.find((t) => t.currentAvailable >= 3);
      if (!time) continue;
      const created = await gql(
        request,
        'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id seats } }',
        {
          input: {
            activityId: id,
            activityDateId: date.id,
            activityTimeId: time.id,
            details: chosen.map((p) => ({ activityPriceId: p.id, quantity: 1 })),
          },
        },
        token,
      );
      const { placeOrder } = await gql(
        request,
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id totalVes } }',
        { input: { bookingIds: [created.createBooking.id] } },
        token,
      );
      const { paymentMethods } = await gql(request, 'query { paymentMethods { id code } }');
      const reference = `VCH${Date.now().toString().slice(-9)}`;
      await gql(
        request,
        'mutation($input: RegisterPaymentInput!) { registerPagoMovilPayment(input: $input) { id } }',
        {
          input: {
            orderId: placeOrder[0].id,
            paymentMethodId: (paymentMethods as { id: string; code: string }[]).find(
              (m) => m.code === 'pago_movil',
            )!.id,
            bank: '0102',
            buyerId: 'V-18456789',
            paidAmount: placeOrder[0].totalVes,
            reference,
            acceptTerms: true,
          },
        },
        token,
      );
      return {
        activityId: id,
        timeId: time.id as string,
        bookingId: created.createBooking.id as string,
        orderId: placeOrder[0].id as string,
        seats: created.createBooking.seats as number,
        reference,
      };
    }
  }
  throw new Error('No bookable slot of the demo supplier');
}

test('voucher, PDF and check-in from a photo of the QR code, on a phone', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await customerToken(request, 'cliente@xplora.test');
  const booking = await paidBooking(request, token);

  // The supplier verifies the payment in the portal.
  const supplierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplier = await supplierContext.newPage();
  await loginAsStaff(supplier, 'suppliers', SUPPLIER);
  await supplier.goto(`/suppliers/activity/${booking.activityId}/reservations`);
  const evidence = supplier
    .getByTestId('pending-payment')
    .filter({ hasText: `Referencia: ${booking.reference}` });
  await evidence.getByRole('button', { name: 'Confirmar' }).click();
  await confirmOk(supplier, '¿Confirmar el pago?');
  await expect(toast(supplier, 'Pago confirmado')).toBeVisible();

  // The customer opens the voucher from the processed tab and downloads the PDF.
  await loginAsCustomer(page);
  await page.goto('/bookings/processed');
  const order = page.getByTestId('order-item').filter({ hasText: `Pedido #${booking.orderId}` });
  await order.getByRole('link', { name: 'Ver voucher' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.bookingId}/voucher$`));
  const code = (await page.getByTestId('voucher-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`voucher-${code}.pdf`);
  expect(await pdfText(await readFile((await download.path())!))).toContain(code);

  // The API unreachable (no signal at the meeting point): the voucher opened once still shows, from the device.
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(
    page.getByText('Sin conexión: se muestra el voucher guardado en este dispositivo.'),
  ).toBeVisible();
  await expect(page.getByTestId('voucher-code')).toHaveText(code);
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  await page.unroute('**/graphql');

  // At the meeting point: the manifest of the departure, a photo of the QR, then the same photo again.
  const { voucher } = await gql(
    request,
    'query($id: ID!) { voucher(bookingId: $id) { token } }',
    { id: booking.bookingId },
    token,
  );
  const photo = {
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer(voucher.token, { width: 600 }),
  };
  await supplier.goto(`/suppliers/activity/${booking.activityId}/manifest`);
  await supplier.getByLabel('Elija la fecha y hora de salida').selectOption(booking.timeId);
  const row = supplier.getByTestId('manifest-table').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Pagado');
  await expect(row).toContainText('Pendiente');
  const checkedIn = supplier.getByTestId('total-checked-in');
  const before = Number(await checkedIn.textContent());
  await supplier.locator('#manifest-photo').setInputFiles(photo);
  await expect(supplier.getByTestId('check-in-notice')).toContainText('Llegada registrada');
  await expect(checkedIn).toHaveText(String(before + booking.seats));
  await expect(row).toContainText('Llegó');
  await supplier.locator('#manifest-photo').setInputFiles(photo);
  await expect(supplier.getByTestId('check-in-notice')).toContainText('Ya registrado');
  await expect(checkedIn).toHaveText(String(before + booking.seats));
  await supplierContext.close();
});
