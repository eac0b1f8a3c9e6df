import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { confirmOk, loginAsStaff, toast } from './support/helpers.js';

/**
 * 'Pagos por verificar' (issue 6): a pago móvil payment registered through the API shows up for the admin, who
 * confirms it; the order is then paid.
 */

// Same API steps as offline-booking.spec.ts (spec files must not import each other).
async function gql<T = any>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

async function customerToken(request: APIRequestContext, email: string): Promise<string> {
  const data = await gql(request, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
    input: { email, password: DEMO_PASSWORD },
  });
  return data.login.accessToken;
}

/** Books the first future slot of a demo activity that accepts it, with one unit of each mandatory price. */
async function createDemoBooking(request: APIRequestContext, token: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const list = await gql(request, 'query { activities(perPage: 8) { items { id } } }');
  for (const { id } of list.activities.items as { id: string }[]) {
    const { activity } = await gql(
      request,
      `query($id: ID!, $from: String) { activity(id: $id) {
        prices { id mandatory }
        dates(from: $from) { id times { id currentAvailable } }
      } }`,
      { id, from: today },
    );
    const mandatory = (activity.prices as { id: string; mandatory: boolean }[]).filter((p) => p.mandatory);
    const details = (mandatory.length ? mandatory : activity.prices.slice(0, 1)).map((p: { id: string }) => ({
      activityPriceId: p.id,
      quantity: 1,
    }));
    for (const date of activity.dates as {
      id: string;
      times: { id: string; currentAvailable: number }[];
    }[]) {
      const time = date.times.find((t) => t.currentAvailable >= 2);
      if (!time) continue;
      try {
        const created = await gql(
          request,
          'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
          { input: { activityId: id, activityDateId: date.id, activityTimeId: time.id, details } },
          token,
        );
        return created.createBooking.id;
      } catch {
        // Too soon to book (bookBefore) or full: try the next slot.
      }
    }
  }
  throw new Error('No bookable demo slot found');
}

test('admin payments: a registered payment is confirmed and the order is paid', async ({ page, request }) => {
  const token = await customerToken(request, 'cliente@xplora.test');
  const bookingId = await createDemoBooking(request, token);
  const { placeOrder } = await gql(
    request,
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id totalVes } }',
    { input: { bookingIds: [bookingId] } },
    token,
  );
  const order = placeOrder[0] as { id: string; totalVes: string };
  const { paymentMethods } = await gql(request, 'query { paymentMethods { id code } }');
  const pagoMovil = (paymentMethods as { id: string; code: string }[]).find((m) => m.code === 'pago_movil')!;
  const reference = `ADM${Date.now().toString().slice(-9)}`;
  await gql(
    request,
    'mutation($input: RegisterPaymentInput!) { registerPagoMovilPayment(input: $input) { id } }',
    {
      input: {
        orderId: order.id,
        paymentMethodId: pagoMovil.id,
        bank: '0102',
        buyerId: 'V-18456789',
        paidAmount: order.totalVes,
        reference,
        acceptTerms: true,
      },
    },
    token,
  );

  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  await page.getByTestId('pending-payments').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { name: 'Pagos por verificar' })).toBeVisible();
  const row = page.getByTestId('pending-payment-table').getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(`#${order.id}`);
  await expect(row).toContainText('0102');

  // Rejecting needs a reason (cancelled here), confirming asks first.
  await row.getByRole('button', { name: 'Rechazar' }).click();
  const modal = page.getByTestId('reject-payment-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();

  await row.getByRole('button', { name: 'Confirmar' }).click();
  await confirmOk(page);
  await expect(toast(page, 'Pago confirmado')).toBeVisible();
  await expect(row).toHaveCount(0);

  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { status orders { id paid } } }',
    { id: bookingId },
    token,
  );
  expect(booking.status).toBe(4);
  expect(booking.orders.find((o: { id: string }) => o.id === order.id).paid).toBe(true);
});
