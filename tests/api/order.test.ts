import { Decimal } from 'decimal.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { expireHolds, expireUnpaidOrders } from '../../server/src/modules/booking/booking-expiry.js';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { Order } from '../../server/src/modules/booking/order.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import {
  book,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  order,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 50 });
});
afterAll(() => server.stop());

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status paid totalUsd totalVes issueDate expiresAt booking { id status attendeeName } } }`;

describe('placeOrder', () => {
  it('turns cart bookings into unpaid orders with exact totals, a 2-hour window and a mail', async () => {
    const customer = await newCustomer(server);
    const res1 = await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
      token: customer.token,
      body: {
        activity_date_id: slot.dateId,
        activity_time_id: slot.timeId,
        details: [
          { activity_price_id: slot.adultId, quantity: 2 },
          { activity_price_id: slot.childId, quantity: 1 },
        ],
      },
    });
    expect(res1.status).toBe(201);
    const second = await book(server, slot, customer.token, 1);
    const res = await gql(
      PLACE,
      { input: { bookingIds: [String(res1.body.id), String(second)] } },
      customer.token,
    );
    expect(res.errors).toBeUndefined();
    const [a, b] = res.data.placeOrder;
    expect(a.status).toBe(0);
    expect(a.paid).toBe(false);
    expect(a.totalUsd).toBe('52.35');
    expect(a.totalVes).toBe(
      new Decimal('52.35').times(res1.body.exchange_rate).toFixed(2, Decimal.ROUND_HALF_UP),
    );
    expect(b.totalUsd).toBe('20.00');
    expect(new Date(a.expiresAt).getTime() - new Date(a.issueDate).getTime()).toBe(2 * 3600_000);
    expect(a.booking.status).toBe(2);
    const mails = await fork(server).find(OutboxMail, { recipient: customer.email });
    expect(mails.map((m) => m.subject)).toContain(`Tu pedido #${a.id} está pendiente de pago`);
    expect(mails.find((m) => m.subject.includes(String(a.id)))!.text).toContain('04141234567');
    // Not in the cart any more: ordering again is a conflict.
    const again = await server.http('POST', '/api/v1/booking/order', {
      token: customer.token,
      body: { booking_ids: [second] },
    });
    expect(again.status).toBe(409);
  });

  it('validates the wizard attendee form with the spec messages and writes nothing', async () => {
    const customer = await newCustomer(server);
    const id = await book(server, slot, customer.token);
    const base = {
      booking_ids: [id],
      name: 'Ana Pérez',
      national_id: 'V12345678',
      email: 'ana@example.com',
      phone: '04141234567',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'El Nombre es requerido'],
      [{ name: 'Al' }, 'name', 'El Nombre debe contener al menos 3 caracteres.'],
      [{ national_id: '' }, 'national_id', 'La CI/RIF es requerida'],
      [{ national_id: 'V1' }, 'national_id', 'La CI/RIF debe contener al menos 3 caracteres.'],
      [{ email: '' }, 'email', 'Email field is required'],
      [{ email: 'no-es-correo' }, 'email', 'Debe ser un correo válido.'],
      [{ phone: '' }, 'phone', 'El Teléfono es requerido'],
      [{ phone: '04' }, 'phone', 'El Teléfono debe contener al menos 3 caracteres.'],
      [{ booking_ids: [] }, 'booking_ids', 'Debe seleccionar al menos una reserva.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await server.http('POST', '/api/v1/booking/order', {
        token: customer.token,
        body: { ...base, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(change)).toBe(message);
    }
    expect(await fork(server).count(Order, { booking: id })).toBe(0);
    const ok = await server.http('POST', '/api/v1/booking/order', { token: customer.token, body: base });
    expect(ok.status).toBe(201);
    const booking = await fork(server).findOneOrFail(Booking, id);
    expect(booking.attendeeName).toBe('Ana Pérez');
    expect(booking.attendeeEmail).toBe('ana@example.com');
  });

  it('refuses four blank attendee fields on both doors, reporting every bad field, and writes nothing', async () => {
    const customer = await newCustomer(server);
    const id = await book(server, slot, customer.token);
    const blank = { name: '', national_id: ' ', email: '', phone: '' };
    const rest = await server.http('POST', '/api/v1/booking/order', {
      token: customer.token,
      body: { booking_ids: [id], ...blank },
    });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toEqual({
      name: 'El Nombre es requerido',
      national_id: 'La CI/RIF es requerida',
      email: 'Email field is required',
      phone: 'El Teléfono es requerido',
    });
    const twoBad = await server.http('POST', '/api/v1/booking/order', {
      token: customer.token,
      body: { booking_ids: [id], name: 'Al', national_id: 'V12345678', email: 'mal', phone: '04141234567' },
    });
    expect(twoBad.body.errors).toEqual({
      name: 'El Nombre debe contener al menos 3 caracteres.',
      email: 'Debe ser un correo válido.',
    });
    const gql = await server.http('POST', '/graphql', {
      token: customer.token,
      body: {
        query: PLACE,
        variables: { input: { bookingIds: [String(id)], name: '', nationalId: '', email: '', phone: '' } },
      },
    });
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(gql.body.errors[0].extensions.fields).sort()).toEqual([
      'email',
      'name',
      'nationalId',
      'phone',
    ]);
    expect(await fork(server).count(Order, { booking: id })).toBe(0);
    // The cart sends no attendee block at all: the order is the account holder's.
    const cart = await server.http('POST', '/api/v1/booking/order', {
      token: customer.token,
      body: { booking_ids: [id] },
    });
    expect(cart.status).toBe(201);
  });

  it('booking and order payloads shape the activity as /activity does: numeric ids, lower-case unit', async () => {
    const customer = await newCustomer(server);
    const { bookingId } = await order(server, slot, customer.token);
    const relations = 'activity.destination,activity.origin,activity.category';
    const booking = await server.http('GET', `/api/v1/booking/${bookingId}?with=${relations}`, {
      token: customer.token,
    });
    const orders = await server.http(
      'GET',
      `/api/v1/order?with=booking,${relations.replace(/activity/g, 'booking.activity')}`,
      {
        token: customer.token,
      },
    );
    const catalog = await server.http('GET', `/api/v1/activity/${slot.activityId}`);
    expect(catalog.body.duration_unit).toMatch(/^(days|hours|minutes)$/);
    for (const activity of [booking.body.activity, orders.body.data[0].booking.activity]) {
      expect(activity.duration_unit).toBe(catalog.body.duration_unit);
      for (const lookup of ['destination', 'origin', 'category'])
        expect(activity[lookup], lookup).toMatchObject({ id: catalog.body[`${lookup}_id`] });
    }
  });

  it("cannot order someone else's booking or an expired hold", async () => {
    const owner = await newCustomer(server);
    const stranger = await newCustomer(server);
    const id = await book(server, slot, owner.token);
    const res = await server.http('POST', '/api/v1/booking/order', {
      token: stranger.token,
      body: { booking_ids: [id] },
    });
    expect(res.status).toBe(404);
    await fork(server).execute(
      "update bookings set hold_expires_at = now() - interval '1 minute' where id = ?",
      [id],
    );
    const expired = await server.http('POST', '/api/v1/booking/order', {
      token: owner.token,
      body: { booking_ids: [id] },
    });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/venció/);
    expect(await fork(server).count(Order, { booking: id })).toBe(0);
  });
});

describe('orders tabs and deleteOrder', () => {
  it('lists own orders per tab with the booking relations, and deleting an unpaid one releases the seats once', async () => {
    const own = await createSlot(server);
    const customer = await newCustomer(server);
    const stranger = await newCustomer(server);
    const { orderId, bookingId } = await order(server, own, customer.token, 3);
    expect(await seatsLeft(server, own.timeId)).toBe(7);
    const unpaid = await server.http(
      'GET',
      '/api/v1/order?status=0&paid=false&with=activity_booking.details.price',
      {
        token: customer.token,
      },
    );
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.total).toBe(1);
    expect(unpaid.body.data[0]).toMatchObject({
      id: orderId,
      status: 0,
      paid: false,
      activity_booking_id: bookingId,
    });
    expect(unpaid.body.data[0].activity_booking.details[0].price.title).toBe('Adulto');
    expect(unpaid.body.data[0].activity_booking.activity.category.name).toEqual(expect.any(String));
    expect(
      (await server.http('GET', '/api/v1/order?status=1&paid=false', { token: customer.token })).body.total,
    ).toBe(0);
    expect((await server.http('GET', '/api/v1/order', { token: stranger.token })).body.total).toBe(0);
    expect((await server.http('GET', '/api/v1/order?status=7', { token: customer.token })).status).toBe(422);

    expect((await server.http('DELETE', `/api/v1/order/${orderId}`, { token: stranger.token })).status).toBe(
      404,
    );
    const [a, b] = await Promise.all([
      server.http('DELETE', `/api/v1/order/${orderId}`, { token: customer.token }),
      server.http('DELETE', `/api/v1/order/${orderId}`, { token: customer.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await seatsLeft(server, own.timeId)).toBe(10);
    const cancelled = await server.http('GET', '/api/v1/order?status=2', { token: customer.token });
    expect(cancelled.body.data.map((o: any) => o.id)).toEqual([orderId]);
    expect(cancelled.body.data[0].activity_booking.status).toBe(5);
  });
});

describe('expiry jobs', () => {
  it('hold expiry releases each expired cart booking exactly once even when two runs race', async () => {
    const own = await createSlot(server);
    const customer = await newCustomer(server);
    const ids = [await book(server, own, customer.token, 2), await book(server, own, customer.token, 3)];
    const keep = await book(server, own, customer.token, 1);
    expect(await seatsLeft(server, own.timeId)).toBe(4);
    await fork(server).execute(
      "update bookings set hold_expires_at = now() - interval '1 second' where id in (?, ?)",
      ids,
    );
    const runs = await Promise.all([
      expireHolds(server.db.orm),
      expireHolds(server.db.orm),
      expireHolds(server.db.orm),
    ]);
    const expired = runs.flat().filter((id) => ids.includes(id));
    expect(expired.sort()).toEqual([...ids].sort());
    expect(await seatsLeft(server, own.timeId)).toBe(9);
    await expireHolds(server.db.orm);
    expect(await seatsLeft(server, own.timeId)).toBe(9);
    const rows = await fork(server).find(
      Booking,
      { id: { $in: [...ids, keep] } },
      { orderBy: { id: 'asc' } },
    );
    expect(rows.map((b) => b.status)).toEqual([5, 5, 1]);
    expect(rows.every((b) => (b.status === 5) === !!b.seatsReleasedAt)).toBe(true);
    const mails = await fork(server).find(OutboxMail, {
      recipient: customer.email,
      subject: { $like: '%venció%' },
    });
    expect(mails).toHaveLength(2);
  });

  it('payment-window expiry cancels unpaid orders and releases their seats exactly once across racing runs', async () => {
    const own = await createSlot(server);
    const customer = await newCustomer(server);
    const first = await order(server, own, customer.token, 2);
    const second = await order(server, own, customer.token, 4);
    const fresh = await order(server, own, customer.token, 1);
    expect(await seatsLeft(server, own.timeId)).toBe(3);
    await fork(server).execute(
      "update orders set expires_at = now() - interval '1 second' where id in (?, ?)",
      [first.orderId, second.orderId],
    );
    const runs = await Promise.all([
      expireUnpaidOrders(server.db.orm),
      expireUnpaidOrders(server.db.orm),
      expireUnpaidOrders(server.db.orm),
    ]);
    const expired = runs.flat().filter((id) => id === first.orderId || id === second.orderId);
    expect(expired.sort((x, y) => x - y)).toEqual([first.orderId, second.orderId].sort((x, y) => x - y));
    expect(await seatsLeft(server, own.timeId)).toBe(9);
    await expireUnpaidOrders(server.db.orm);
    expect(await seatsLeft(server, own.timeId)).toBe(9);
    const orders = await fork(server).find(
      Order,
      { id: { $in: [first.orderId, second.orderId, fresh.orderId] } },
      { orderBy: { id: 'asc' } },
    );
    expect(orders.map((o) => o.status)).toEqual([2, 2, 0]);
    // A cancelled order can neither be paid nor deleted again.
    const del = await server.http('DELETE', `/api/v1/order/${first.orderId}`, { token: customer.token });
    expect(del.status).toBe(409);
  });

  it('two server processes (two ORMs, two pools) racing both jobs still release each booking once', async () => {
    const second = new MikroORM(ormConfig(inject('databaseUrl')));
    try {
      const own = await createSlot(server);
      const customer = await newCustomer(server);
      const held = [await book(server, own, customer.token, 1), await book(server, own, customer.token, 2)];
      const ordered = [
        await order(server, own, customer.token, 3),
        await order(server, own, customer.token, 4),
      ];
      expect(await seatsLeft(server, own.timeId)).toBe(0);
      const em = fork(server);
      await em.execute(
        "update bookings set hold_expires_at = now() - interval '1 second' where id in (?, ?)",
        held,
      );
      await em.execute("update orders set expires_at = now() - interval '1 second' where id in (?, ?)", [
        ordered[0]!.orderId,
        ordered[1]!.orderId,
      ]);
      const orms = [server.db.orm, second, server.db.orm, second] as MikroORM[];
      await Promise.all(orms.flatMap((orm) => [expireHolds(orm), expireUnpaidOrders(orm)]));
      expect(await seatsLeft(server, own.timeId)).toBe(10);
      const [row] = await fork(server).execute<{ n: string }[]>(
        'select count(*) as n from bookings where activity_time_id = ? and status = 5 and seats_released_at is not null',
        [own.timeId],
      );
      expect(Number(row!.n)).toBe(4);
    } finally {
      await second.close();
    }
  });
});
