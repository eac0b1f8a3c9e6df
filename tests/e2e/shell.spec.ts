import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, loginAsCustomer, loginAsStaff, toast } from './support/helpers.js';

const CUSTOMER = { email: 'cliente@xplora.test', name: 'Carla Pérez' };
const SUPPLIER = { email: 'aliado@xplora.test', name: 'Andrea Salas' };

/** The bearer token the client stored (de-obfuscated exactly as client/src/platform/session/cipher.ts does). */
async function storedAccessToken(page: Page): Promise<string> {
  const sealed = await page.evaluate(() => localStorage.getItem('token'));
  expect(sealed).toMatch(/^x1\./);
  const bytes = Buffer.from(sealed!.slice(3), 'base64');
  const key = Buffer.from('xplora·sesión·v1', 'utf8');
  const plain = bytes.map((byte, i) => byte ^ key[i % key.length]! ^ ((i * 31) % 251));
  return (JSON.parse(Buffer.from(plain).toString('utf8')) as { access: string }).access;
}

test.describe('login-required guard', () => {
  for (const path of ['/bookings', '/wishlists', '/shopping-cart', '/profile', '/bookings/unpaid']) {
    test(`${path} sends a visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Ingrese' })).toBeVisible();
    });
  }

  test('/suppliers/dashboard sends a visitor to /suppliers/login', async ({ page }) => {
    await page.goto('/suppliers/dashboard');
    await expect(page).toHaveURL(/\/suppliers\/login$/);
    await expect(page.getByRole('heading', { name: 'Ingreso de aliados' })).toBeVisible();
  });

  test('/admin/dashboard (and /admin) send a visitor to /admin/login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Ingreso de administración' })).toBeVisible();
  });

  test('a supplier activity tab sends a visitor to /suppliers/login and back after login', async ({
    page,
  }) => {
    await page.goto('/suppliers/activity/7/prices');
    await expect(page).toHaveURL(/\/suppliers\/login$/);
    await page.getByLabel('Usuario').fill(SUPPLIER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Xplora2026!');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/suppliers\/activity\/7\/prices$/);
    await expect(page.getByRole('link', { name: 'Precios' })).toHaveClass(/active/);
  });

  test('a customer opening the admin area is logged out and sent to the customer login', async ({ page }) => {
    await loginAsCustomer(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('guest-only guard', () => {
  test('a logged-in customer opening /login or /register goes home', async ({ page }) => {
    await loginAsCustomer(page);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a logged-in supplier opening /suppliers/login goes to the supplier dashboard', async ({ page }) => {
    await loginAsStaff(page, 'suppliers', SUPPLIER.email);
    await page.goto('/suppliers/login');
    await expect(page).toHaveURL(/\/suppliers\/dashboard$/);
  });

  test('a supplier opening the customer /login is logged out and stays there', async ({ page }) => {
    await loginAsStaff(page, 'suppliers', SUPPLIER.email);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Ingrese' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('the offline booking page stays open to visitors and customers', async ({ page }) => {
    await page.goto('/offline/1/booking');
    await expect(page).toHaveURL(/\/offline\/1\/booking$/);
    await loginAsCustomer(page);
    await page.goto('/offline/1/booking');
    await expect(page).toHaveURL(/\/offline\/1\/booking$/);
  });
});

test.describe('public shell', () => {
  test('header and footer carry the spec links and contact block', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Hazte aliado' })).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('link', { name: 'Carrito de compras' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    );
    await expect(header.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/help');

    await header.getByRole('button', { name: 'Menú de usuario' }).click();
    await expect(header.getByRole('link', { name: 'Ingrese' })).toHaveAttribute('href', '/login');
    // The language selector is present but hidden (customer spec §1).
    await expect(page.getByTestId('language-selector')).toBeAttached();
    await expect(page.getByTestId('language-selector')).toBeHidden();

    const footer = page.locator('footer');
    for (const [name, href] of [
      ['Sobre nosotros', '/about-us'],
      ['Centro de ayuda', '/help'],
      ['Términos y condiciones', '/conditions'],
      ['Políticas de privacidad', '/policies'],
      ['Ingreso de aliados', '/suppliers/login'],
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('Caracas, Venezuela');
    for (const network of ['Instagram', 'LinkedIn', 'TikTok']) {
      await expect(footer.getByRole('link', { name: network })).toBeVisible();
    }
  });

  test('the header becomes sticky with a shadow after 100 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 420 });
    await page.goto('/');
    const header = page.locator('header.xp-header');
    await expect(header).not.toHaveClass(/is-sticky/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/sticky-top/);
    await expect(header).toHaveClass(/shadow-sm/);
  });

  test('on a phone the search link shows and the menu collapses behind a toggler', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    // The toggler opens the menu once the page has hydrated (a tap before that met inert HTML: 1 flaky CI run).
    await gotoHydrated(page, '/');
    await expect(page.getByRole('link', { name: 'Buscar' })).toBeVisible();
    const toggler = page.getByRole('button', { name: 'Mostrar navegación' });
    await expect(page.locator('#xp-public-nav').getByRole('link', { name: 'Ayuda' })).toBeHidden();
    await toggler.click();
    await expect(page.locator('#xp-public-nav').getByRole('link', { name: 'Ayuda' })).toBeVisible();
  });

  test('conditions, policies and download show the coming-soon page', async ({ page }) => {
    for (const path of ['/conditions', '/policies', '/download']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Próximamente' })).toBeVisible();
    }
  });

  test('unbuilt screens show a placeholder, navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/');
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY))
      .toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: 'Sobre nosotros' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { name: 'Sobre nosotros' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY))
      .toBe(0);
    await expect(page).toHaveTitle('Sobre nosotros · Xplora');
  });

  test('the public pages never load portal, form or GraphiQL code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByLabel('Categoría / ¿Qué quieres hacer?').locator('option')).not.toHaveCount(0);
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Centro de ayuda' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(url).not.toMatch(/PortalLayout|Dashboard|graphiql|monaco|LoginPage|AuthCard|ConfirmDialog/);
    }
  });
});

test.describe('session', () => {
  test('user and token are stored obfuscated under the spec names and removed on logout', async ({
    page,
  }) => {
    await loginAsCustomer(page);
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('user'),
      token: localStorage.getItem('token'),
    }));
    expect(stored.user).toMatch(/^x1\./);
    expect(stored.user).not.toContain(CUSTOMER.email);
    const access = await storedAccessToken(page);
    expect(stored.token).not.toContain(access);

    await page.getByRole('button', { name: CUSTOMER.name }).click();
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')]);
    expect(after).toEqual([null, null]);
  });

  test('a token revoked on the server: 401 → warning toast, logout, login page of its scope', async ({
    page,
  }) => {
    // Wait for the dashboard's own session check, so the reload below does not abort it.
    const checked = page.waitForResponse((r) => r.request().postDataJSON()?.operationName === 'Me');
    await loginAsStaff(page, 'suppliers', SUPPLIER.email);
    await checked;
    const access = await storedAccessToken(page);
    const revoked = await page.request.post('/graphql', {
      data: { query: 'mutation { logout }' },
      headers: { authorization: `Bearer ${access}` },
    });
    expect(await revoked.json()).toEqual({ data: { logout: true } });

    await page.reload();
    await expect(page).toHaveURL(/\/suppliers\/login$/);
    await expect(toast(page, 'Sesión expirada')).toContainText('Por favor ingrese de nuevo.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an unreachable server: error toast and back to the user home', async ({ page }) => {
    // The home arrives rendered with its data; the search the visitor starts needs the server.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await searchFromHero(page);
    await expect(toast(page, 'Ha ocurrido un error')).toContainText(
      'Por favor intente de nuevo o contacte a soporte.',
    );
    await expect(page).toHaveURL(/\/$/);
  });

  test('a thin loading bar shows while a request is in flight', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await searchFromHero(page);
    await expect(page.getByTestId('loading-bar')).toHaveClass(/is-active/);
    await expect(page.getByTestId('loading-bar')).not.toHaveClass(/is-active/);
  });
});

/** Buscar in the home's hero, with no filter: a client-side navigation whose search goes to the server. */
async function searchFromHero(page: Page): Promise<void> {
  await page
    .getByRole('search', { name: 'Buscar actividades' })
    .getByRole('button', { name: 'Buscar' })
    .click();
}
