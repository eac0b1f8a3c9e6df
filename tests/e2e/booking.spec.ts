import { expect, test } from './support/toasts.js';
import { Decimal } from 'decimal.js';
import { customerToken, gql } from './support/api.js';
import {
  addToCart,
  confirmPendingPayment,
  findCandidate,
  keepOnlyInCart,
  payOrder,
  pendingPayment,
  placeOrderFromCart,
} from './support/booking-steps.js';
import { loginAsCustomer, loginAsStaff, toast } from './support/helpers.js';
import { SUPPLIER } from './support/refund-steps.js';

/**
 * The booking journey (issue 4): booking panel → cart (exact USD and VES totals) → order → pago móvil payment →
 * 'En Proceso'; the supplier confirms the payment in the portal's reservations and the order moves to 'Procesado'.
 */

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
  const bookingId = await addToCart(page, activity);

  // Cart: this booking's lines and totals in USD and VES; only this booking goes into the order.
  const item = await keepOnlyInCart(page, bookingId);
  await expect(item).toContainText(activity.title);
  await expect(item.getByTestId('summary-total-usd')).toHaveText(`$${usd.toFixed(2)}`);
  await expect(item.getByTestId('summary-total-ves')).toHaveText(`Bs. ${ves.toFixed(2)}`);
  const summary = page.getByTestId('cart-summary');
  await expect(summary.getByTestId('summary-total-usd')).toHaveText(`$${usd.toFixed(2)}`);
  await expect(summary.getByTestId('summary-total-ves')).toHaveText(`Bs. ${ves.toFixed(2)}`);
  await placeOrderFromCart(page);

  // Unpaid: countdown and the payment dialog, prefilled with the VES total.
  const order = page.getByTestId('order-item').filter({ hasText: activity.title }).first();
  await expect(order.getByTestId('order-countdown')).toContainText('Tiempo para pagar');
  const reference = await payOrder(page, order, { amount: ves.toFixed(2) });
  await expect(page.getByTestId('order-item').filter({ hasText: activity.title }).first()).toBeVisible();

  // The supplier confirms the payment in the portal: the activity's reservations list it with its evidence.
  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  await loginAsStaff(supplierPage, 'suppliers', SUPPLIER);
  const evidence = await pendingPayment(supplierPage, activity.id, reference);
  const grouped = ves
    .toNumber()
    .toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(evidence).toContainText(`Monto registrado: Bs. ${grouped}`);
  await expect(evidence.getByTestId('payment-difference')).toHaveCount(0);
  await confirmPendingPayment(supplierPage, evidence);
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
