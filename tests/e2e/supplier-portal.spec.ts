import { expect, test } from '@playwright/test';
import { loginAsStaff, toast } from './support/helpers.js';

/** The demo supplier's dashboard and profile; the full activity journey is supplier-journey.spec.ts. */

const SUPPLIER = 'aliado@xplora.test';
test('the supplier sees the dashboard cards', async ({ page }) => {
  await loginAsStaff(page, 'suppliers', SUPPLIER);
  await expect(page.getByTestId('dashboard-card')).toHaveCount(7);
  await expect(page.getByTestId('dashboard-card').filter({ hasText: 'Tasa USD' })).toBeVisible();
  await expect(page.getByTestId('dashboard-card').filter({ hasText: 'Reservas' })).toBeVisible();
});

test('the supplier saves the profile', async ({ page }) => {
  await loginAsStaff(page, 'suppliers', SUPPLIER);
  await page.goto('/suppliers/profile');
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await expect(page.getByLabel('Nombre comercial')).not.toHaveValue('');
  await page.getByLabel('Descripción').fill('Aliado de prueba con paseos guiados por los Andes.');
  await page.getByLabel('Idioma').selectOption({ label: 'Español' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Perfil actualizado')).toBeVisible();
});
