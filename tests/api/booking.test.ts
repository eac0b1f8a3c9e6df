import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { holdExpiry, slotStart } from '../../server/src/modules/booking/booking-rules.js';
import { ActivityDate } from '../../server/src/modules/catalog/activity-date.entity.js';
import { ActivityTime } from '../../server/src/modules/catalog/activity-time.entity.js';
import { ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import {
  book,
  bookingBody,
  bookingInput,
  caracasDay,
  CREATE_BOOKING,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
});
afterAll(() => server.stop());

async function bookingsOf(userId: number): Promise<number> {
  return fork(server).count(Booking, { user: userId });
}

describe('hold expiry rule', () => {
  it('holds until the next 12:00 in Caracas (UTC-4): noon today before noon, noon tomorrow after', () => {
    expect(holdExpiry(new Date('2026-03-10T13:00:00Z')).toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(holdExpiry(new Date('2026-03-10T15:59:59Z')).toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(holdExpiry(new Date('2026-03-10T16:00:00Z')).toISOString()).toBe('2026-03-11T16:00:00.000Z');
    expect(holdExpiry(new Date('2026-03-11T02:00:00Z')).toISOString()).toBe('2026-03-11T16:00:00.000Z');
  });

  it('places a slot on Caracas wall-clock time', () => {
    expect(slotStart('2026-03-10', '09:30:00').toISOString()).toBe('2026-03-10T13:30:00.000Z');
  });
});

describe('createBooking', () => {
  it('holds the seats, stamps the rate and answers exact USD and VES totals (REST 201)', async () => {
    const slot = await createSlot(server);
    const customer = await newCustomer(server);
    const res = await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
      token: customer.token,
      body: bookingBody(slot, [
        [slot.adultId, 1],
        [slot.childId, 3],
        [slot.coupleId, 1],
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toEqual(expect.any(Number));
    expect(res.body.status).toBe(1);
    // 20.00 + 3 × 12.35 + 35.50 = 92.55 USD; seats 1 + 3 + 2 = 6
    expect(res.body.total_usd).toBe('92.55');
    expect(res.body.seats).toBe(6);
    const rate = res.body.exchange_rate as string;
    expect(res.body.total_ves).toBe(new Decimal('92.55').times(rate).toFixed(2, Decimal.ROUND_HALF_UP));
    expect(new Date(res.body.hold_expires_at).getUTCHours()).toBe(16);
    expect(res.body.details).toHaveLength(3);
    expect(res.body.time.current_available).toBe(4);
    expect(await seatsLeft(server, slot.timeId)).toBe(4);
  });

  it('refuses bad input with Spanish messages, taking no seats and writing nothing', async () => {
    const slot = await createSlot(server);
    const other = await createSlot(server);
    const paused = await createSlot(server, { status: ActivityStatus.Pending });
    const early = await createSlot(server);
    await fork(server).execute('update activities set book_before = 1000 where id = ?', [early.activityId]);
    const customer = await newCustomer(server);
    const em = fork(server);
    const pastDate = em.create(ActivityDate, { activity: slot.activityId, startsAt: caracasDay(-1) });
    const pastTime = em.create(ActivityTime, {
      activityDate: pastDate,
      startsAt: '09:00:00',
      endsAt: '10:00:00',
      expectedParticipants: 10,
      currentAvailable: 10,
    });
    await em.flush();

    const cases: { name: string; vars: any; status: number; message: RegExp }[] = [
      {
        name: 'zero quantities',
        vars: bookingInput(slot, [
          [slot.adultId, 0],
          [slot.childId, 0],
        ]),
        status: 422,
        message: /^Debe elegir la cantidad de participantes$/,
      },
      { name: 'no lines', vars: bookingInput(slot, []), status: 422, message: /cantidad de participantes/ },
      {
        name: 'negative quantity',
        vars: bookingInput(slot, [
          [slot.adultId, 2],
          [slot.childId, -1],
        ]),
        status: 422,
        message: /negativa/,
      },
      {
        name: 'missing mandatory line',
        vars: bookingInput(slot, [[slot.childId, 2]]),
        status: 422,
        message: /obligatoria/,
      },
      {
        name: 'foreign price',
        vars: bookingInput(slot, [[other.adultId, 1]]),
        status: 422,
        message: /tarifa no pertenece/,
      },
      {
        name: 'foreign date',
        vars: {
          input: { ...bookingInput(slot, [[slot.adultId, 1]]).input, activityDateId: String(other.dateId) },
        },
        status: 422,
        message: /fecha no pertenece/,
      },
      {
        name: 'foreign time',
        vars: {
          input: { ...bookingInput(slot, [[slot.adultId, 1]]).input, activityTimeId: String(other.timeId) },
        },
        status: 422,
        message: /horario no pertenece/,
      },
      {
        name: 'past date',
        vars: {
          input: {
            ...bookingInput(slot, [[slot.adultId, 1]]).input,
            activityDateId: String(pastDate.id),
            activityTimeId: String(pastTime.id),
          },
        },
        status: 422,
        message: /ya pasó/,
      },
      {
        name: 'unknown activity',
        vars: { input: { ...bookingInput(slot, [[slot.adultId, 1]]).input, activityId: '99999999' } },
        status: 404,
        message: /no existe/,
      },
      {
        name: 'paused activity',
        vars: bookingInput(paused, [[paused.adultId, 1]]),
        status: 422,
        message: /no está disponible/,
      },
      {
        name: 'more than the slot',
        vars: bookingInput(slot, [[slot.adultId, 11]]),
        status: 409,
        message: /No quedan cupos/,
      },
    ];
    for (const c of cases) {
      const res = await gql(CREATE_BOOKING, c.vars, customer.token);
      expect(res.errors?.[0]?.message, c.name).toMatch(c.message);
      expect(res.data?.createBooking ?? null, c.name).toBeNull();
      // Same through REST: the status the rest-compat maps.
      const input = c.vars.input;
      const rest = await server.http('POST', `/api/v1/activity/${input.activityId}/booking`, {
        token: customer.token,
        body: {
          activity_date_id: Number(input.activityDateId),
          activity_time_id: Number(input.activityTimeId),
          details: input.details.map((d: any) => ({
            activity_price_id: Number(d.activityPriceId),
            quantity: d.quantity,
          })),
        },
      });
      expect(rest.status, c.name).toBe(c.status);
      expect(rest.body.message, c.name).toMatch(c.message);
    }
    expect(await seatsLeft(server, slot.timeId)).toBe(10);
    expect(await seatsLeft(server, paused.timeId)).toBe(10);
    expect(await bookingsOf(customer.id)).toBe(0);
    const [orphans] = await fork(server).execute<{ n: string }[]>(
      'select count(*) as n from bookings b where not exists (select 1 from booking_details d where d.booking_id = b.id)',
    );
    expect(Number(orphans!.n)).toBe(0);
  });

  it('needs a customer session: visitors 401, suppliers 403', async () => {
    const slot = await createSlot(server);
    expect(
      (
        await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
          body: bookingBody(slot, [[slot.adultId, 1]]),
        })
      ).status,
    ).toBe(401);
    const asSupplier = await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
      token: slot.supplierToken,
      body: bookingBody(slot, [[slot.adultId, 1]]),
    });
    expect(asSupplier.status).toBe(403);
    expect(await seatsLeft(server, slot.timeId)).toBe(10);
  });
});

describe('booking race', () => {
  it('200 concurrent bookings from 10 customers for a 10-seat slot: exactly 10 sold, 190 SOLD_OUT, 0 5xx — 3 rounds', async () => {
    const customers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(server)));
    for (let round = 1; round <= 3; round++) {
      const slot = await createSlot(server, { seats: 10 });
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
            token: customers[i % customers.length]!.token,
            body: bookingBody(slot, [[slot.adultId, 1]]),
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}`,
      ).toHaveLength(10);
      expect(
        statuses.filter((s) => s === 409),
        `round ${round}`,
      ).toHaveLength(190);
      expect(
        statuses.filter((s) => s >= 500),
        `round ${round}`,
      ).toHaveLength(0);
      for (const r of results.filter((x) => x.status === 409)) {
        expect(r.body.code).toBe('SOLD_OUT');
        expect(r.body.message).toBe('No quedan cupos suficientes para este horario.');
      }
      expect(await seatsLeft(server, slot.timeId)).toBe(0);
      const [held] = await fork(server).execute<{ n: string; seats: string }[]>(
        'select count(*) as n, coalesce(sum(seats_held), 0) as seats from bookings where activity_time_id = ?',
        [slot.timeId],
      );
      expect(Number(held!.n)).toBe(10);
      expect(Number(held!.seats)).toBe(10);
    }
  }, 60_000);
});

describe('cart, booking by id and removal', () => {
  let slot: SlotFixture;
  beforeAll(async () => {
    slot = await createSlot(server);
  });

  const ONE = `query($id: ID!) { booking(id: $id) { id status totalUsd totalVes
    activity { id title destination { name } origin { name } } date { startsAt } time { startsAt currentAvailable }
    details { quantity price { title price } } orders { id }
    paymentData { holder taxId phone bankCode bankName } } }`;

  it('lists the own cart newest first and shows the wizard relations', async () => {
    const customer = await newCustomer(server);
    const first = await book(server, slot, customer.token, 1);
    const second = await book(server, slot, customer.token, 2);
    const cart = await server.http(
      'GET',
      '/api/v1/booking?status=1&with=activity.images,activity.destination,date,time,details,details.price,activity.category',
      {
        token: customer.token,
      },
    );
    expect(cart.status).toBe(200);
    expect(cart.body.data.map((b: any) => b.id)).toEqual([second, first]);
    expect(cart.body.data[0].details[0].price.title).toBe('Adulto');
    expect(cart.body.data[0].activity.destination.name).toEqual(expect.any(String));

    const res = await gql(ONE, { id: String(first) }, customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.booking.paymentData).toEqual([
      {
        holder: 'Aliado Titular',
        taxId: 'J123456789',
        phone: '04141234567',
        bankCode: '0134',
        bankName: expect.stringMatching(/Banesco/i),
      },
    ]);
    const rest = await server.http('GET', `/api/v1/booking/${first}`, { token: customer.token });
    expect(rest.status).toBe(200);
    expect(rest.body.supplier.payment_data[0]).toMatchObject({
      name: 'Aliado Titular',
      account_id: 'J123456789',
      agent: '0134',
    });
    expect(rest.body.activity.origin.name).toEqual(expect.any(String));
  });

  it('hides a booking from other customers (404) and shows it to its supplier without payment data', async () => {
    const owner = await newCustomer(server);
    const stranger = await newCustomer(server);
    const id = await book(server, slot, owner.token);
    for (const [method, path] of [
      ['GET', `/api/v1/booking/${id}`],
      ['DELETE', `/api/v1/booking/${id}`],
    ] as const) {
      const res = await server.http(method, path, { token: stranger.token });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await server.http('GET', '/api/v1/booking/99999999', { token: owner.token })).status).toBe(404);
    const bySupplier = await gql(ONE, { id: String(id) }, slot.supplierToken);
    expect(bySupplier.data.booking.id).toBe(String(id));
    expect(bySupplier.data.booking.paymentData).toEqual([]);
    const otherSupplier = await createSlot(server);
    expect(
      (await gql(ONE, { id: String(id) }, otherSupplier.supplierToken)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(await fork(server).count(Booking, { id })).toBe(1);
  });

  it('removes an own cart booking and gives the seats back exactly once', async () => {
    const own = await createSlot(server);
    const customer = await newCustomer(server);
    const id = await book(server, own, customer.token, 3);
    expect(await seatsLeft(server, own.timeId)).toBe(7);
    const [a, b] = await Promise.all([
      server.http('DELETE', `/api/v1/booking/${id}`, { token: customer.token }),
      server.http('DELETE', `/api/v1/booking/${id}`, { token: customer.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    expect(await seatsLeft(server, own.timeId)).toBe(10);
    expect(await fork(server).count(Booking, { id })).toBe(0);
  });
});
