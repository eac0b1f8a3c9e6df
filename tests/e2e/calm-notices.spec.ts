import { loginAsCustomer } from './support/helpers.js';
import { CUSTOMER, orderOnSupplierActivity, registerPayment, verifiedOrder } from './support/refund-steps.js';
import { expect, test, watchDuplicateToasts } from './support/toasts.js';

/**
 * After booking, on a phone: a normal state is a notice on the page, not an error toast; one refusal shows one
 * message; a stale tab that offers an action no longer possible refreshes. Every test here also fails when two
 * toasts show the same text at once (support/toasts.ts).
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const NOT_READY = 'El voucher estará disponible cuando el pago de la reserva esté verificado.';

test('a voucher not yet available is a notice on the page, with no error toast', async ({
  page,
  request,
}) => {
  const placed = await orderOnSupplierActivity(request);
  await registerPayment(request, placed);
  await loginAsCustomer(page, CUSTOMER);
  await page.goto(`/bookings/${placed.bookingId}/voucher`);
  await expect(page.getByText(NOT_READY)).toBeVisible();
  // The error catalogue would raise its toast with the same answer that drew the notice: give it time to show.
  await page.waitForTimeout(800);
  await expect(page.locator('.toast')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver a mis reservas' })).toBeVisible();
});

test('a second cancel from a stale tab shows one message and the tab refreshes', async ({
  page,
  context,
  request,
}) => {
  const placed = await verifiedOrder(request);
  await loginAsCustomer(page, CUSTOMER);
  const stale = await context.newPage();
  const staleDuplicates = await watchDuplicateToasts(stale);
  for (const tab of [page, stale]) await tab.goto('/bookings/processed');
  const cardIn = (tab: typeof page) =>
    tab.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });

  // The first tab cancels.
  await cardIn(page).getByRole('button', { name: 'Cancelar reserva' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Reserva cancelada' })).toBeVisible();

  // The other tab still offers it: the server refuses, the tab says so once and drops the stale card.
  await stale.bringToFront();
  await cardIn(stale).getByRole('button', { name: 'Cancelar reserva' }).click();
  await stale.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar' }).click();
  const toasts = stale.locator('.toast');
  await expect(toasts.filter({ hasText: 'La reserva ya está cancelada.' })).toBeVisible();
  await stale.waitForTimeout(800);
  await expect(toasts).toHaveCount(1);
  await expect(cardIn(stale)).toHaveCount(0);
  expect(staleDuplicates).toEqual([]);
});

test('the duplicate-toast check fails when two toasts say the same thing', async ({ context }) => {
  // A page of its own: the check that guards `page` in every test must not see this made-up pair.
  const probe = await context.newPage();
  const duplicates = await watchDuplicateToasts(probe);
  await probe.goto('/help');
  await probe.evaluate(`(() => {
    for (const title of ['ERROR', 'No se pudo cancelar']) {
      const toast = document.createElement('div');
      toast.className = 'toast show';
      toast.innerHTML = '<div class="toast-header"><strong>' + title + '</strong></div>' +
        '<div class="toast-body">La reserva ya está cancelada.</div>';
      document.body.append(toast);
    }
  })()`);
  await expect.poll(() => duplicates).toEqual(['La reserva ya está cancelada.']);
});
