import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caracasDay,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn, setCancelBefore } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The supplier's "what to do now" (`supplierToday`) against a hand-built day: a departure today (one unpaid
 * booking), one tomorrow with a minimum of 5 (2 paid seats, checked in, and one payment waiting), one in 5 days
 * whose paid booking was cancelled (an open refund), and supplier B with nothing.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let today: SlotFixture;
let tomorrow: SlotFixture;
let later: SlotFixture;
let other: SlotFixture;
let waitingPaymentId = 0;
let customerToken = '';

const TODAY = `{ supplierToday { today paymentsToVerify oldestPaymentAt openRefunds oldestRefundAt
  departures { timeId activityId activityTitle date startsAt booked capacity minParticipants bookings checkedIn }
  belowMinimum { timeId date booked minParticipants }
  last30Days { date bookings revenueUsd } } }`;

async function read(token = today.supplierToken) {
  const res = await server.http('POST', '/graphql', { body: { query: TODAY }, token });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return { day: res.body.data.supplierToday, sql: Number(res.headers.get('x-sql-count')) };
}

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  const em = fork(server);
  today = await createSlot(server, { seats: 20 });
  const owner = { id: today.supplierId, token: today.supplierToken };
  tomorrow = await createSlot(server, { seats: 12, supplier: owner });
  later = await createSlot(server, { seats: 20, supplier: owner });
  other = await createSlot(server, { seats: 10 });
  await em.execute(`update activity_times set starts_at = '23:59' where id = ?`, [today.timeId]);
  await em.execute('update activity_dates set starts_at = ? where id = ?', [caracasDay(5), later.dateId]);
  await em.execute('update activities set min_participants = 5, title = ? where id = ?', [
    'Mínimo cinco',
    tomorrow.activityId,
  ]);

  const customer = await newCustomer(server);
  customerToken = customer.token;
  const paid = await bookingIn(server, tomorrow, customer.token, 'paid', 2);
  await em.execute('update bookings set checked_in_at = now() where id = ?', [paid.bookingId]);
  waitingPaymentId = (await bookingIn(server, tomorrow, customer.token, 'registered', 1)).paymentId!;
  await setCancelBefore(server, later.activityId, 1);
  const toRefund = await bookingIn(server, later, customer.token, 'paid', 1);
  const cancelled = await gql(
    'mutation($id: ID!) { cancelBooking(id: $id) { status } }',
    { id: String(toRefund.bookingId) },
    customer.token,
  );
  expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
  // The slot "today" is moved to today after booking (a slot of today may no longer be bookable).
  await bookingIn(server, today, customer.token, 'ordered', 1);
  await em.execute('update activity_dates set starts_at = ? where id = ?', [caracasDay(0), today.dateId]);
}, 120_000);
afterAll(() => server.stop());

describe('supplierToday', () => {
  it('lists today’s and tomorrow’s departures with booked/capacity and check-ins', async () => {
    const { day } = await read();
    expect(day.today).toBe(caracasDay(0));
    const mine = day.departures.filter((d: { activityId: string }) =>
      [today.activityId, tomorrow.activityId].map(String).includes(d.activityId),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        timeId: String(today.timeId),
        date: caracasDay(0),
        startsAt: '23:59',
        booked: 1,
        bookings: 1,
        checkedIn: 0,
      }),
      expect.objectContaining({
        timeId: String(tomorrow.timeId),
        activityTitle: 'Mínimo cinco',
        date: caracasDay(1),
        startsAt: '09:00',
        booked: 3,
        capacity: 12,
        minParticipants: 5,
        bookings: 2,
        checkedIn: 1,
      }),
    ]);
    expect(
      day.departures.some((d: { activityId: string }) => d.activityId === String(later.activityId)),
    ).toBe(false);
  });

  it('counts the work waiting: payments, refunds, departures below their minimum', async () => {
    const { day } = await read();
    expect(day.paymentsToVerify).toBe(1);
    const [payment] = await fork(server).execute<{ created_at: Date }[]>(
      'select created_at from payments where id = ?',
      [waitingPaymentId],
    );
    expect(new Date(day.oldestPaymentAt).getTime()).toBe(new Date(payment!.created_at).getTime());
    expect(day.openRefunds).toBe(1);
    expect(day.oldestRefundAt).not.toBeNull();
    expect(day.belowMinimum).toEqual([
      { timeId: String(tomorrow.timeId), date: caracasDay(1), booked: 3, minParticipants: 5 },
    ]);
  });

  it('sums the last 30 days: live bookings made and verified USD per day', async () => {
    const { day } = await read();
    expect(day.last30Days).toHaveLength(30);
    expect(day.last30Days[29].date).toBe(caracasDay(0));
    expect(day.last30Days[0].date).toBe(caracasDay(-29));
    // Made today and still live: the paid one, the registered one, the unpaid one (the cancelled one is not).
    expect(day.last30Days[29].bookings).toBe(3);
    // Verified today: 2 × 20.00 and 1 × 20.00 (the later cancelled booking's money was verified too).
    expect(day.last30Days[29].revenueUsd).toBe('60.00');
    expect(day.last30Days.slice(0, 29).every((d: { bookings: number }) => d.bookings === 0)).toBe(true);
  });

  it('supplier B sees only its own (nothing); a customer is refused; a visitor must sign in', async () => {
    const { day } = await read(other.supplierToken);
    expect(day).toMatchObject({ paymentsToVerify: 0, openRefunds: 0, belowMinimum: [] });
    expect(
      day.departures.every((d: { activityId: string }) => d.activityId === String(other.activityId)),
    ).toBe(true);
    expect(day.departures[0]).toMatchObject({ booked: 0, bookings: 0 });
    expect((await gql(TODAY, {}, customerToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(TODAY, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('costs the same SQL statements for a busy and an empty supplier', async () => {
    const busy = await read();
    const empty = await read(other.supplierToken);
    console.log(`SQL supplierToday: busy → ${busy.sql}, empty → ${empty.sql}`);
    expect(busy.sql).toBe(empty.sql);
    expect(busy.sql).toBeLessThanOrEqual(8);
  });
});
