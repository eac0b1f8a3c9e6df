import { expect, test } from '@playwright/test';
import { bankScreenshot, payOrder, pendingPayment } from './support/booking-steps.js';
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

  await loginAsCustomer(page, CUSTOMER);
  await page.goto('/bookings/unpaid');
  const order = page.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  const reference = await payOrder(page, order, { proof: await bankScreenshot() });

  const supplierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplierPage = await supplierContext.newPage();
  await loginAsStaff(supplierPage, 'suppliers', SUPPLIER);
  const evidence = await pendingPayment(supplierPage, placed.activityId, reference);
  const proof = evidence.getByRole('img', { name: `Comprobante del pago, referencia ${reference}` });
  await expect(proof).toBeVisible();
  expect(await proof.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(180);
  await supplierContext.close();
});
