import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { gql } from './api.js';
import { confirmOk, toast } from './helpers.js';
import { supplierToken } from './refund-steps.js';

/** The customer's booking through the screens (issue 4) and the supplier's payment check, shared by the journeys. */

export interface Candidate {
  id: string;
  slug: string;
  title: string;
  dateId: string;
  /** The date's first start time: the slot the booking panel preselects. */
  timeId: string;
  lines: { participants: number; price: string }[];
}

/**
 * An active demo activity of the demo supplier with two price lines (covering any mandatory one) and a roomy slot a
 * few days ahead.
 */
export async function findCandidate(request: APIRequestContext): Promise<Candidate> {
  const own = await gql(
    request,
    'query { supplierActivities(perPage: 100) { items { id } } }',
    {},
    await supplierToken(request),
  );
  const ids = new Set((own.supplierActivities.items as { id: string }[]).map((a) => a.id));
  const list = await gql(request, 'query { activities(perPage: 24) { items { id } } }');
  for (const { id } of list.activities.items as { id: string }[]) {
    if (!ids.has(id)) continue;
    const { activity } = await gql(
      request,
      `query($id: ID!) { activity(id: $id) {
        id slug title
        prices { id mandatory participants price }
        dates { id times { id currentAvailable availability } }
      } }`,
      { id },
    );
    const prices = activity.prices as { mandatory: boolean; participants: number; price: string }[];
    if (prices.length < 2 || prices.slice(2).some((p) => p.mandatory)) continue;
    const dates = (
      activity.dates as {
        id: string;
        times: { id: string; currentAvailable: number; availability: string }[];
      }[]
    ).slice(2);
    const date = dates.find(
      (d) => d.times[0]?.availability === 'AVAILABLE' && d.times[0].currentAvailable >= 12,
    );
    if (!date) continue;
    return {
      id,
      slug: activity.slug,
      title: activity.title,
      dateId: date.id,
      timeId: date.times[0]!.id,
      lines: prices.slice(0, 2),
    };
  }
  throw new Error('No demo activity fits the journey');
}

/**
 * Booking panel of the activity page: its date, the preselected slot, one of each of its two price lines (the live
 * availability drops by their participants), then 'Agregar al carrito'. Ends on the cart; returns the booking id.
 */
export async function addToCart(page: Page, activity: Candidate): Promise<string> {
  await page.goto(`/activity/${activity.id}/${activity.slug}`);
  const panel = page.getByTestId('booking-panel');
  await panel.getByLabel('Fecha').selectOption(activity.dateId);
  const available = panel.getByTestId('booking-available');
  const before = Number(await available.textContent());
  const lines = panel.getByTestId('booking-price-line');
  await lines.nth(0).getByRole('button', { name: 'Más' }).click();
  await lines.nth(1).getByRole('button', { name: 'Más' }).click();
  const taken = activity.lines[0]!.participants + activity.lines[1]!.participants;
  await expect(available).toHaveText(String(before - taken));
  await panel.getByRole('button', { name: 'Agregar al carrito' }).click();
  const created = toast(page, 'enviada');
  await expect(created).toContainText('Solo podemos garantizar la reserva hasta hoy a las 12pm');
  const bookingId = /Orden #(\d+) enviada/.exec((await created.textContent()) ?? '')?.[1];
  expect(bookingId).toBeTruthy();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  return bookingId!;
}

/** In the cart, only this booking stays selected for the order; returns its cart line. */
export async function keepOnlyInCart(page: Page, bookingId: string): Promise<Locator> {
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();
  const item = page.locator(`[data-testid="cart-item"][data-booking-id="${bookingId}"]`);
  await expect(item).toBeVisible();
  const others = page.locator(`[data-testid="cart-item"]:not([data-booking-id="${bookingId}"])`);
  for (const other of await others.all()) await other.getByRole('checkbox').uncheck();
  return item;
}

/** 'Continuar' in the cart: the order is placed and the customer lands on the unpaid tab. */
export async function placeOrderFromCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(toast(page, 'Pedido realizado')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/unpaid$/);
}

/** A small real picture, as a phone's screenshot of the bank's confirmation would be (PNG, 180 × 320). */
export async function bankScreenshot(): Promise<Buffer> {
  return sharp({ create: { width: 180, height: 320, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();
}

/**
 * 'Pagar' on an unpaid order: the pago móvil dialog (prefilled with `amount` when given), optionally with the bank's
 * screenshot through its file input; ends on 'En Proceso'. Returns the bank reference typed.
 */
export async function payOrder(
  page: Page,
  order: Locator,
  { amount, proof }: { amount?: string; proof?: Buffer } = {},
): Promise<string> {
  await order.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Titular')).toBeVisible();
  const method = dialog.getByLabel('Método de Pago');
  if ((await method.inputValue()) === '') await method.selectOption({ index: 1 });
  if (amount) await expect(dialog.getByLabel('Monto Pagado (Bs.)')).toHaveValue(amount);
  const reference = `${Date.now()}`.slice(-10);
  await dialog.getByLabel('Banco Deudor').selectOption({ index: 1 });
  await dialog.getByLabel('Identificación del Pagador').fill('V12345678');
  await dialog.getByLabel('Referencia Bancaria').fill(reference);
  if (proof)
    await dialog
      .getByLabel('Comprobante del banco (opcional)')
      .setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: proof });
  await dialog.locator('#payment-accept-terms').check();
  await dialog.getByRole('button', { name: 'Registrar Pago' }).click();
  // Registering, then uploading the screenshot (decoded and re-encoded by the server): slow on a busy machine.
  await expect(page).toHaveURL(/\/bookings\/processing$/, { timeout: proof ? 30_000 : undefined });
  return reference;
}

/** The supplier portal's evidence of a payment awaiting verification, found by its reference. */
export async function pendingPayment(page: Page, activityId: string, reference: string): Promise<Locator> {
  await page.goto(`/suppliers/activity/${activityId}/reservations`);
  const evidence = page.getByTestId('pending-payment').filter({ hasText: `Referencia: ${reference}` });
  // The tab loads its reservations, then each one's payments: slow on a busy two-core machine.
  await expect(evidence).toBeVisible({ timeout: 30_000 });
  return evidence;
}

/** 'Confirmar' on a payment's evidence, accepted in the confirmation dialog. */
export async function confirmPendingPayment(page: Page, evidence: Locator): Promise<void> {
  await evidence.getByRole('button', { name: 'Confirmar' }).click();
  await confirmOk(page, '¿Confirmar el pago?');
  await expect(toast(page, 'Pago confirmado')).toBeVisible();
  await expect(evidence).toHaveCount(0);
}
