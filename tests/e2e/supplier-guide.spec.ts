import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { gql } from './support/api.js';
import { departSoon } from './support/database.js';
import { loginAsStaff, toast } from './support/helpers.js';
import { SUPPLIER, supplierToken, verifiedOrder } from './support/refund-steps.js';

/**
 * A guide of the demo supplier's team on a phone (issue 33 §3): signs in through the supplier login, lands on
 * Salidas with a menu of only what a guide may use, checks a customer of today's departure in, and cannot open the
 * payment queue (the screen says so and the server refuses it on both doors). The owner invites a new member.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 150_000 });

const GUIDE = 'guia@xplora.test';
const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

test('a guide sees only departures, checks a customer in and cannot open the payment queue', async ({
  page,
  request,
}) => {
  // A paid booking of the demo supplier, its departure moved to today an hour from now (check-in is open).
  const placed = await verifiedOrder(request);
  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { code time { id } activity { title } } }',
    { id: placed.bookingId },
    placed.supplier,
  );
  const timeId = String(booking.time.id);
  await departSoon(timeId);

  // The supplier login; a guide's home is Salidas.
  await page.goto('/suppliers/login');
  await page.getByLabel('Usuario').fill(GUIDE);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/suppliers\/departures$/);
  await expect(page.getByRole('heading', { name: 'Salidas', exact: true })).toBeVisible();

  // The menu holds only Salidas.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegación' });
  await expect(nav.getByRole('link', { name: 'Salidas' })).toBeVisible();
  for (const hidden of ['Pagos por verificar', 'Reservas', 'Estado de cuenta', 'Equipo', 'Actividades']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await expect(nav.getByTestId('pending-payments-badge')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Salidas' }).click();

  // Today's departure, with the customer on its list.
  const slot = page.locator(`a[href="/suppliers/departures/${timeId}"]`);
  await expect(slot).toContainText(booking.activity.title);
  await slot.click();
  await expect(page).toHaveURL(new RegExp(`/suppliers/departures/${timeId}$`));
  await expect(page.getByRole('heading', { name: booking.activity.title })).toBeVisible();
  // What a guide cannot do is not offered.
  await expect(page.getByRole('button', { name: 'Cancelar salida' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver reservas' })).toHaveCount(0);
  const row = page.getByTestId('manifest-table').getByRole('row').filter({ hasText: booking.code });
  const arrival = row.getByTestId('manifest-arrival');
  await expect(arrival).toHaveText('Pendiente');

  // Check-in by the booking's code: "Llegó" beside the name, nothing off-screen.
  await page.getByLabel('Código de reserva').fill(booking.code);
  await page.getByRole('button', { name: 'Registrar llegada' }).click();
  await expect(arrival).toContainText('Llegó');
  const box = (await arrival.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // The payment queue's address: the screen says no.
  await page.goto('/suppliers/payments');
  await expect(page.getByRole('heading', { name: 'No tiene permiso' })).toBeVisible();
  await expect(page.getByTestId('payment-queue')).toHaveCount(0);

  // And so does the server, on both doors, with the guide's own token.
  const token = await supplierToken(request, GUIDE);
  const graphql = await request.post('/graphql', {
    data: { query: 'query { supplierPendingPayments { items { id } } }' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await graphql.json();
  expect(body.data?.supplierPendingPayments ?? null).toBeNull();
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const rest = await request.get('/api/v1/suppliers/payments/pending', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(rest.status()).toBe(403);
});

test('the owner invites an Operaciones member from Equipo and the invitation arrives by e-mail', async ({
  page,
  request,
}) => {
  const email = `operaciones-${Date.now()}@xplora.test`;
  await loginAsStaff(page, 'suppliers', SUPPLIER);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Navegación' }).getByRole('link', { name: 'Equipo' }).click();
  await expect(page).toHaveURL(/\/suppliers\/team$/);
  await expect(page.getByRole('heading', { name: 'Equipo', exact: true })).toBeVisible();

  await page.getByTestId('team-invite').click();
  const form = page.getByTestId('team-invite-form');
  await form.getByLabel('Nombre').fill('Olga Operaciones');
  await form.getByLabel('Correo').fill(email);
  await form.getByLabel('Rol').selectOption({ label: 'Operaciones' });
  await form.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(toast(page, 'Invitación enviada')).toBeVisible();
  const member = page.getByTestId('team-member').filter({ hasText: email });
  await expect(member).toContainText('Invitación enviada');
  await expect(member.getByLabel('Rol de Olga Operaciones')).toHaveValue('operations');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // The server holds the same, and the mail is in the development mailbox.
  const { supplierStaff } = await gql(
    request,
    'query { supplierStaff { email role status } }',
    {},
    await supplierToken(request),
  );
  expect(supplierStaff).toContainEqual({ email, role: 'OPERATIONS', status: 'invited' });
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      return JSON.stringify(await mailbox.json());
    })
    .toContain('te invita a su equipo en Xplora');
});
