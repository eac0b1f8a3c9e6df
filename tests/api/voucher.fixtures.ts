import { caracasNow } from '../../server/src/modules/booking/booking-rules.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { caracasDay, fork, order, orderTotalVes, type SlotFixture } from './booking.fixtures.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures of the voucher and check-in tests: bookings carried through pago móvil to "verified". */

let references = 0;

/** Registers a correct pago móvil payment for the order; returns the payment id. */
export async function registerPayment(server: TestServer, token: string, orderId: number): Promise<number> {
  const method = await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL });
  const res = await server.http('POST', '/api/v1/gateway/pago_movil/register', {
    token,
    body: {
      order_id: orderId,
      payment_method_id: method.id,
      bank: '0102',
      buyer_id: 'V12345678',
      paid_amount: await orderTotalVes(server, orderId),
      reference: `VCH${process.pid}${Date.now() % 1_000_000}${references++}`,
      accept_terms: true,
    },
  });
  if (res.status !== 201) throw new Error(`payment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/** A booking of the customer whose payment the slot's supplier verified (status 4): it has a voucher. */
export async function paidBooking(
  server: TestServer,
  slot: SlotFixture,
  token: string,
  adults = 1,
): Promise<{ bookingId: number; orderId: number; paymentId: number }> {
  const placed = await order(server, slot, token, adults);
  const paymentId = await registerPayment(server, token, placed.orderId);
  const res = await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, {
    token: slot.supplierToken,
  });
  if (res.status !== 200) throw new Error(`confirm failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...placed, paymentId };
}

/**
 * Moves the slot's departure to an hour from now (its date and start on Caracas wall-clock time): inside the
 * check-in window, still bookable. Its bookings move with it (they point at the date and time rows).
 */
export async function departSoon(
  server: TestServer,
  slot: SlotFixture,
): Promise<{ date: string; startTime: string }> {
  const start = caracasNow(new Date(Date.now() + 3_600_000));
  const end = caracasNow(new Date(Date.now() + 3 * 3_600_000));
  const em = fork(server);
  await em.execute('update activity_dates set starts_at = ? where id = ?', [start.date, slot.dateId]);
  await em.execute('update activity_times set starts_at = ?, ends_at = ? where id = ?', [
    start.time.slice(0, 5),
    end.time.slice(0, 5),
    slot.timeId,
  ]);
  return { date: start.date, startTime: start.time.slice(0, 5) };
}

/** Another departure (date `offset` days ahead, 15:00) of the slot's activity; returns its time id. */
export async function otherDeparture(server: TestServer, slot: SlotFixture, offset = 2): Promise<number> {
  const [row] = await fork(server).execute<{ id: number }[]>(
    `with d as (insert into activity_dates (activity_id, starts_at) values (?, ?) returning id)
     insert into activity_times (activity_date_id, starts_at, ends_at, expected_participants, current_available)
     select d.id, '15:00', '17:00', 10, 10 from d returning id`,
    [slot.activityId, caracasDay(offset)],
  );
  return row!.id;
}

export async function bookingCode(server: TestServer, bookingId: number): Promise<string> {
  const [row] = await fork(server).execute<{ code: string }[]>('select code from bookings where id = ?', [
    bookingId,
  ]);
  return row!.code;
}

export const VOUCHER = `query ($id: ID!) { voucher(bookingId: $id) { bookingId code token activityTitle date startTime
  endTime timeZone meetingPoint mapUrl participants supplierName supplierPhone customerName checkedInAt
  lines { title quantity participants } } }`;

export const MANIFEST = `query ($id: ID!) { checkInManifest(activityTimeId: $id) { activityTimeId activityTitle date startTime
  rows { bookingId code personName participants status paymentState checkedInAt } totals { booked paid checkedIn } } }`;

export const CHECK_IN = `mutation ($input: CheckInInput!) { checkInBooking(input: $input) {
  alreadyCheckedIn message booking { bookingId code participants checkedInAt } } }`;
