import { expect, test } from './support/toasts.js';
import { loginAsStaff, toast } from './support/helpers.js';

const CUSTOMER = { email: 'cliente@xplora.test', name: 'Carla Pérez' };
const SUPPLIER = { email: 'aliado@xplora.test', name: 'Andrea Salas' };
const ADMIN = { email: 'admin@xplora.test', name: 'Admin Xplora' };

test.describe('customer login', () => {
  test('shows the Spanish messages once touched and keeps the button disabled', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Ingrese' })).toBeVisible();
    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña', { exact: true });
    const submit = page.getByRole('button', { name: 'Ingresar' });
    await expect(submit).toBeDisabled();
    // Nothing is shown before the fields are touched.
    await expect(page.locator('.invalid-feedback')).toHaveCount(0);

    await email.focus();
    await password.focus();
    await expect(page.getByText('El correo es requerido.')).toBeVisible();

    await email.fill('ab');
    await expect(page.getByText('El correo debe tener al menos 3 caracteres.')).toBeVisible();
    await email.fill('abc');
    await expect(page.getByText('Debe ser un correo válido.')).toBeVisible();

    await password.fill('corta');
    await expect(page.getByText('La clave debe tener al menos 8 caracteres.')).toBeVisible();
    await password.fill('');
    await password.blur();
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
    await expect(submit).toBeDisabled();

    await email.fill(CUSTOMER.email);
    await password.fill('una clave larga');
    await expect(page.locator('.invalid-feedback')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('links to registration and password recovery', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Registro' })).toBeVisible();
  });

  test('a wrong password shows the server message in a danger toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(CUSTOMER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(toast(page, 'ERROR')).toContainText('Usuario o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer logs in, is welcomed, logs out with Salir and lands on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(CUSTOMER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Xplora2026!');
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(toast(page, `Bienvenido ${CUSTOMER.name}`)).toBeVisible();
    await expect(toast(page, `Bienvenido ${CUSTOMER.name}`)).toContainText(
      /Último acceso el \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}|Estamos emocionados por tenerte con nosotros\./,
    );
    await expect(page).toHaveURL(/\/$/);

    const menu = page.getByRole('button', { name: CUSTOMER.name });
    await menu.click();
    await expect(page.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'Reservas' })).toHaveAttribute('href', '/bookings/unpaid');
    await expect(page.getByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/wishlists');
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: CUSTOMER.name })).toHaveCount(0);
  });

  test('the customer shell links profile, cart, bookings and favourites', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(CUSTOMER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Xplora2026!');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/bookings\/unpaid$/);
    for (const tab of ['Por Pagar', 'En Proceso', 'Procesado', 'Cancelados']) {
      await expect(page.getByRole('link', { name: tab })).toBeVisible();
    }
    const nav = page.locator('#xp-customer-nav');
    for (const [name, href] of [
      ['Perfil', '/profile'],
      ['Carrito', '/shopping-cart'],
      ['Reservas', '/bookings'],
      ['Favoritos', '/wishlists'],
    ]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  test('?t= goes to the reset screen; a bad activation link shows the server message', async ({ page }) => {
    await page.goto('/login?t=abc123');
    await expect(page).toHaveURL(/\/recover\?t=abc123$/);
    await page.goto('/login?activate=no-existe');
    await expect(toast(page, 'ERROR')).toContainText('El enlace de activación no es válido o expiró.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('password recovery', () => {
  test('forgot: Recuperar sends the mail and goes home', async ({ page }) => {
    await page.goto('/forgot');
    const submit = page.getByRole('button', { name: 'Recuperar' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Usuario o correo').fill(CUSTOMER.email);
    await submit.click();
    await expect(toast(page, 'Por favor revisa tu correo')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('recover: without t goes home; a bad token shows the server message', async ({ page }) => {
    await page.goto('/recover');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/recover?t=no-existe');
    await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    await page.getByLabel('Nueva contraseña').fill('OtraClave2026!');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(toast(page, 'ERROR')).toContainText('El enlace de recuperación no es válido o expiró.');
  });
});

test.describe('registration', () => {
  test('customer registration validates in Spanish and asks to check the e-mail', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Yo');
    await page.getByLabel('Nombre').blur();
    await expect(page.getByText('El nombre debe tener al menos 3 caracteres.')).toBeVisible();
    await page.getByLabel('Nombre').fill('Yolanda Prueba');
    await page.getByLabel('Correo electrónico').fill(`yolanda.${Date.now()}@xplora.test`);
    await page.getByLabel('Contraseña', { exact: true }).fill('Xplora2026!');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(toast(page, 'Casi listos a la Xploración')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a taken e-mail is shown under the field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Carla Repetida');
    await page.getByLabel('Correo electrónico').fill(CUSTOMER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Xplora2026!');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(toast(page, 'ERROR')).toContainText('Este correo ya está registrado.');
    await expect(page.locator('.invalid-feedback')).toHaveText('Este correo ya está registrado.');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a supplier registers, is told the request is under review, and sees the notice after login', async ({
    page,
  }) => {
    const email = `aliado.${Date.now()}@xplora.test`;
    await page.goto('/suppliers/register');
    await expect(page.getByLabel('Tipo de documento')).toHaveValue('3');
    await expect(page.getByLabel('CI/RIF')).toHaveAttribute('maxlength', '10');
    await page.getByLabel('CI/RIF').fill('123');
    await page.getByLabel('CI/RIF').blur();
    await expect(page.getByText('El/la CI/RIF debe tener al menos 5 caracteres')).toBeVisible();
    await page.getByLabel('CI/RIF').fill('J123456789');
    await page.getByLabel('Nombre', { exact: true }).fill('Posada del Ávila');
    await page.getByLabel('Razón Social').fill('Posada del Ávila C.A.');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Xplora2026!');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(toast(page, 'Registro recibido')).toContainText('revisión');
    await expect(page).toHaveURL(/\/suppliers\/login$/);

    await loginAsStaff(page, 'suppliers', email);
    await expect(page.getByRole('heading', { name: 'Hola, Posada del Ávila' })).toBeVisible();
    await expect(
      page.getByText('Su registro está en revisión por nuestros ejecutivos de ventas'),
    ).toBeVisible();
  });
});

test.describe('staff portals', () => {
  test('the supplier login validates the username and links forgot and registration', async ({ page }) => {
    await page.goto('/suppliers/login');
    await page.getByLabel('Usuario').fill('ab');
    await expect(page.getByText('El usuario debe tener al menos 3 caracteres')).toBeVisible();
    await page.getByLabel('Usuario').fill('');
    await expect(page.getByText('El usuario es obligatorio')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
    await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await expect(page.getByRole('link', { name: 'Regístrese' })).toHaveAttribute(
      'href',
      '/suppliers/register',
    );
  });

  test('a supplier logs in and sees the supplier shell', async ({ page }) => {
    await loginAsStaff(page, 'suppliers', SUPPLIER.email);
    await expect(toast(page, `Bienvenido ${SUPPLIER.name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Hola, ${SUPPLIER.name}` })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Navegación' });
    await expect(sidebar.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'href',
      '/suppliers/dashboard',
    );
    await expect(sidebar.getByRole('link', { name: 'Actividades' })).toHaveAttribute(
      'href',
      '/suppliers/activity',
    );
    await expect(page.getByTestId('portal-user')).toHaveText(SUPPLIER.name);
    await expect(page.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/suppliers/profile');

    await sidebar.getByRole('link', { name: 'Actividades' }).click();
    await expect(page).toHaveURL(/\/suppliers\/activity$/);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/suppliers\/login$/);
  });

  test('an admin logs in and sees Administración and Aliados', async ({ page }) => {
    await loginAsStaff(page, 'admin', ADMIN.email);
    await expect(page.getByRole('heading', { name: 'Administración' })).toBeVisible();
    await expect(page.getByText(`Hola, ${ADMIN.name}`)).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Navegación' });
    await sidebar.getByRole('link', { name: 'Aliados' }).click();
    await expect(page).toHaveURL(/\/admin\/supplier$/);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a customer account cannot use the supplier portal', async ({ page }) => {
    await page.goto('/suppliers/login');
    await page.getByLabel('Usuario').fill(CUSTOMER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Xplora2026!');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(toast(page, 'ERROR')).toContainText('Esta cuenta no tiene acceso a este portal.');
    await expect(page).toHaveURL(/\/suppliers\/login$/);
  });

  test('on a phone the portal sidebar opens as an offcanvas', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await loginAsStaff(page, 'admin', ADMIN.email);
    await expect(page.getByRole('link', { name: 'Aliados' })).toBeHidden();
    // The welcome notice, still showing, stays clear of the menu button (at the bottom edge on a phone).
    const welcome = toast(page, 'Bienvenido');
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    await expect(welcome).toBeVisible();
    const [notice, button] = [(await welcome.boundingBox())!, (await menu.boundingBox())!];
    expect(notice.y).toBeGreaterThan(button.y + button.height);
    await menu.click({ timeout: 2_000 });
    await expect(welcome).toBeVisible();
    await page.getByRole('link', { name: 'Aliados' }).click();
    await expect(page).toHaveURL(/\/admin\/supplier$/);
  });
});
