import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { loginAsCustomer, loginAsStaff } from './support/helpers.js';
import { CUSTOMER, orderOnSupplierActivity, SUPPLIER } from './support/refund-steps.js';

/** Issue 17 §4 on a phone: the customer pays with the bank's screenshot attached; the supplier sees it. */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test('a payment registered with a proof image shows the proof beside the reference to the supplier', async ({
  page,
  browser,
  request,
}) => {
  const placed = await orderOnSupplierActivity(request);
  const screenshot = await sharp({
    create: { width: 180, height: 320, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();

  await loginAsCustomer(page, CUSTOMER);
  await page.goto('/bookings/unpaid');
  const order = page.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  await order.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('dialog');
  const method = dialog.getByLabel('Método de Pago');
  await expect(method).toBeVisible();
  if ((await method.inputValue()) === '') await method.selectOption({ index: 1 });
  const reference = `${Date.now()}`.slice(-10);
  await dialog.getByLabel('Banco Deudor').selectOption({ index: 1 });
  await dialog.getByLabel('Identificación del Pagador').fill('V12345678');
  await dialog.getByLabel('Referencia Bancaria').fill(reference);
  await dialog
    .getByLabel('Comprobante del banco (opcional)')
    .setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: screenshot });
  await dialog.locator('#payment-accept-terms').check();
  await dialog.getByRole('button', { name: 'Registrar Pago' }).click();
  await expect(page).toHaveURL(/\/bookings\/processing$/);

  const supplierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplierPage = await supplierContext.newPage();
  await loginAsStaff(supplierPage, 'suppliers', SUPPLIER);
  await supplierPage.goto(`/suppliers/activity/${placed.activityId}/reservations`);
  const evidence = supplierPage
    .getByTestId('pending-payment')
    .filter({ hasText: `Referencia: ${reference}` });
  const proof = evidence.getByRole('img', { name: `Comprobante del pago, referencia ${reference}` });
  await expect(proof).toBeVisible();
  expect(await proof.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(180);
  await supplierContext.close();
});
