import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { gql } from './support/api.js';
import { loginAsCustomer, toast } from './support/helpers.js';

/**
 * The booking journey (issue 4): booking panel → cart → order → pago móvil payment → 'En Proceso'; the supplier
 * confirms the payment through the API and the order moves to 'Procesado'.
 */

interface Candidate {
  id: string;
  slug: string;
  title: string;
  dateId: string;
  lines: { participants: number }[];
}

/** An active demo activity with two price lines (covering any mandatory one) and a roomy slot a few days ahead. */
async function findCandidate(request: APIRequestContext): Promise<Candidate> {
  const list = await gql(request, 'query { activities(perPage: 8) { items { id } } }');
  for (const { id } of list.activities.items as { id: string }[]) {
    const { activity } = await gql(
      request,
      `query($id: ID!) { activity(id: $id) {
        id slug title
        prices { id mandatory participants }
        dates { id times { id currentAvailable } }
      } }`,
      { id },
    );
    const prices = activity.prices as { mandatory: boolean; participants: number }[];
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
  request,
}) => {
  test.setTimeout(90_000);
  const activity = await findCandidate(request);
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
  await expect(toast(page, 'enviada')).toBeVisible();
  await expect(page).toHaveURL(/\/shopping-cart$/);

  // Cart: totals in USD and VES, then the order.
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();
  await expect(page.getByTestId('cart-item').filter({ hasText: activity.title }).first()).toBeVisible();
  await expect(page.getByTestId('summary-total-usd').last()).toContainText('$');
  await expect(page.getByTestId('summary-total-ves').last()).toContainText('Bs.');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(toast(page, 'Pedido realizado')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/unpaid$/);

  // Unpaid: countdown and the payment dialog.
  const item = page.getByTestId('order-item').filter({ hasText: activity.title }).first();
  await expect(item.getByTestId('order-countdown')).toContainText('Tiempo para pagar');
  await item.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Titular')).toBeVisible();
  const method = dialog.getByLabel('Método de Pago');
  if ((await method.inputValue()) === '') await method.selectOption({ index: 1 });
  await dialog.getByLabel('Banco Deudor').selectOption({ index: 1 });
  await dialog.getByLabel('Identificación del Pagador').fill('V12345678');
  await dialog.getByLabel('Referencia Bancaria').fill('123456789');
  await dialog.locator('#payment-accept-terms').check();
  await dialog.getByRole('button', { name: 'Registrar Pago' }).click();
  await expect(page).toHaveURL(/\/bookings\/processing$/);
  await expect(page.getByTestId('order-item').filter({ hasText: activity.title }).first()).toBeVisible();

  // The supplier confirms the payment through the API.
  const customer = await gql(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
    {
      input: { email: 'cliente@xplora.test', password: DEMO_PASSWORD },
    },
  );
  const { orders } = await gql(
    request,
    'query { orders(status: 1, paid: false, page: 1, perPage: 5) { items { booking { id activityId payment { id } } } } }',
    {},
    customer.login.accessToken,
  );
  const mine = (orders.items as { booking: { activityId: string; payment: { id: string } | null } }[]).find(
    (o) => o.booking.activityId === activity.id && o.booking.payment,
  );
  expect(mine).toBeTruthy();
  let confirmed = false;
  for (const username of ['aliado@xplora.test', 'aliado2@xplora.test']) {
    const res = await request.post('/api/v1/supplier/login', { data: { username, password: DEMO_PASSWORD } });
    const token = (await res.json()).access_token as string;
    try {
      await gql(
        request,
        'mutation($id: ID!) { confirmPayment(id: $id) { id } }',
        { id: mine!.booking.payment!.id },
        token,
      );
      confirmed = true;
      break;
    } catch {
      // Not this supplier's activity.
    }
  }
  expect(confirmed).toBe(true);

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
