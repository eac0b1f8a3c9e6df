import { expect, test, type Page } from '@playwright/test';
import { dayAfter, todayInCaracas } from '../../schema/validation/calendar-date.js';
import { gql } from './support/api.js';
import { loginAsCustomer, loginAsStaff, toast } from './support/helpers.js';
import { CUSTOMER, SUPPLIER, verifiedOrder } from './support/refund-steps.js';

/**
 * The departures calendar on a phone: the supplier opens "Salidas", walks the weeks to a departure with a paid
 * booking, opens it and cancels it for bad weather. The customer gets the e-mail, the booking shows cancelled with its
 * refund request, and the public booking panel no longer offers the slot.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 150_000 });

const mondayOf = (day: string) => dayAfter(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const weeksBetween = (from: string, to: string) =>
  Math.round(
    (Date.parse(`${mondayOf(to)}T00:00:00Z`) - Date.parse(`${mondayOf(from)}T00:00:00Z`)) / (7 * 86_400_000),
  );
const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

test('the supplier cancels a departure for bad weather from the calendar; the customer is told and refunded; the slot no longer sells', async ({
  page,
  browser,
  request,
}) => {
  const placed = await verifiedOrder(request);
  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { time { id } date { id startsAt } activity { id slug title } } }',
    { id: placed.bookingId },
    placed.supplier,
  );
  const timeId = String(booking.time.id);
  const day = String(booking.date.startsAt).slice(0, 10);

  // The menu (an offcanvas on a phone) leads to Salidas, which opens on this week.
  await loginAsStaff(page, 'suppliers', SUPPLIER);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Navegación' }).getByRole('link', { name: 'Salidas' }).click();
  await expect(page).toHaveURL(/\/suppliers\/departures$/);
  await expect(page.getByRole('heading', { name: 'Salidas', exact: true })).toBeVisible();
  await expect(page.getByTestId('departures-week')).toBeVisible();
  await expect(page.getByTestId('departures-day')).toHaveCount(7);

  // Week by week to the booked departure.
  const title = page.getByTestId('departures-title');
  for (let week = 0; week < weeksBetween(todayInCaracas(), day); week++) {
    const before = await title.textContent();
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(title).not.toHaveText(before!);
  }
  const slot = page.locator(`a[href="/suppliers/departures/${timeId}"]`);
  await expect(slot).toBeVisible();
  await expect(slot).toContainText(booking.activity.title);
  await expect(slot.getByTestId('departure-seats')).toHaveText(/^[1-9]\d*\/\d+$/);
  await expect(slot.getByTestId('departure-state')).toHaveText(/Abierta|Llena|Bajo el mínimo/);
  const box = (await slot.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // The departure: how full it is, who comes, and "Cancelar salida".
  await slot.click();
  await expect(page).toHaveURL(new RegExp(`/suppliers/departures/${timeId}$`));
  await expect(page.getByRole('heading', { name: booking.activity.title })).toBeVisible();
  await expect(page.getByTestId('departure-booked')).toHaveText(/^[1-9]\d*\/\d+$/);
  await expect(page.getByTestId('departure-manifest')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Cancelar salida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar salida' });
  await expect(dialog).toBeVisible();
  // Without a reason nothing is sent.
  await dialog.getByRole('button', { name: 'Cancelar salida' }).click();
  await expect(dialog).toContainText('El motivo de la cancelación es requerido.');
  await dialog.getByLabel('Mal tiempo').check();
  await dialog.getByRole('button', { name: 'Cancelar salida' }).click();
  await expect(toast(page, 'Salida cancelada')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('departure-state')).toHaveText('Cancelada');
  await expect(page.getByTestId('departure-cancellation')).toContainText('Mal tiempo');
  await expect(page.getByRole('button', { name: 'Cancelar salida' })).toHaveCount(0);

  // Back in the calendar the slot says so, in words.
  await page.getByTestId('supplier-departure').getByRole('link', { name: 'Salidas' }).click();
  await expect(
    page.locator(`a[href="/suppliers/departures/${timeId}"]`).getByTestId('departure-state'),
  ).toHaveText('Cancelada');

  // The customer's e-mail (development mailbox), with the reason.
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(CUSTOMER)}`);
      const text = JSON.stringify(await mailbox.json());
      return (
        text.includes(`Salida cancelada: ${booking.activity.title}`) && text.includes('Motivo: Mal tiempo')
      );
    })
    .toBe(true);

  // The customer's booking: cancelled, with its refund request.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await customer.newPage();
  await loginAsCustomer(customerPage, CUSTOMER);
  await customerPage.goto('/bookings/cancelled');
  const card = customerPage.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  await expect(card.getByTestId('refund-state')).toContainText('Reembolso solicitado');

  // The slot no longer sells: the API says so and the public booking panel does not offer it.
  const { activity } = await gql(
    request,
    'query($id: ID!) { activity(id: $id) { dates { id times { id availability } } } }',
    { id: booking.activity.id },
  );
  const times = (activity.dates as { times: { id: string; availability: string }[] }[]).flatMap(
    (d) => d.times,
  );
  expect(times.find((t) => t.id === timeId)?.availability ?? 'CANCELLED').toBe('CANCELLED');
  await customerPage.goto(`/activity/${booking.activity.id}/${booking.activity.slug}`);
  const panel = customerPage.getByTestId('booking-panel');
  await expect(panel).toBeVisible();
  const dateOption = panel.locator(`#booking-date option[value="${booking.date.id}"]`);
  if ((await dateOption.count()) > 0) {
    await panel.getByLabel('Fecha').selectOption(String(booking.date.id));
  }
  await expect(panel.locator(`option[value="${timeId}"]`)).toHaveCount(0);
  await customer.close();
});
