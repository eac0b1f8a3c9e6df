import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { customerToken, gql } from './support/api.js';
import { loginAsCustomer, loginAsStaff } from './support/helpers.js';

/**
 * Issue 16 §5: each demo account opens onto screens with data, straight after the seed — the customer's bookings
 * tabs (the unpaid one counting down), favourites and a written review; the supplier's payment to verify,
 * reservations (each card with the person's avatar and city, §6) and an opinion to moderate; the admin's activity
 * and supplier registration to approve. Other journeys share this server, so every check asks for "at least one".
 */

async function staffToken(request: APIRequestContext, scope: 'Supplier' | 'Admin', username: string) {
  const data = await gql(
    request,
    'mutation($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
    { input: { username, password: DEMO_PASSWORD, scope } },
  );
  return data.staffLogin.accessToken as string;
}

async function bookingsTab(page: Page, tab: string) {
  await page.goto(`/bookings/${tab}`);
  const orders = page.getByTestId(`orders-${tab}`).getByTestId('order-item');
  await expect(orders.first()).toBeVisible();
  return orders;
}

test('the demo customer finds an order in every tab, favourites and a written review', async ({
  page,
  request,
}) => {
  await loginAsCustomer(page);

  const unpaid = await bookingsTab(page, 'unpaid');
  // Placed at seed time: the 2-hour countdown is running (not 'Expirado').
  const countdown = unpaid.getByTestId('order-countdown').first();
  await expect(countdown).toContainText(/Tiempo para pagar: \d\d:\d\d:\d\d/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before!);

  await bookingsTab(page, 'processing');
  const processed = await bookingsTab(page, 'processed');
  await expect(
    processed.getByTestId('review-sent').filter({ hasText: 'Opinión enviada' }).first(),
  ).toContainText('Publicada');
  await bookingsTab(page, 'cancelled');

  await page.goto('/wishlists');
  await expect(page.getByTestId('wishlist').getByTestId('activity-card')).not.toHaveCount(0);
  expect(await page.getByTestId('wishlist').getByTestId('activity-card').count()).toBeGreaterThanOrEqual(2);

  // The offline wizard of the unpaid order: its side panel summarises the activity (§6).
  const token = await customerToken(request, 'cliente@xplora.test');
  const { orders } = await gql(
    request,
    'query { orders(status: 0, paid: false, page: 1, perPage: 1) { items { booking { id activity { summary } } } } }',
    {},
    token,
  );
  const booking = orders.items[0].booking as { id: string; activity: { summary: string } };
  await page.goto(`/offline/${booking.id}/booking`);
  await expect(page.getByTestId('offline-activity-summary')).toHaveText(booking.activity.summary);
});

test('the demo supplier finds a payment to verify, reservations with who booked, and an opinion to moderate', async ({
  page,
  request,
}) => {
  const token = await staffToken(request, 'Supplier', 'aliado@xplora.test');
  const { supplierReservations } = await gql(
    request,
    'query { supplierReservations(page: 1, perPage: 100) { items { activity { id } date { startsAt } payment { status } } } }',
    {},
    token,
  );
  type Row = { activity: { id: string }; date: { startsAt: string }; payment: { status: string } | null };
  const rows = supplierReservations.items as Row[];
  const today = new Date().toISOString().slice(0, 10);
  expect(rows.filter((r) => r.date.startsAt > today).length).toBeGreaterThanOrEqual(2);
  const toVerify = rows.find((r) => r.payment?.status === 'Pending');
  expect(toVerify, 'a payment to verify').toBeDefined();

  await loginAsStaff(page, 'suppliers', 'aliado@xplora.test');
  const comments = page.getByTestId('dashboard-card').filter({ hasText: 'Comentarios' });
  await expect(comments).toContainText(/[1-9]\d*/);
  const bookings = page.getByTestId('dashboard-card').filter({ hasText: 'Reservas' });
  await expect(bookings).toContainText(/[1-9]\d*/);

  await page.goto(`/suppliers/activity/${toVerify!.activity.id}/reservations`);
  const tab = page.getByTestId('reservations-tab');
  await expect(tab.getByRole('heading', { name: 'Reservas activas', exact: true })).toBeVisible();
  await expect(tab.getByTestId('pending-payment').first()).toBeVisible();
  // A payment to verify keeps its place among the newest bookings, highlighted rather than moved up.
  const toVerifyCard = tab.locator('[data-testid="reservation-card"][data-to-verify="true"]').first();
  await expect(toVerifyCard).toContainText('Pago por verificar');
  await expect(toVerifyCard.getByTestId('pending-payment')).toBeVisible();
  // The demo customer's card: her name, the avatar (the generic one: no picture) and her city, not an address.
  const card = tab.getByTestId('reservation-card').filter({ hasText: 'Carla Pérez' }).first();
  await expect(card.getByRole('img', { name: 'Carla Pérez' })).toBeVisible();
  await expect(card.getByTestId('reservation-location')).toHaveText('Caracas');
  expect(await tab.getByTestId('reservation-card').count()).toBeGreaterThanOrEqual(2);

  // An opinion waiting for moderation on one of the supplier's activities.
  const { supplierActivities } = await gql(
    request,
    'query { supplierActivities(page: 1, perPage: 100) { items { id } } }',
    {},
    token,
  );
  let pendingOn: string | undefined;
  for (const { id } of supplierActivities.items as { id: string }[]) {
    const { activityReviews } = await gql(
      request,
      'query($id: ID!) { activityReviews(activityId: $id) { status } }',
      { id },
      token,
    );
    if ((activityReviews as { status: string }[]).some((r) => r.status === 'Pending')) {
      pendingOn = id;
      break;
    }
  }
  expect(pendingOn, 'an unanswered opinion').toBeDefined();
  await page.goto(`/suppliers/activity/${pendingOn}/comments`);
  await expect(page.getByTestId('review-card').filter({ hasText: 'Pendiente' }).first()).toBeVisible();
});

test('the demo admin finds an activity and a supplier registration awaiting approval', async ({ page }) => {
  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  await expect(page.getByTestId('pending-suppliers-count')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('pending-activities-count')).toHaveText(/^[1-9]\d*$/);

  await page.getByTestId('pending-suppliers').getByRole('link').click();
  const suppliers = page.getByTestId('supplier-table');
  await expect(suppliers.getByRole('row').filter({ hasText: 'Roraima Trekking' })).toContainText(
    'Por revisar',
  );

  await page.goto('/admin/approvals');
  const activities = page.getByTestId('pending-activity-table');
  await expect(activities.getByRole('button', { name: 'Aprobar' }).first()).toBeVisible();
  await expect(activities).not.toContainText('No hay actividades pendientes');
});
