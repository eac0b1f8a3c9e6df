import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { unstyledBootstrapClasses } from './support/css.js';
import { loginAsCustomer, loginAsStaff } from './support/helpers.js';

/**
 * Accessibility (issue 8): axe-core on the main screens of every role; serious or critical violations fail, with
 * the rule, its help text and the offending elements in the message. WCAG 2.x A/AA rules plus axe's best practices.
 * On the same screens: every Bootstrap class in use is still defined by the stylesheet the build ships.
 */

// Several pages and an axe run each per test: more than the default 30 s on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

async function expectAccessible(page: Page, what: string): Promise<void> {
  // Let lazy chunks, queries and transitions settle: axe judges what the user sees.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.xp-loading-bar.is-active')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect(report, `${what} (${page.url()})`).toBe('');
  expect(await unstyledBootstrapClasses(page), `clases sin estilo en ${what}`).toEqual([]);
}

test('public pages: home, search, an activity, help', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.xp-activity-card, [data-testid="activity-card"]').first()).toBeVisible();
  await expectAccessible(page, 'inicio');

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'búsqueda');

  await page.goto('/');
  await page.locator('a[href^="/activity/"]').first().click();
  await expect(page).toHaveURL(/\/activity\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'actividad');

  await page.goto('/help');
  await expectAccessible(page, 'ayuda');
});

test('customer: cart and bookings', async ({ page }) => {
  await loginAsCustomer(page);
  await page.goto('/shopping-cart');
  await expectAccessible(page, 'carrito');
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/bookings\/unpaid$/);
  await expectAccessible(page, 'reservas');
  // The demo customer's verified booking (seed/demo-vouchers.ts) has a voucher.
  await page.goto('/bookings/processed');
  await page.getByRole('link', { name: 'Ver voucher' }).first().click();
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  await expectAccessible(page, 'voucher');
});

test('supplier: dashboard, activities, activity form', async ({ page }) => {
  await loginAsStaff(page, 'suppliers', 'aliado@xplora.test');
  await expectAccessible(page, 'tablero del aliado');
  await page.goto('/suppliers/activity');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'actividades del aliado');
  const first = await page.locator('a[href$="/update"]').first().getAttribute('href');
  await page.goto('/suppliers/activity/create');
  await expect(page.locator('form')).toBeVisible();
  await expectAccessible(page, 'formulario de actividad');
  await page.goto(`/suppliers/activity/${/\/suppliers\/activity\/(\d+)/.exec(first ?? '')?.[1]}/manifest`);
  await expect(page.getByRole('heading', { name: 'Lista de llegada' })).toBeVisible();
  await expectAccessible(page, 'lista de llegada');
});

test('admin: dashboard and suppliers', async ({ page }) => {
  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  await expectAccessible(page, 'tablero del administrador');
  await page.goto('/admin/supplier');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'aliados');
});
