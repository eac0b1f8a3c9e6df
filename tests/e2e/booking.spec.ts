import { expect, test, type APIRequestContext } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { customerToken, gql } from './support/api.js';
import { confirmOk, loginAsCustomer, loginAsStaff, toast } from './support/helpers.js';

/**
 * The booking journey (issue 4): booking panel → cart (exact USD and VES totals) → order → pago móvil payment →
 * 'En Proceso'; the supplier confirms the payment in the portal's reservations and the order moves to 'Procesado'.
 */

const SUPPLIER = 'aliado@xplora.test';

interface Candidate {
  id: string;
  slug: string;
  title: string;
  dateId: string;
  lines: { participants: number; price: string }[];
}

/**
 * An active demo activity of SUPPLIER with two price lines (covering any mandatory one) and a roomy slot a few days
 * ahead.
 */
async function findCandidate(request: APIRequestContext): Promise<Candidate> {
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
  const ids = new Set((own.supplierActivities.items as { id: string }[]).map((a) => a.id));
  const list = await gql(request, 'query { activities(perPage: 24) { items { id } } }');
  for (const { id } of list.activities.items as { id: string }[]) {
    if (!ids.has(id)) continue;
    const { activity } = await gql(
      request,
      `query($id: ID!) { activity(id: $id) {
        id slug title
        prices { id mandatory participants price }
        dates { id times { id currentAvailable } }
      } }`,
      { id },
    );
    const prices = activity.prices as { mandatory: boolean; participants: number; price: string }[];
    if (prices.length < 2 || prices.slice(2).some((p) => p.mandatory)) continue;
    const dates = (activity.dates as { id: string; times: { currentAvailable: number }[] }[]).slice(2);
    const date = dates.find((d) => (d.times[0]?.currentAvailable ?? 0) >= 12);
    if (!date) continue;
    return { id, slug: activity.slug, title: activity.title, dateId: date.id, lines: prices.slice(0, 2) };
  }
  throw new Error('No demo activity fits the journey');
}

test('customer books, pays and sees the order processed after the supplier confirms', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const activity = await findCandidate(request);
  const { latestExchangeRate } = await gql(
    request,
    'query { latestExchangeRate(currency: USD) { rate } }',
    {},
    await customerToken(request, 'cliente@xplora.test'),
  );
  // One of each line: USD exact, VES = USD × the rate stamped on the booking, 2 decimals (spec §9).
  const usd = activity.lines.reduce((sum, line) => sum.plus(line.price), new Decimal(0));
  const ves = usd.times(latestExchangeRate.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  await loginAsCustomer(page);

  // Booking panel: date, first slot, two price lines, live availability.
  await page.goto(`/activity/${activity.id}/${activity.slug}`);
  const panel = page.getByTestId('booking-panel');
  await panel.getByLabel('Fecha').selectOption(activity.dateId);
  const available = panel.getByTestId('booking-available');
  const before = Number(await available.textContent());
  const lines = panel.getByTestId('booking-price-line');
  await lines.nth(0).getByRole('button', { name: 'Más' }).click();
  await lines.nth(1).getByRole('button', { name: 'Más' }).click();
  const taken = activity.lines[0].participants + activity.lines[1].participants;
  await expect(available).toHaveText(String(before - taken));
  await panel.getByRole('button', { name: 'Agregar al carrito' }).click();
  const created = toast(page, 'enviada');
  await expect(created).toContainText('Solo podemos garantizar la reserva hasta hoy a las 12pm');
  const bookingId = /Orden #(\d+) enviada/.exec((await created.textContent()) ?? '')?.[1];
  expect(bookingId).toBeTruthy();
  await expect(page).toHaveURL(/\/shopping-cart$/);

  // Cart: this booking's lines and totals in USD and VES; only this booking goes into the order.
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();
  const item = page.locator(`[data-testid="cart-item"][data-booking-id="${bookingId}"]`);
  await expect(item).toContainText(activity.title);
  await expect(item.getByTestId('summary-total-usd')).toHaveText(`$${usd.toFixed(2)}`);
  await expect(item.getByTestId('summary-total-ves')).toHaveText(`Bs. ${ves.toFixed(2)}`);
  const others = page.locator(`[data-testid="cart-item"]:not([data-booking-id="${bookingId}"])`);
  for (const other of await others.all()) await other.getByRole('checkbox').uncheck();
  const summary = page.getByTestId('cart-summary');
  await expect(summary.getByTestId('summary-total-usd')).toHaveText(`$${usd.toFixed(2)}`);
  await expect(summary.getByTestId('summary-total-ves')).toHaveText(`Bs. ${ves.toFixed(2)}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(toast(page, 'Pedido realizado')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/unpaid$/);

  // Unpaid: countdown and the payment dialog, prefilled with the VES total.
  const order = page.getByTestId('order-item').filter({ hasText: activity.title }).first();
  await expect(order.getByTestId('order-countdown')).toContainText('Tiempo para pagar');
  await order.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Titular')).toBeVisible();
  const method = dialog.getByLabel('Método de Pago');
  if ((await method.inputValue()) === '') await method.selectOption({ index: 1 });
  await expect(dialog.getByLabel('Monto Pagado (Bs.)')).toHaveValue(ves.toFixed(2));
  const reference = `${Date.now()}`.slice(-10);
  await dialog.getByLabel('Banco Deudor').selectOption({ index: 1 });
  await dialog.getByLabel('Identificación del Pagador').fill('V12345678');
  await dialog.getByLabel('Referencia Bancaria').fill(reference);
  await dialog.locator('#payment-accept-terms').check();
  await dialog.getByRole('button', { name: 'Registrar Pago' }).click();
  await expect(page).toHaveURL(/\/bookings\/processing$/);
  await expect(page.getByTestId('order-item').filter({ hasText: activity.title }).first()).toBeVisible();

  // The supplier confirms the payment in the portal: the activity's reservations list it with its evidence.
  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  await loginAsStaff(supplierPage, 'suppliers', SUPPLIER);
  await supplierPage.goto(`/suppliers/activity/${activity.id}/reservations`);
  const evidence = supplierPage
    .getByTestId('pending-payment')
    .filter({ hasText: `Referencia: ${reference}` });
  const grouped = ves
    .toNumber()
    .toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(evidence).toContainText(`Monto registrado: Bs. ${grouped}`);
  await expect(evidence.getByTestId('payment-difference')).toHaveCount(0);
  await evidence.getByRole('button', { name: 'Confirmar' }).click();
  await confirmOk(supplierPage, '¿Confirmar el pago?');
  await expect(toast(supplierPage, 'Pago confirmado')).toBeVisible();
  await expect(evidence).toHaveCount(0);
  await supplierContext.close();

  await page.goto('/bookings/processed');
  await expect(page.getByTestId('order-item').filter({ hasText: activity.title }).first()).toBeVisible();
});

test('visitors get a login button; an empty booking is refused with a toast', async ({ page, request }) => {
  const activity = await findCandidate(request);
  await page.goto(`/activity/${activity.id}/${activity.slug}`);
  const panel = page.getByTestId('booking-panel');
  await expect(panel.getByRole('link', { name: 'Iniciar sesión para reservar' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(0);

  await loginAsCustomer(page);
  await page.goto(`/activity/${activity.id}/${activity.slug}`);
  const lines = page.getByTestId('booking-price-line');
  await lines.nth(0).getByRole('button', { name: 'Menos' }).click();
  await expect(lines.nth(0)).toContainText('0');
  await page.getByTestId('booking-panel').getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, 'Error')).toContainText('Debe elegir la cantidad de participantes');
});
