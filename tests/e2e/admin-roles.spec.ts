import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { confirmOk, toast } from './support/helpers.js';

/**
 * Admin roles and the audit trail (issue 33): a Soporte admin on a phone sees no money in the menu and the server
 * refuses a money mutation; an Administrador changes Soporte's role on "Equipo Xplora" and finds that change in
 * "Auditoría" with a filter.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** The admin login (the portal's chunks may take a while on a busy machine's first load). */
async function login(page: Page, email: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });
}

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
      variables: { input: { username: email, password: DEMO_PASSWORD, scope: 'Admin' } },
    },
  });
  return (await res.json()).data.staffLogin.accessToken;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Soporte sees no money in the menu, and the server refuses a money mutation', async ({
    page,
    request,
  }) => {
    await login(page, 'soporte@xplora.test');
    await expect(page.getByTestId('pending-suppliers')).toBeVisible();
    await expect(page.getByTestId('pending-payments')).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Navegación' });
    await expect(menu.getByRole('link', { name: 'Auditoría' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Aliados' })).toBeVisible();
    for (const money of ['Finanzas', 'Claves de API', 'Reembolsos'])
      await expect(menu.getByRole('link', { name: money })).toHaveCount(0);

    await menu.getByRole('link', { name: 'Auditoría' }).click();
    await expect(page.getByRole('heading', { name: 'Auditoría' })).toBeVisible();
    const entry = page.getByTestId('audit-entry').first();
    await expect(entry).toBeVisible();
    // A card, not a squeezed table row: the cells stack at 390 px.
    const cells = entry.locator('td');
    const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y);

    const token = await staffToken(request, 'soporte@xplora.test');
    const res = await request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        query: 'mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id } }',
        variables: { input: { currency: 'USD', rate: '1.00', valueDate: '2026-01-01' } },
      },
    });
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(body.errors[0].message).toMatch(/rol de Soporte no permite esta operación/);
    const rest = await request.post('/api/v1/payment/1/confirm', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(rest.status()).toBe(403);
  });
});

test('an Administrador changes a role and finds the change in Auditoría', async ({ page }) => {
  await login(page, 'admin@xplora.test');
  const menu = page.getByRole('navigation', { name: 'Navegación' });
  await expect(menu.getByRole('link', { name: 'Finanzas' })).toBeVisible();
  await menu.getByRole('link', { name: 'Equipo Xplora' }).click();
  await expect(page.getByRole('heading', { name: 'Equipo Xplora' })).toBeVisible();
  const role = page.getByLabel('Rol de Sofía Soporte');
  await expect(role).toHaveValue('Soporte');
  await role.selectOption('Administrador');
  await confirmOk(page);
  await expect(toast(page, 'Rol cambiado')).toBeVisible();
  await expect(role).toHaveValue('Administrador');
  await role.selectOption('Soporte');
  await confirmOk(page);
  await expect(role).toHaveValue('Soporte');

  await menu.getByRole('link', { name: 'Auditoría' }).click();
  const filters = page.getByTestId('audit-filters');
  await filters.getByLabel('Acción').selectOption({ label: 'Rol de administrador cambiado' });
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toContainText('role: administrador → soporte');
  await expect(entries.first()).toContainText('admin@xplora.test');
  await expect(entries.nth(1)).toContainText('role: soporte → administrador');
  for (const text of await entries.allInnerTexts()) expect(text).toContain('Rol de administrador cambiado');
});
