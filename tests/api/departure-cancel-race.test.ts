import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Refund } from '../../server/src/modules/booking/refund.entity.js';
import { bookingBody, createSlot, ensureRate, fork, newCustomer, seatsLeft } from './booking.fixtures.js';
import { bookingIn, setCancelBefore } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 29 "done when": cancelling a departure while 20 bookings and cancellations of the same slot race it leaves
 * seats and refunds exact. Each round: a slot with 10 bookings (5 paid, 3 unpaid, 2 with a payment to verify), then at
 * once over HTTP: the supplier cancels the departure, 10 new customers book it, and the 10 customers cancel their
 * own bookings. Whatever the order the database chose, every answer is a 2xx or a clean 4xx, every booking ends
 * cancelled, the slot has all its seats, and each paid booking has exactly one full refund request.
 */

const ROUNDS = 5;
const CAPACITY = 40;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
});
afterAll(() => server.stop());

async function round(): Promise<{ booked: number; selfCancelled: number }> {
  const slot = await createSlot(server, { seats: CAPACITY });
  await setCancelBefore(server, slot.activityId, 0); // customers may still cancel: both kinds of cancel race
  const states = [
    'paid',
    'paid',
    'paid',
    'paid',
    'paid',
    'ordered',
    'ordered',
    'ordered',
    'registered',
    'registered',
  ] as const;
  const holders = await Promise.all(states.map(() => newCustomer(server)));
  const existing = [];
  for (const [i, state] of states.entries())
    existing.push(await bookingIn(server, slot, holders[i]!.token, state, 1 + (i % 2)));
  const newcomers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(server)));
  const seatsBefore = await seatsLeft(server, slot.timeId);
  expect(seatsBefore).toBe(CAPACITY - 15);

  // Each request leaves after a random 0–60 ms, so the departure lands before, between and after the others.
  const later = <T>(send: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), Math.random() * 60));
  const cancelDeparture = later(() =>
    server.http('POST', `/api/v1/suppliers/departures/${slot.timeId}/cancel`, {
      token: slot.supplierToken,
      body: { reason: 'weather' },
    }),
  );
  const bookings = newcomers.map((c) =>
    later(() =>
      server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
        token: c.token,
        body: bookingBody(slot, [[slot.adultId, 2]]),
      }),
    ),
  );
  const cancels = existing.map((b, i) =>
    later(() => server.http('POST', `/api/v1/booking/${b.bookingId}/cancel`, { token: holders[i]!.token })),
  );
  const [departure, ...others] = await Promise.all([cancelDeparture, ...bookings, ...cancels]);
  const booked = others.slice(0, bookings.length).filter((r) => r.status === 201).length;
  const selfCancelled = others.slice(bookings.length).filter((r) => r.status === 200).length;
  for (const res of [departure!, ...others])
    expect(res.status < 300 || (res.status >= 400 && res.status < 500), JSON.stringify(res.body)).toBe(true);
  expect(departure!.status, JSON.stringify(departure!.body)).toBe(200);
  // Every booking was cancelled exactly once: by its customer, or by the departure (new ones included).
  expect(departure!.body.cancelled_bookings).toBe(existing.length - selfCancelled + booked);

  const em = fork(server);
  expect(await seatsLeft(server, slot.timeId)).toBe(CAPACITY);
  const rows = await em.execute<{ status: number; released: boolean }[]>(
    'select status, seats_released_at is not null as released from bookings where activity_time_id = ?',
    [slot.timeId],
  );
  expect(rows.every((r) => r.status === 5 && r.released)).toBe(true);
  // Exactly the paid bookings have a refund, one each, for the order's full totals.
  const refunds = await em.find(Refund, { booking: { activityTime: slot.timeId } }, { populate: ['order'] });
  const paidIds = existing.filter((_, i) => states[i] === 'paid').map((b) => b.bookingId);
  expect(refunds.map((r) => r.booking.id).sort((a, b) => a - b)).toEqual(paidIds.sort((a, b) => a - b));
  for (const refund of refunds) {
    expect(refund.amountUsd).toBe(refund.order.getEntity().totalUsd);
    expect(refund.amountVes).toBe(refund.order.getEntity().totalVes);
  }
  // No payment is left waiting for a verification that can no longer happen.
  const [{ pending }] = await em.execute<{ pending: string }[]>(
    `select count(*) as pending from payments p join orders o on o.id = p.order_id
       join bookings b on b.id = o.activity_booking_id where b.activity_time_id = ? and p.status = 'pending'`,
    [slot.timeId],
  );
  expect(Number(pending)).toBe(0);
  return { booked, selfCancelled };
}

describe('cancelling a departure while its bookings and cancellations race it', () => {
  it(`leaves seats and refunds exact, ${ROUNDS} rounds`, async () => {
    const outcomes = [];
    for (let i = 0; i < ROUNDS; i++) outcomes.push(await round());
    console.info('departure race (new bookings taken, own cancels done) per round:', outcomes);
  }, 600_000);
});
