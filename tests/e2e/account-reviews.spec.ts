import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { loginAsCustomer, loginAsStaff, toast } from './support/helpers.js';

/**
 * Issue 9: the demo customer's past, processed booking (seeded) gets a review; the supplier publishes it; the
 * activity page shows it with a new rating; then the customer edits the profile and changes the password, and a
 * second session of the same account is rejected afterwards.
 */

const TITLE = `Una mañana inolvidable ${Date.now().toString(36)}`;
const MESSAGE = 'El guía conocía cada rincón y el grupo fue pequeño. Volvería sin dudarlo.';
const NEW_PASSWORD = 'Otra-Clave-2026';

/** The activity page header's rating, as screen readers hear it ('Valoración 4.5 de 5'). */
async function headerRating(page: Page): Promise<string> {
  const stars = page
    .getByTestId('activity-page')
    .locator('header')
    .getByRole('img', { name: /Valoración/ });
  return (await stars.getAttribute('aria-label')) ?? '';
}

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  const form = page.getByTestId('password-form');
  await form.getByLabel('Contraseña actual').fill(current);
  await form.getByLabel('Nueva contraseña').fill(next);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Contraseña cambiada')).toBeVisible();
}

test('review of a past booking, published by the supplier; profile edit and password change', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAsCustomer(page);

  // Procesado tab: the seeded past booking offers 'Escribir opinión'.
  await page.goto('/bookings/processed');
  const reviewable = page
    .getByTestId('order-item')
    .filter({ has: page.getByRole('button', { name: 'Escribir opinión' }) })
    .first();
  await expect(reviewable).toBeVisible();
  const orderTitle = (await reviewable.getByRole('heading', { name: /Pedido #\d+/ }).textContent())!.trim();
  const href = (await reviewable
    .getByTestId('activity-card')
    .locator('a[href^="/activity/"]')
    .first()
    .getAttribute('href'))!;
  const activityId = href.split('/')[2]!;

  await page.goto(href);
  await expect(page.getByTestId('activity-page')).toBeVisible();
  const before = await headerRating(page);
  const stars = / 1\.0 /.test(before) ? 5 : 1;

  await page.goto('/bookings/processed');
  // By the whole heading: 'Pedido #1' is also the start of 'Pedido #12'.
  const card = page
    .getByTestId('order-item')
    .filter({ has: page.getByRole('heading', { name: orderTitle, exact: true }) });
  await card.getByRole('button', { name: 'Escribir opinión' }).click();
  const dialog = page.getByTestId('review-dialog');
  await dialog.getByRole('radio', { name: new RegExp(`^${stars} estrella`) }).click();
  await dialog.getByLabel('Título').fill(TITLE);
  await dialog.getByLabel('Comentario').fill(MESSAGE);
  await dialog.getByRole('button', { name: 'Enviar opinión' }).click();
  await expect(toast(page, 'Opinión enviada')).toBeVisible();
  await expect(card.getByTestId('review-sent')).toContainText('En revisión');
  await expect(card.getByRole('button', { name: 'Escribir opinión' })).toHaveCount(0);

  // Pending: not on the public page yet.
  await page.goto(href);
  await expect(page.getByTestId('activity-page')).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);

  // The supplier publishes it from the Comments tab.
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  await loginAsStaff(supplier, 'suppliers', 'aliado@xplora.test');
  await supplier.goto(`/suppliers/activity/${activityId}/comments`);
  const review = supplier.getByTestId('review-card').filter({ hasText: TITLE });
  await expect(review.getByText('Pendiente')).toBeVisible();
  await review.getByRole('button', { name: 'Publicar' }).click();
  await expect(review.getByText('Publicado')).toBeVisible();
  await supplierContext.close();

  // Published: on the activity page, and the rating moved.
  await page.goto(href);
  await expect(page.getByTestId('activity-reviews')).toContainText(TITLE);
  await expect.poll(() => headerRating(page)).not.toBe(before);
  await page.goto('/bookings/processed');
  await expect(card.getByTestId('review-sent')).toContainText('Publicada');

  // Profile on a phone-sized screen: edit and save.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  const profile = page.getByTestId('profile-form');
  await expect(profile.getByLabel('Correo')).toHaveValue('cliente@xplora.test');
  await profile.getByLabel('Teléfono').fill('04241239876');
  await profile.getByLabel('Ciudad').fill('Mérida');
  await profile.getByLabel('Nombre').fill('');
  await expect(profile.getByText('El Nombre es requerido')).toBeVisible();
  await profile.getByLabel('Nombre').fill('Carla Pérez');
  await profile.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Perfil actualizado')).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.reload();
  await expect(profile.getByLabel('Ciudad')).toHaveValue('Mérida');
  await expect(profile.getByLabel('Teléfono')).toHaveValue('04241239876');

  // A new e-mail asks for the current password (issue 15 #4); the login address again hides it.
  await expect(profile.getByLabel('Contraseña actual')).toHaveCount(0);
  await profile.getByLabel('Correo').fill('otra-direccion@xplora.test');
  await profile.getByLabel('Contraseña actual').focus();
  await profile.getByLabel('Contraseña actual').blur();
  await expect(profile.getByText('Para cambiar el correo escribe tu contraseña actual.')).toBeVisible();
  await profile.getByLabel('Correo').fill('cliente@xplora.test');
  await expect(profile.getByLabel('Contraseña actual')).toHaveCount(0);

  // A second session of the same account, then the password change from the first.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAsCustomer(other);
  const wrong = page.getByTestId('password-form');
  await wrong.getByLabel('Contraseña actual').fill('no-es-la-clave');
  await wrong.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await wrong.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(wrong.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);

  // The other token is rejected: its next call sends it to the login page.
  await other.goto('/bookings/processed');
  await expect(toast(other, 'Sesión expirada')).toBeVisible();
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();

  // This session goes on; put the demo password and profile back for the other journeys.
  await page.goto('/profile');
  await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
  await profile.getByLabel('Teléfono').fill('04141234567');
  await profile.getByLabel('Ciudad').fill('Caracas');
  await profile.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Perfil actualizado')).toBeVisible();
});
