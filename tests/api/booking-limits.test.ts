import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import {
  bookingBody,
  bookingInput,
  createSlot,
  CREATE_BOOKING,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  order,
  orderTotalVes,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { siblingSlot } from './reschedule.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 15 §5: one account cannot hoard a slot, a cart or the verification queue, nor book without pause. */

const LIMITS = {
  seatsPerSlot: 4,
  openCartBookings: 3,
  pendingPayments: 2,
  createdPerHour: 6,
  foreignAttendeeOrdersPerDay: 0,
};

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;

beforeAll(async () => {
  server = await startTestServer({ bookingLimits: LIMITS });
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 100 });
  await fork(server).execute('update activities set max_participants = 10 where id = ?', [slot.activityId]);
});
afterAll(() => server.stop());

const restBook = (token: string, adults: number) =>
  server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
    token,
    body: bookingBody(slot, [[slot.adultId, adults]]),
  });

async function gqlBook(token: string, adults: number) {
  const res = await gql(CREATE_BOOKING, bookingInput(slot, [[slot.adultId, adults]]), token);
  return res.errors?.[0];
}

const count = async (userId: number) => fork(server).count(Booking, { user: userId });

describe('seat hoarding caps', () => {
  it('seats per slot: 4 by setting, and never above the activity max_participants (both doors)', async () => {
    const customer = await newCustomer(server);
    const before = await seatsLeft(server, slot.timeId);
    expect((await restBook(customer.token, 3)).status).toBe(201);
    const rest = await restBook(customer.token, 2);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe('Puedes reservar como máximo 4 cupos por horario; ya tienes 3.');
    const graphql = await gqlBook(customer.token, 2);
    expect(graphql).toMatchObject({
      message: 'Puedes reservar como máximo 4 cupos por horario; ya tienes 3.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await count(customer.id)).toBe(1);
    expect(await seatsLeft(server, slot.timeId)).toBe(before - 3);

    await fork(server).execute('update activities set max_participants = 2 where id = ?', [slot.activityId]);
    try {
      const other = await newCustomer(server);
      const res = await restBook(other.token, 3);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Puedes reservar como máximo 2 cupos por horario; ya tienes 0.');
      expect(await count(other.id)).toBe(0);
    } finally {
      await fork(server).execute('update activities set max_participants = 10 where id = ?', [
        slot.activityId,
      ]);
    }
  });

  it('open cart bookings: the 4th is refused, also when 10 arrive at once; no 5xx', async () => {
    const customer = await newCustomer(server);
    for (let i = 0; i < 3; i++) expect((await restBook(customer.token, 1)).status).toBe(201);
    const fourth = await gqlBook(customer.token, 1);
    expect(fourth?.message).toMatch(/^Ya tienes 3 reservas en el carrito, el máximo permitido\./);
    expect(await count(customer.id)).toBe(3);

    const racer = await newCustomer(server);
    const results = await Promise.all(Array.from({ length: 10 }, () => restBook(racer.token, 1)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    expect(await count(racer.id)).toBe(3);
  });

  it('payments awaiting verification: the 3rd is refused with nothing written', async () => {
    const customer = await newCustomer(server);
    const methodId = (await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id;
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await order(server, slot, customer.token)).orderId);
    const pay = async (orderId: number, i: number) =>
      server.http('POST', '/api/v1/gateway/pago_movil/register', {
        token: customer.token,
        body: {
          order_id: orderId,
          payment_method_id: methodId,
          bank: '0102',
          buyer_id: 'V12345678',
          paid_amount: await orderTotalVes(server, orderId),
          reference: `93${Date.now() % 1_000_000}${i}`,
          accept_terms: true,
        },
      });
    expect((await pay(orders[0]!, 0)).status).toBe(201);
    expect((await pay(orders[1]!, 1)).status).toBe(201);
    const third = await pay(orders[2]!, 2);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(
      'Ya tienes 2 pagos por verificar, el máximo permitido. Espera a que el aliado los verifique.',
    );
    expect(await fork(server).count(Payment, { order: orders[2]! })).toBe(0);
  });

  it('bookings created per hour: the 7th attempt answers 429 with a Spanish message (both doors)', async () => {
    const customer = await newCustomer(server);
    for (let i = 0; i < 3; i++) expect((await restBook(customer.token, 1)).status).toBe(201);
    // Refused attempts count too: a hoarder cannot probe without pause.
    for (let i = 0; i < 3; i++) expect((await restBook(customer.token, 1)).status).toBe(409);
    const rest = await restBook(customer.token, 1);
    expect(rest.status).toBe(429);
    expect(rest.body.message).toMatch(/^Creaste demasiadas reservas en la última hora \(máximo 6\)/);
    const graphql = await gqlBook(customer.token, 1);
    expect(graphql?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await count(customer.id)).toBe(3);
  });
});

describe('a change of date', () => {
  const RESCHEDULE = `mutation($id: ID!, $t: ID!) { rescheduleBooking(id: $id, activityTimeId: $t) { id } }`;

  /** What a refused change must leave as it was: the two slots, the customer's bookings, changes, trail, mails. */
  async function state(userId: number, timeIds: number[]): Promise<string> {
    const [row] = await fork(server).execute<{ state: string }[]>(
      `with b as (select * from bookings where user_id = ?)
       select json_build_object(
         'slots', (select json_agg(current_available order by id) from activity_times where id in (?)),
         'bookings', (select json_agg(json_build_array(id, activity_time_id, status) order by id) from b),
         'changes', (select count(*) from booking_reschedules where booking_id in (select id from b)),
         'audit', (select count(*) from audit_entries where object_type = 'booking'
                      and object_id in (select id from b)),
         'mails', (select count(*) from outbox_mails where subject like '%cambió de fecha%'
                      and text like any (select '%' || code || '%' from b))
       )::text as state`,
      [userId, timeIds],
    );
    return row!.state;
  }

  it('counts the moved seats on the new slot like a new booking: over the cap, the same refusal on both doors', async () => {
    const customer = await newCustomer(server);
    const target = await siblingSlot(server, slot, { seats: 20 });
    await order(server, target, customer.token, 3);
    const two = await order(server, slot, customer.token, 2);
    const one = await order(server, slot, customer.token, 1);
    const before = await state(customer.id, [slot.timeId, target.timeId]);

    const message = 'Puedes reservar como máximo 4 cupos por horario; ya tienes 3.';
    const rest = await server.http('POST', `/api/v1/booking/${two.bookingId}/reschedule`, {
      token: customer.token,
      body: { activity_time_id: target.timeId },
    });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(message);
    const graphql = await gql(RESCHEDULE, { id: two.bookingId, t: target.timeId }, customer.token);
    expect(graphql.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    expect(await state(customer.id, [slot.timeId, target.timeId])).toBe(before);

    // Within the cap the move goes through (3 + 1 = 4).
    const moved = await gql(RESCHEDULE, { id: one.bookingId, t: target.timeId }, customer.token);
    expect(moved.errors).toBeUndefined();
    expect(await state(customer.id, [slot.timeId, target.timeId])).not.toBe(before);
  });
});
