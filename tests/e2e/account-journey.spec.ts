import { expect, test } from './support/toasts.js';
import { openMail, toast } from './support/helpers.js';

test('a new customer registers, activates the account from the mailbox, logs in and logs out', async ({
  page,
}) => {
  const email = `viajera.${Date.now()}@xplora.test`;
  await page.goto('/register');
  await page.getByLabel('Nombre').fill('Valentina Viajera');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('MiClaveSegura1');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(toast(page, 'Casi listos a la Xploración')).toBeVisible();

  // Logging in before activating is refused with a clear message.
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('MiClaveSegura1');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(toast(page, 'ERROR')).toContainText('Debes activar tu cuenta');

  await openMail(page, email, 'Activa tu cuenta de Xplora');
  await page.getByRole('link', { name: 'Activar mi cuenta' }).click();
  await expect(toast(page, 'Cuenta activada')).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('MiClaveSegura1');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(toast(page, 'Bienvenido Valentina Viajera')).toContainText(
    'Estamos emocionados por tenerte con nosotros.',
  );

  await page.getByRole('button', { name: 'Valentina Viajera' }).click();
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer recovers a forgotten password through the mailbox', async ({ page }) => {
  const email = `olvido.${Date.now()}@xplora.test`;
  await page.goto('/register');
  await page.getByLabel('Nombre').fill('Olga Olvido');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('ClaveVieja123');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(toast(page, 'Casi listos a la Xploración')).toBeVisible();

  await page.goto('/forgot');
  await page.getByLabel('Usuario o correo').fill(email);
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(toast(page, 'Por favor revisa tu correo')).toBeVisible();

  await openMail(page, email, 'Recupera tu contraseña');
  await page.getByRole('link', { name: 'Cambiar mi contraseña' }).click();
  await expect(page).toHaveURL(/\/recover\?t=/);
  await page.getByLabel('Nueva contraseña').fill('ClaveNueva456');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Contraseña cambiada')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The reset link also proves the mailbox, so the account is active now.
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('ClaveNueva456');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(toast(page, 'Bienvenido Olga Olvido')).toBeVisible();
});
