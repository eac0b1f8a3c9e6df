import { expect, test } from '@playwright/test';

test('the home page lists the categories from the database', async ({ page }) => {
  await page.goto('/');
  const picker = page.getByLabel('Categoría / ¿Qué quieres hacer?');
  await expect(picker.locator('option')).not.toHaveCount(0);
  await expect(picker).toContainText('Aventura');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/esta/ruta/no/existe');
  await expect(page.getByRole('heading', { name: 'No encontrado' })).toBeVisible();
  await expect(page).toHaveTitle('No encontrado · Xplora');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});
