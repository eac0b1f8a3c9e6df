import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { fork, order, orderTotalVes, type SlotFixture } from './booking.fixtures.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures of the cancellation, refund and payment-proof tests (issue 17 part B). */

let referenceCounter = 0;

/** A unique pago móvil reference (digits, 12 characters). */
export function nextReference(): string {
  referenceCounter += 1;
  return `${Date.now() % 1_000_000_000}${String(referenceCounter).padStart(3, '0')}`;
}

/** The pago móvil body of the REST registration for an order, paying its exact VES total. */
export async function paymentBody(server: TestServer, orderId: number): Promise<Record<string, unknown>> {
  const method = await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL });
  return {
    order_id: orderId,
    payment_method_id: method.id,
    bank: '0102',
    buyer_id: 'V12345678',
    paid_amount: await orderTotalVes(server, orderId),
    reference: nextReference(),
    accept_terms: true,
  };
}

/**
 * A booking of `slot` for the customer, ordered and then: 'ordered' (unpaid), 'registered' (payment registered),
 * or 'paid' (payment verified by the slot's supplier).
 */
export async function bookingIn(
  server: TestServer,
  slot: SlotFixture,
  token: string,
  state: 'ordered' | 'registered' | 'paid',
  adults = 1,
): Promise<{ bookingId: number; orderId: number; paymentId?: number }> {
  const placed = await order(server, slot, token, adults);
  if (state === 'ordered') return placed;
  const registered = await server.http('POST', '/api/v1/gateway/pago_movil/register', {
    token,
    body: await paymentBody(server, placed.orderId),
  });
  if (registered.status !== 201) throw new Error(`payment failed: ${JSON.stringify(registered.body)}`);
  const paymentId = registered.body.id as number;
  if (state === 'paid') {
    const confirmed = await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, {
      token: slot.supplierToken,
    });
    if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  }
  return { ...placed, paymentId };
}

/** Sets the activity's cancellation notice in hours (the slot of createSlot starts tomorrow at 09:00). */
export async function setCancelBefore(server: TestServer, activityId: number, hours: number): Promise<void> {
  const em = fork(server);
  const activity = await em.findOneOrFail(Activity, activityId);
  activity.cancelBefore = hours;
  await em.flush();
}

/** Subjects of the outbox mails to an address, oldest first. */
export async function subjectsTo(server: TestServer, email: string): Promise<string[]> {
  const mails = await fork(server).find(OutboxMail, { recipient: email }, { orderBy: { id: 'asc' } });
  return mails.map((m) => m.subject);
}
