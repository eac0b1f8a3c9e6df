import { expect, test } from '@playwright/test';
import { createDemoBooking, customerToken, gql } from './support/api.js';
import { confirmOk, loginAsStaff, toast } from './support/helpers.js';

/**
 * 'Pagos por verificar' (issue 6): a pago móvil payment registered through the API shows up for the admin, who
 * confirms it; the order is then paid.
 */

test('admin payments: a registered payment is confirmed and the order is paid', async ({ page, request }) => {
  const token = await customerToken(request, 'cliente@xplora.test');
  const bookingId = await createDemoBooking(request, token);
  const { placeOrder } = await gql(
    request,
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id totalVes } }',
    { input: { bookingIds: [bookingId] } },
    token,
  );
  const order = placeOrder[0] as { id: string; totalVes: string };
  const { paymentMethods } = await gql(request, 'query { paymentMethods { id code } }');
  const pagoMovil = (paymentMethods as { id: string; code: string }[]).find((m) => m.code === 'pago_movil')!;
  const reference = `ADM${Date.now().toString().slice(-9)}`;
  await gql(
    request,
    'mutation($input: RegisterPaymentInput!) { registerPagoMovilPayment(input: $input) { id } }',
    {
      input: {
        orderId: order.id,
        paymentMethodId: pagoMovil.id,
        bank: '0102',
        buyerId: 'V-18456789',
        paidAmount: order.totalVes,
        reference,
        acceptTerms: true,
      },
    },
    token,
  );

  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  await page.getByTestId('pending-payments').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { name: 'Pagos por verificar' })).toBeVisible();
  const row = page.getByTestId('pending-payment-table').getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(`#${order.id}`);
  await expect(row).toContainText('0102');

  // Rejecting needs a reason (cancelled here), confirming asks first.
  await row.getByRole('button', { name: 'Rechazar' }).click();
  const modal = page.getByTestId('reject-payment-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();

  await row.getByRole('button', { name: 'Confirmar' }).click();
  await confirmOk(page);
  await expect(toast(page, 'Pago confirmado')).toBeVisible();
  await expect(row).toHaveCount(0);

  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { status orders { id paid } } }',
    { id: bookingId },
    token,
  );
  expect(booking.status).toBe(4);
  expect(booking.orders.find((o: { id: string }) => o.id === order.id).paid).toBe(true);
});
