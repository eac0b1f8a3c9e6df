import { expect, test } from '@playwright/test';
import { loginAsCustomer, loginAsStaff, toast } from './support/helpers.js';
import {
  CUSTOMER,
  orderOnSupplierActivity,
  registerPayment,
  SUPPLIER,
  verifiedOrder,
} from './support/refund-steps.js';

/**
 * Issue 17 §3 on a phone: a paid booking is cancelled by the customer before the deadline (the confirmation says
 * what happens to the money), the supplier marks the refund with the pago móvil reference, the customer sees it
 * refunded. A booking whose payment is registered but not verified is cancelled with that payment voided: the
 * confirmation says so, and no refund is asked of the supplier.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test('a paid booking is cancelled, refunded by the supplier, and shown refunded to the customer', async ({
  page,
  browser,
  request,
}) => {
  const placed = await verifiedOrder(request);

  // The customer cancels from Procesado, after a confirmation that names the refund.
  await loginAsCustomer(page, CUSTOMER);
  await page.goto('/bookings/processed');
  const card = page.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Puedes cancelar hasta el');
  await card.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `¿Cancelar la reserva #${placed.bookingId}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('pedimos al aliado el reembolso');
  await expect(dialog).toContainText(`Bs. ${placed.totalVes}`);
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(toast(page, 'Reserva cancelada')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/bookings/cancelled');
  const cancelled = page.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  await expect(cancelled.getByTestId('refund-state')).toContainText('Reembolso solicitado');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  // The supplier marks it refunded with the reference, on a phone too.
  const supplierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplierPage = await supplierContext.newPage();
  await loginAsStaff(supplierPage, 'suppliers', SUPPLIER);
  await supplierPage.goto('/suppliers/refunds');
  const refund = supplierPage.getByTestId('refund-card').filter({ hasText: `Reserva #${placed.bookingId}` });
  await expect(refund).toContainText('Reembolso solicitado');
  await expect(refund.getByTestId('refund-amount')).toContainText(`Bs. ${placed.totalVes}`);
  await expect(refund.getByTestId('refund-payment')).toHaveText(
    `Pago del cliente: verificado, referencia ${placed.reference}`,
  );
  expect(await supplierPage.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    390,
  );
  await refund.getByRole('button', { name: 'Marcar reembolsado' }).click();
  const modal = supplierPage.getByTestId('mark-refunded-modal');
  await modal.getByLabel('Referencia del pago móvil').fill('20261125777');
  await modal.getByRole('button', { name: 'Marcar reembolsado' }).click();
  await expect(toast(supplierPage, 'Reembolso registrado')).toBeVisible();
  await expect(refund).toHaveCount(0); // the list shows the requested ones
  await supplierContext.close();

  // The customer sees it refunded, with the reference.
  await page.reload();
  await expect(cancelled.getByTestId('refund-state')).toContainText('Reembolsado');
  await expect(cancelled.getByTestId('refund-state')).toContainText('Referencia: 20261125777');
});

test('a booking whose payment is not verified yet is cancelled with no refund asked of the supplier', async ({
  page,
  browser,
  request,
}) => {
  const placed = await orderOnSupplierActivity(request);
  await registerPayment(request, placed);

  await loginAsCustomer(page, CUSTOMER);
  await page.goto('/bookings/processing');
  const card = page.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  await card.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `¿Cancelar la reserva #${placed.bookingId}?` });
  await expect(dialog).toContainText('Tu pago aún no fue verificado por el aliado');
  await expect(dialog).toContainText('anulamos ese pago, sin reembolso en Xplora');
  await expect(dialog).not.toContainText('pedimos al aliado el reembolso');
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(toast(page, 'Reserva cancelada')).toBeVisible();

  await page.goto('/bookings/cancelled');
  const cancelled = page.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  await expect(cancelled).toBeVisible();
  await expect(cancelled.getByTestId('refund-state')).toHaveCount(0);

  // The supplier's Reembolsos list (every state) has nothing to pay for it.
  const supplierContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplierPage = await supplierContext.newPage();
  await loginAsStaff(supplierPage, 'suppliers', SUPPLIER);
  await supplierPage.goto('/suppliers/refunds');
  await supplierPage.getByLabel('Estado').selectOption({ label: 'Todos' });
  await expect(supplierPage.getByTestId('refund-card').first()).toBeVisible();
  await expect(
    supplierPage.getByTestId('refund-card').filter({ hasText: `Reserva #${placed.bookingId}` }),
  ).toHaveCount(0);
  await supplierContext.close();
});
