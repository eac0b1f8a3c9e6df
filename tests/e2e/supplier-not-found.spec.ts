import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { gql } from './support/api.js';
import { loginAsStaff } from './support/helpers.js';
import { SUPPLIER, supplierToken } from './support/refund-steps.js';

/**
 * A supplier opening an activity that is not theirs (unknown id, another supplier's, a malformed id) in the portal
 * gets the 'No encontrado' page, not the tabs with a spinner and an error toast.
 */

test("an unknown or another supplier's activity reads 'No encontrado' in the supplier portal", async ({
  page,
  request,
}) => {
  const { staffLogin } = await gql(
    request,
    'mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
    { input: { username: 'aliado2@xplora.test', password: DEMO_PASSWORD, scope: 'Supplier' } },
  );
  const theirs = await gql(
    request,
    'query { supplierActivities(perPage: 1) { items { id } } }',
    {},
    staffLogin.accessToken,
  );
  const foreignId = theirs.supplierActivities.items[0].id as string;

  await loginAsStaff(page, 'suppliers', SUPPLIER);
  for (const path of [
    '/suppliers/activity/99999999/update',
    `/suppliers/activity/${foreignId}/prices`,
    '/suppliers/activity/abc/dates',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'No encontrado' }), path).toBeVisible();
    await expect(page.locator('.nav-tabs'), path).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Cargando' }), path).toHaveCount(0);
    await expect(page.locator('.toast'), path).toHaveCount(0);
  }

  // The supplier's own activity still opens on its tabs.
  const mine = await gql(
    request,
    'query { supplierActivities(perPage: 1) { items { id } } }',
    {},
    await supplierToken(request),
  );
  await page.goto(`/suppliers/activity/${mine.supplierActivities.items[0].id}/prices`);
  await expect(page.locator('.nav-tabs').getByRole('link', { name: 'Precios' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No encontrado' })).toHaveCount(0);
});
