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
import { bookingIn } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The supplier's departures calendar (GraphQL `supplierDepartures` / `supplierDeparture`, REST
 * `/suppliers/departures`) against a hand-built month: supplier A has an open slot tomorrow with a check-in, a slot
 * below its activity's minimum in 3 days, a full one in 4 days, one cancelled for bad weather in 6 days, one that
 * already left and one past the range;
 * supplier B has one slot that A must never see.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let open: SlotFixture;
let below: SlotFixture;
let full: SlotFixture;
let past: SlotFixture;
let far: SlotFixture;
let stopped: SlotFixture;
let other: SlotFixture;
let customerToken = '';

const FIELDS = `timeId activityId activityTitle departureAddress date startsAt endsAt booked capacity available
  minParticipants bookings checkedIn state cancelledAt cancelReason cancelNote`;
const LIST = `query($from: String!, $to: String!, $activityId: ID, $orderBy: String) {
  supplierDepartures(from: $from, to: $to, activityId: $activityId, orderBy: $orderBy) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { supplierDeparture(timeId: $id) { ${FIELDS} } }`;

type Departure = Record<string, any>;

async function list(variables: Record<string, unknown> = {}, token = open.supplierToken) {
  const res = await gql(LIST, { from: caracasDay(-1), to: caracasDay(30), ...variables }, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.supplierDepartures as Departure[];
}

const idsOf = (rows: Departure[]) => rows.map((d) => Number(d.timeId));

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  open = await createSlot(server, { seats: 20 });
  const owner = { id: open.supplierId, token: open.supplierToken };
  below = await createSlot(server, { seats: 12, supplier: owner });
  full = await createSlot(server, { seats: 2, supplier: owner });
  past = await createSlot(server, { seats: 8, supplier: owner });
  far = await createSlot(server, { seats: 8, supplier: owner });
  stopped = await createSlot(server, { seats: 8, supplier: owner });
  other = await createSlot(server, { seats: 10 });
  const em = fork(server);
  const titles: [SlotFixture, string][] = [
    [open, 'Ávila al amanecer'],
    [below, 'Mínimo cinco'],
    [full, 'Zarpe a Cayo Sombrero'],
    [past, 'Bahía de Cata'],
    [far, 'Roraima'],
    [stopped, 'Cañón del Guácharo'],
  ];
  for (const [slot, title] of titles)
    await em.execute('update activities set title = ?, departure_address = ? where id = ?', [
      title,
      'Muelle de Puerto Colombia',
      slot.activityId,
    ]);
  await em.execute('update activities set min_participants = 5 where id = ?', [below.activityId]);

  const customer = await newCustomer(server);
  customerToken = customer.token;
  const arrived = await bookingIn(server, open, customer.token, 'paid', 3);
  await em.execute('update bookings set checked_in_at = now() where id = ?', [arrived.bookingId]);
  await bookingIn(server, open, customer.token, 'ordered', 1);
  await bookingIn(server, below, customer.token, 'registered', 2);
  await bookingIn(server, full, customer.token, 'paid', 2);
  await bookingIn(server, past, customer.token, 'paid', 1);
  await bookingIn(server, stopped, customer.token, 'paid', 2);
  const cancelled = await gql(
    'mutation($id: ID!) { cancelDeparture(timeId: $id, reason: WEATHER) { cancelledBookings } }',
    { id: String(stopped.timeId) },
    open.supplierToken,
  );
  expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
  // Booked while bookable, then moved: the slots' days.
  for (const [slot, offset] of [
    [below, 3],
    [full, 4],
    [past, -1],
    [far, 70],
    [stopped, 6],
  ] as const)
    await em.execute('update activity_dates set starts_at = ? where id = ?', [
      caracasDay(offset),
      slot.dateId,
    ]);
}, 120_000);
afterAll(() => server.stop());

describe('supplierDepartures: the calendar', () => {
  it('lists every slot of the supplier in the range, by departure, with booked/capacity, check-ins and state', async () => {
    const rows = await list();
    expect(idsOf(rows)).toEqual([past.timeId, open.timeId, below.timeId, full.timeId, stopped.timeId]);
    const [gone, first, few, packed, called] = rows;
    expect(first).toEqual({
      timeId: String(open.timeId),
      activityId: String(open.activityId),
      activityTitle: 'Ávila al amanecer',
      departureAddress: 'Muelle de Puerto Colombia',
      date: caracasDay(1),
      startsAt: '09:00',
      endsAt: expect.stringMatching(/^\d\d:\d\d$/),
      booked: 4,
      capacity: 20,
      available: 16,
      minParticipants: 1,
      bookings: 2,
      checkedIn: 1,
      state: 'OPEN',
      cancelledAt: null,
      cancelReason: null,
      cancelNote: null,
    });
    expect(few).toMatchObject({ booked: 2, minParticipants: 5, state: 'BELOW_MINIMUM', date: caracasDay(3) });
    expect(packed).toMatchObject({ booked: 2, capacity: 2, available: 0, state: 'FULL' });
    expect(gone).toMatchObject({ booked: 1, state: 'PAST', date: caracasDay(-1) });
    // Cancelled: its bookings are no longer live, its seats are back, and it says why.
    expect(called).toMatchObject({
      booked: 0,
      bookings: 0,
      available: 8,
      state: 'CANCELLED',
      cancelReason: 'WEATHER',
    });
    expect(called.cancelledAt).not.toBeNull();
  });

  it('narrows to one activity and to the days asked; never shows another supplier’s slots', async () => {
    expect(idsOf(await list({ activityId: String(below.activityId) }))).toEqual([below.timeId]);
    expect(idsOf(await list({ from: caracasDay(3), to: caracasDay(4) }))).toEqual([
      below.timeId,
      full.timeId,
    ]);
    expect(idsOf(await list({ from: caracasDay(40), to: caracasDay(80) }))).toEqual([far.timeId]);
    expect(await list({ activityId: String(other.activityId) })).toEqual([]);
    const theirs = await list({}, other.supplierToken);
    expect(idsOf(theirs)).toEqual([other.timeId]);
    expect(theirs[0]).toMatchObject({ booked: 0, bookings: 0, state: 'OPEN' });
  });

  it('orders by any of its columns, both ways', async () => {
    // Ties follow the slot's id in the same direction.
    expect(idsOf(await list({ orderBy: 'booked:desc' }))).toEqual([
      open.timeId,
      full.timeId,
      below.timeId,
      past.timeId,
      stopped.timeId,
    ]);
    expect((await list({ orderBy: 'activity_title:asc' })).map((d) => d.activityTitle)).toEqual([
      'Ávila al amanecer',
      'Bahía de Cata',
      'Cañón del Guácharo',
      'Mínimo cinco',
      'Zarpe a Cayo Sombrero',
    ]);
    expect((await list({ orderBy: 'state:asc' })).map((d) => d.state)).toEqual([
      'BELOW_MINIMUM',
      'CANCELLED',
      'FULL',
      'OPEN',
      'PAST',
    ]);
    expect(idsOf(await list({ orderBy: 'available:asc' }))[0]).toBe(full.timeId);
  });

  it('refuses bad ranges and columns in Spanish (ten years, reversed, not a date, past 62 days)', async () => {
    const bad = async (variables: Record<string, unknown>) => {
      const res = await gql(
        LIST,
        { from: caracasDay(0), to: caracasDay(1), ...variables },
        open.supplierToken,
      );
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res)).toBe('BAD_USER_INPUT');
      return res.errors![0]!.message as string;
    };
    expect(await bad({ from: '2020-01-01', to: '2030-01-01' })).toBe(
      'El rango de fechas no puede superar 62 días.',
    );
    expect(await bad({ to: caracasDay(63) })).toBe('El rango de fechas no puede superar 62 días.');
    expect(await list({ from: caracasDay(0), to: caracasDay(62) })).toHaveLength(4);
    expect(await bad({ from: caracasDay(5) })).toBe('La fecha final no puede ser anterior a la inicial.');
    expect(await bad({ from: '2026-02-30' })).toBe('La fecha debe tener el formato AAAA-MM-DD.');
    expect(await bad({ to: 'mañana' })).toBe('La fecha debe tener el formato AAAA-MM-DD.');
    expect(await bad({ from: '' })).toMatch(/requerida/);
    expect(await bad({ activityId: 'abc' })).toMatch(/actividad/);
    expect(await bad({ orderBy: 'password:asc' })).toMatch(/No se puede ordenar/);
    expect(await bad({ orderBy: 'booked:sideways' })).toMatch(/asc o desc/);
  });
});

describe('supplierDeparture: one slot', () => {
  it('answers the supplier’s own slot; another supplier’s reads as missing', async () => {
    const own = await gql(ONE, { id: String(below.timeId) }, open.supplierToken);
    expect(own.errors).toBeUndefined();
    expect(own.data.supplierDeparture).toMatchObject({
      timeId: String(below.timeId),
      state: 'BELOW_MINIMUM',
    });
    for (const id of [String(other.timeId), '987654321', 'abc']) {
      const res = await gql(ONE, { id }, open.supplierToken);
      expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('El horario no existe.');
      expect(res.data).toBeNull();
    }
  });
});

describe('authorization on both doors', () => {
  it('a customer is refused, a visitor must sign in; supplier B sees only its own', async () => {
    const vars = { from: caracasDay(0), to: caracasDay(30) };
    expect((await gql(LIST, vars, customerToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(LIST, vars)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(ONE, { id: String(open.timeId) }, customerToken)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await gql(ONE, { id: String(open.timeId) })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const path = '/api/v1/suppliers/departures';
    expect((await server.http('GET', path)).status).toBe(401);
    expect((await server.http('GET', path, { token: customerToken })).status).toBe(403);
    const theirs = await server.http('GET', path, { token: other.supplierToken });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((d: Departure) => d.id)).toEqual([other.timeId]);
  });
});

describe('the REST door', () => {
  const get = (query = '') =>
    server.http('GET', `/api/v1/suppliers/departures${query ? `?${query}` : ''}`, {
      token: open.supplierToken,
    });

  it('answers the 30 days from today by default, in the list envelope, snake_case', async () => {
    const res = await get();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 1, lastPage: 1, total: 4 });
    expect(res.body.data.map((d: Departure) => d.id)).toEqual([
      open.timeId,
      below.timeId,
      full.timeId,
      stopped.timeId,
    ]);
    expect(res.body.data[3]).toMatchObject({ state: 'cancelled', booked: 0, cancel_reason: 'weather' });
    expect(res.body.data[0]).toEqual({
      id: open.timeId,
      activity_id: open.activityId,
      activity_title: 'Ávila al amanecer',
      departure_address: 'Muelle de Puerto Colombia',
      starts_at: `${caracasDay(1)} 09:00`,
      date: caracasDay(1),
      time: '09:00',
      ends_at: expect.any(String),
      booked: 4,
      capacity: 20,
      available: 16,
      min_participants: 1,
      bookings: 2,
      checked_in: 1,
      state: 'open',
      cancelled_at: null,
      cancel_reason: null,
      cancel_note: null,
      waitlist: 0,
    });
  });

  it('takes from, to, activity_id, orderBy and pages with perPage', async () => {
    const range = await get(`from=${caracasDay(-1)}&to=${caracasDay(3)}&orderBy=booked:asc`);
    expect(range.body.data.map((d: Departure) => d.id)).toEqual([past.timeId, below.timeId, open.timeId]);
    expect(range.body.data[0].state).toBe('past');
    const one = await get(`activity_id=${full.activityId}`);
    expect(one.body.data.map((d: Departure) => [d.id, d.state])).toEqual([[full.timeId, 'full']]);
    const paged = await get('perPage=1&page=2');
    expect(paged.body).toMatchObject({ currentPage: 2, lastPage: 4, total: 4 });
    expect(paged.body.data.map((d: Departure) => d.id)).toEqual([below.timeId]);
  });

  it('answers 422 in Spanish with the request’s own parameter names', async () => {
    for (const [query, key] of [
      ['from=2016-01-01&to=2026-01-01', 'to'],
      [`from=${caracasDay(3)}&to=${caracasDay(1)}`, 'to'],
      ['from=ayer', 'from'],
      ['activity_id=abc', 'activity_id'],
      ['perPage=0', 'perPage'],
      ['orderBy=nope:asc', 'orderBy'],
      ['with=bookings', 'with'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await get(query);
      expect(res.status, query).toBe(422);
      expect(res.body.errors, `${query} ${JSON.stringify(res.body)}`).toHaveProperty(key);
    }
    expect((await get('from=2016-01-01&to=2026-01-01')).body.message).toBe(
      'El rango de fechas no puede superar 62 días.',
    );
  });
});

describe('SQL statements', () => {
  it('the same for a busy and an empty supplier, GraphQL and REST', async () => {
    const count = async (token: string) => {
      const g = await server.http('POST', '/graphql', {
        body: { query: LIST, variables: { from: caracasDay(-1), to: caracasDay(30) } },
        token,
      });
      expect(g.body.errors).toBeUndefined();
      const r = await server.http('GET', '/api/v1/suppliers/departures', { token });
      expect(r.status).toBe(200);
      return [Number(g.headers.get('x-sql-count')), Number(r.headers.get('x-sql-count'))];
    };
    const [busyG, busyR] = await count(open.supplierToken);
    const [emptyG, emptyR] = await count(other.supplierToken);
    console.log(
      `SQL supplier departures: GraphQL busy ${busyG}, empty ${emptyG}; REST busy ${busyR}, empty ${emptyR}`,
    );
    expect(busyG).toBe(emptyG);
    expect(busyR).toBe(emptyR);
    expect(busyG).toBeLessThanOrEqual(3);
    const one = await server.http('POST', '/graphql', {
      body: { query: ONE, variables: { id: String(open.timeId) } },
      token: open.supplierToken,
    });
    expect(Number(one.headers.get('x-sql-count'))).toBeLessThanOrEqual(3);
  });
});
