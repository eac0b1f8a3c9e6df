import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { expectAccessible } from './support/a11y.js';
import { gql } from './support/api.js';
import { loginAsStaff } from './support/helpers.js';

/**
 * Issue 15 §9: a supplier changes a price line of a published activity; it goes back to review and the admin's
 * approval queue shows what changed (field, before, after) before approving it again.
 */

const SUPPLIER = 'aliado@xplora.test';

test('the admin sees what a supplier changed in a published activity', async ({ page, request }) => {
  const login = await gql(
    request,
    'mutation($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
    { input: { username: SUPPLIER, password: DEMO_PASSWORD, scope: 'Supplier' } },
  );
  const token: string = login.staffLogin.accessToken;
  const mine = await gql(
    request,
    '{ supplierActivities(perPage: 100) { items { id title status prices { id title price participants } } } }',
    {},
    token,
  );
  const activity = mine.supplierActivities.items.find(
    (a: { status: number; prices: unknown[] }) => a.status === 1 && a.prices.length > 0,
  );
  expect(activity, 'a published demo activity with prices').toBeDefined();
  const price = activity.prices[0];
  await gql(
    request,
    'mutation($id: ID!, $input: ActivityPriceInput!) { updateActivityPrice(id: $id, input: $input) { id } }',
    {
      id: price.id,
      input: { title: price.title, price: '1.00', participants: price.participants, description: 'Oferta' },
    },
    token,
  );

  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  await page.goto('/admin/dashboard');
  await page.getByTestId('pending-activities').getByRole('link', { name: 'Ver lista' }).click();
  const row = page.getByTestId('pending-activity-table').getByRole('row').filter({ hasText: activity.title });
  await row.getByRole('button', { name: 'Ver cambios (1)' }).click();
  const modal = page.getByTestId('changes-modal');
  await expect(
    modal.getByRole('heading', { name: `Cambios desde la última aprobación: ${activity.title}` }),
  ).toBeVisible();
  const change = modal.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Precios' }) });
  await expect(change.getByRole('cell').first()).toContainText(
    `${price.title}: ${Number(price.price).toFixed(2)} USD`,
  );
  await expect(change.getByRole('cell').nth(1)).toContainText(
    `${price.title}: 1.00 USD (${price.participants} pers.) — Oferta`,
  );
  await expectAccessible(page, 'la lista de cambios de una actividad');
  // At 390 px the list stays readable in the modal.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(change.getByRole('cell').nth(1)).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(modal).toHaveCount(0);
});

test('an attendee opens a stale confirmation link: a Spanish message, accessible at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/confirm-attendee?t=enlace-vencido');
  await expect(page.getByRole('heading', { name: 'Confirmar correo de asistente' })).toBeVisible();
  await expect(page.locator('#main').getByRole('alert')).toHaveText(
    'El enlace de confirmación no es válido o venció.',
  );
  // Said once, in the page: no toast repeats it.
  await expect(page.getByText('El enlace de confirmación no es válido o venció.')).toHaveCount(1);
  await expectAccessible(page, 'la confirmación del asistente');

  await page.goto('/confirm-email?t=enlace-vencido');
  await expect(page.locator('#main').getByRole('alert')).toContainText('no es válido o expiró');
  await expect(page.getByText(/no es válido o expiró/)).toHaveCount(1);
});
