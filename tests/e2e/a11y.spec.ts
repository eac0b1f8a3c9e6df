import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.js';
import { loginAsCustomer, loginAsStaff } from './support/helpers.js';
import { orderOnSupplierActivity } from './support/refund-steps.js';

/**
 * Accessibility (issue 8): axe-core on the main screens of every role; serious or critical violations fail, with
 * the rule, its help text and the offending elements in the message. WCAG 2.x A/AA rules plus axe's best practices.
 * On the same screens: every Bootstrap class in use is still defined by the stylesheet the build ships.
 */

// Several pages and an axe run each per test: more than the default 30 s on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

/** The check-in list (Llegada tab) of the supplier's first activity. */
async function openFirstManifest(page: Page): Promise<void> {
  await page.goto('/suppliers/activity');
  const first = await page.locator('a[href$="/update"]').first().getAttribute('href');
  await page.goto(`/suppliers/activity/${/\/suppliers\/activity\/(\d+)/.exec(first ?? '')?.[1]}/manifest`);
  await expect(page.getByRole('heading', { name: 'Lista de llegada' })).toBeVisible();
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
  await page.goto('/suppliers/activity/create');
  await expect(page.locator('form')).toBeVisible();
  await expectAccessible(page, 'formulario de actividad');
  await openFirstManifest(page);
  await expectAccessible(page, 'lista de llegada');
});

test('admin: dashboard and suppliers', async ({ page }) => {
  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  await expectAccessible(page, 'tablero del administrador');
  await page.goto('/admin/supplier');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'aliados');
});

test('customer: Cancelados with refund states (issue 17)', async ({ page }) => {
  await loginAsCustomer(page);
  await page.goto('/bookings/cancelled');
  await expect(page.getByTestId('refund-state').first()).toBeVisible();
  await expectAccessible(page, 'reservas canceladas con reembolso');
});

test('supplier: refunds and the mark-refunded dialog (issue 17)', async ({ page }) => {
  await loginAsStaff(page, 'suppliers', 'aliado@xplora.test');
  await page.goto('/suppliers/refunds');
  await expect(page.getByTestId('refund-card').first()).toBeVisible();
  await expectAccessible(page, 'reembolsos del aliado');
  await page.getByTestId('refund-card').first().getByRole('button', { name: 'Marcar reembolsado' }).click();
  await expect(page.getByTestId('mark-refunded-modal')).toBeVisible();
  await expectAccessible(page, 'marcar reembolsado');
});

test('admin: refunds (issue 17)', async ({ page }) => {
  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  await page.goto('/admin/refunds');
  await page.getByLabel('Estado').selectOption('');
  await expect(page.getByTestId('refund-card').first()).toBeVisible();
  await expectAccessible(page, 'reembolsos del administrador');
});

test('customer: the payment dialog with the proof field (issue 17)', async ({ page, request }) => {
  const placed = await orderOnSupplierActivity(request);
  await loginAsCustomer(page);
  await page.goto('/bookings/unpaid');
  const order = page.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  await order.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('dialog').getByLabel('Comprobante del banco (opcional)')).toBeVisible();
  await expectAccessible(page, 'pago con comprobante');
});

test('issue 17 screens on a phone (390 px): voucher, check-in list, Cancelados, refunds', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsCustomer(page);
  await page.goto('/bookings/processed');
  await page.getByRole('link', { name: 'Ver voucher' }).first().click();
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  await expectAccessible(page, 'voucher (teléfono)');
  await page.goto('/bookings/cancelled');
  await expect(page.getByTestId('refund-state').first()).toBeVisible();
  await expectAccessible(page, 'reservas canceladas (teléfono)');

  const supplierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplier = await supplierContext.newPage();
  await loginAsStaff(supplier, 'suppliers', 'aliado@xplora.test');
  await openFirstManifest(supplier);
  await expectAccessible(supplier, 'lista de llegada (teléfono)');
  await supplier.goto('/suppliers/refunds');
  await expect(supplier.getByTestId('refund-card').first()).toBeVisible();
  await expectAccessible(supplier, 'reembolsos del aliado (teléfono)');
  await supplierContext.close();
});
