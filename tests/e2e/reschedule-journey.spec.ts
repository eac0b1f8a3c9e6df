import type { Page } from '@playwright/test';
import { expect, test } from './support/toasts.js';
import { gql } from './support/api.js';
import { loginAsCustomer } from './support/helpers.js';
import { CUSTOMER, orderOnSupplierActivity, verifiedOrder } from './support/refund-steps.js';

/**
 * Issue 33 on a phone: a customer moves a paid booking to another date from "Cambiar fecha" and gets the new
 * voucher (the voucher page shows the new date; the mail with the voucher is in the mailbox); a supplier's proposal
 * is accepted from its signed link without a session.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

async function openMail(page: Page, recipient: string, subject: string): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  const link = page.getByRole('link', { name: subject }).first();
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await link.click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
}

const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

test('a customer reschedules a paid booking and gets the new voucher', async ({ page, request }) => {
  const placed = await verifiedOrder(request);
  const { rescheduleSlots } = await gql(
    request,
    'query($b: ID!) { rescheduleSlots(bookingId: $b) { id date startsAt } }',
    { b: placed.bookingId },
    placed.token,
  );
  const target = rescheduleSlots[0] as { id: string; date: string; startsAt: string };
  expect(target).toBeTruthy();

  await loginAsCustomer(page, CUSTOMER);
  await page.goto('/bookings/processed');
  const card = page.getByTestId('order-item').filter({ hasText: `Pedido #${placed.orderId}` });
  await card.getByRole('button', { name: 'Cambiar fecha' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Cambiar la fecha de la reserva #${placed.bookingId}`);
  await dialog.locator(`#reschedule-slot-${target.id}`).check();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toContainText(`a las ${target.startsAt.slice(0, 5)}?`);
  await dialog.getByRole('button', { name: 'Sí, cambiar fecha' }).click();
  await expect(dialog.getByTestId('reschedule-done')).toContainText('Listo: tu reserva ahora es el');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  await dialog.getByRole('link', { name: 'Ver voucher' }).click();
  await expect(page.getByText(ddmmyyyy(target.date))).toBeVisible();
  await expect(page.getByText(target.startsAt.slice(0, 5), { exact: false }).first()).toBeVisible();
  const code = (await page.getByTestId('voucher-code').textContent())!.trim();

  await openMail(page, CUSTOMER, 'Tu reserva cambió de fecha');
  await expect(page.getByText(code).first()).toBeVisible();
  await expect(page.getByText(`reserva-${code}.ics`)).toBeVisible();
});

test('a supplier proposes another date and the customer accepts it from the link, signed out', async ({
  page,
  request,
}) => {
  const placed = await orderOnSupplierActivity(request);
  const { rescheduleSlots } = await gql(
    request,
    'query($b: ID!) { rescheduleSlots(bookingId: $b) { id date startsAt } }',
    { b: placed.bookingId },
    placed.supplier,
  );
  const target = rescheduleSlots[0] as { id: string; date: string; startsAt: string };
  await gql(
    request,
    'mutation($b: ID!, $t: ID!) { proposeReschedule(bookingId: $b, activityTimeId: $t) { id } }',
    { b: placed.bookingId, t: target.id },
    placed.supplier,
  );

  await openMail(page, CUSTOMER, 'Propuesta de nueva fecha');
  const href = await page.getByRole('link', { name: 'Ver la propuesta' }).first().getAttribute('href');
  await page.goto(href!);
  const proposal = page.getByTestId('reschedule-proposal');
  await expect(proposal).toContainText(`${ddmmyyyy(target.date)} ${target.startsAt.slice(0, 5)}`, {
    timeout: 15_000,
  });
  await proposal.getByRole('button', { name: 'Aceptar nueva fecha' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, aceptar' }).click();
  await expect(proposal).toContainText('Aceptaste la propuesta');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});
