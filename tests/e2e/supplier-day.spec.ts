import { expect, test } from '@playwright/test';
import { gql } from './support/api.js';
import { departSoon } from './support/database.js';
import { confirmOk, loginAsStaff, toast } from './support/helpers.js';
import { orderOnSupplierActivity, registerPayment, SUPPLIER } from './support/refund-steps.js';

/**
 * The supplier's day on a phone: a payment registered while the queue is open appears without a reload (and in the
 * sidebar badge), the supplier confirms it, then finds the booking in the bookings list by the customer's name.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test('a new payment appears in the queue, is confirmed, and its booking is found by the customer’s name', async ({
  page,
  request,
}) => {
  const placed = await orderOnSupplierActivity(request);
  const { me } = await gql(request, 'query { me { name } }', {}, placed.token);

  await loginAsStaff(page, 'suppliers', SUPPLIER);
  // The dashboard says what to do now; its payments card leads to the queue.
  const today = page.getByTestId('supplier-today');
  await expect(today.getByTestId('last30-chart')).toBeVisible();
  await expect(today.getByTestId('last30-summary')).toContainText('reservas');
  await today.getByTestId('today-payments').click();
  await expect(page).toHaveURL(/\/suppliers\/payments$/);
  const queue = page.getByTestId('payment-queue');
  await expect(queue.getByRole('heading', { name: 'Pagos por verificar' })).toBeVisible();
  const { supplierPendingPaymentCount: before } = await gql(
    request,
    'query { supplierPendingPaymentCount }',
    {},
    placed.supplier,
  );
  await expect(queue.getByText(`${before} por verificar`)).toBeVisible();
  await expect(page.getByTestId('queue-payment')).toHaveCount(before);

  // The customer pays from another device while the supplier's page stays open.
  const { reference } = await registerPayment(request, placed);
  const card = page.getByTestId('queue-payment').filter({ hasText: reference });
  await expect(card).toBeVisible({ timeout: 25_000 });
  await expect(page.getByTestId('queue-payment')).toHaveCount(before + 1);

  // On 390 px the card fits: nothing sideways, big buttons.
  const confirmButton = card.getByRole('button', { name: 'Confirmar' });
  const box = (await confirmButton.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const pageWidth = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(pageWidth).toBeLessThanOrEqual(390);

  await confirmButton.click();
  await confirmOk(page, '¿Confirmar el pago?');
  await expect(toast(page, 'Pago confirmado')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The sidebar (an offcanvas on a phone) shows the new count, then leads to the bookings list.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegación' });
  const badge = nav.getByTestId('pending-payments-badge');
  if (before > 0) await expect(badge).toHaveText(new RegExp(`^${before}`));
  else await expect(badge).toHaveCount(0);
  await nav.getByRole('link', { name: 'Reservas' }).click();
  await expect(page).toHaveURL(/\/suppliers\/bookings$/);

  await page.getByLabel('Buscar', { exact: true }).fill(me.name);
  await page.getByRole('button', { name: 'Buscar reservas' }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page
    .getByTestId('supplier-bookings-table')
    .locator('tbody tr')
    .filter({ hasText: 'Verificado' })
    .first();
  await expect(row.getByTestId('booking-customer')).toHaveText(me.name);
  await page.getByLabel('Pago').selectOption({ label: 'Verificado' });
  await page.getByLabel('Estado').selectOption({ label: 'Pagada' });
  const code = page.getByTestId('supplier-bookings-table').getByTestId('booking-link').first();
  await expect(code).toBeVisible();

  // The booking the payment confirmed opens with its contact and history.
  await page.goto(`/suppliers/bookings/${placed.bookingId}`);
  await expect(page.getByTestId('booking-contact')).toContainText(me.name);
  await expect(page.getByTestId('booking-history')).toContainText('Pago verificado');
  await expect(page.getByTestId('booking-payment')).toContainText(reference);
  const bookingCode = (await page.getByTestId('booking-code').textContent())!.trim();

  // Its departure's check-in list on the phone: the arrival state beside the name, nothing off-screen.
  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { time { id } } }',
    { id: placed.bookingId },
    placed.supplier,
  );
  await departSoon(booking.time.id); // check-in opens 3 hours before the start
  await page.goto(`/suppliers/activity/${placed.activityId}/manifest?time=${booking.time.id}`);
  const manifestRow = page.getByTestId('manifest-table').getByRole('row').filter({ hasText: bookingCode });
  const arrival = manifestRow.getByTestId('manifest-arrival');
  await expect(arrival).toHaveText('Pendiente');
  const arrivalBox = (await arrival.boundingBox())!;
  expect(arrivalBox.x + arrivalBox.width).toBeLessThanOrEqual(390);
  await page.getByLabel('Código de reserva').fill(bookingCode);
  await page.getByRole('button', { name: 'Registrar llegada' }).click();
  await expect(arrival).toContainText('Llegó');
  expect((await arrival.boundingBox())!.x + (await arrival.boundingBox())!.width).toBeLessThanOrEqual(390);
});
