import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { actor } from './admin-fixtures.js';
import {
  book,
  caracasDay,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  order,
  orderTotalVes,
  pagoMovilBody,
  pagoMovilId,
  registerPagoMovil,
  type SlotFixture,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The supplier's bookings across its activities (GraphQL `supplierBookings`, REST `/suppliers/bookings` and its CSV)
 * against a hand-built fixture: supplier A with two activities (tomorrow and in 5 days), four bookings in every state,
 * a cart that must not show, and supplier B's booking that A must never see.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let x: SlotFixture; // A's activity, tomorrow
let y: SlotFixture; // A's other activity, in 5 days
let other: SlotFixture; // supplier B
const people = {
  zoila: { id: 0, token: '', email: '' },
  ana: { id: 0, token: '', email: '' },
  bruno: { id: 0, token: '', email: '' },
};
const ids = { unpaid: 0, pending: 0, paid: 0, cancelled: 0, cart: 0, foreign: 0 };
let pendingPaymentId = 0;
let customerToken = '';

const LIST = `query($filter: SupplierBookingFilter, $page: Int, $perPage: Int, $orderBy: String) {
  supplierBookings(filter: $filter, page: $page, perPage: $perPage, orderBy: $orderBy) {
    total page lastPage
    items { id code status activityId activityTitle date time customerName customerEmail customerPhone seats
      totalUsd totalVes paymentState paymentId checkedInAt createdAt }
  } }`;

async function list(variables: Record<string, unknown> = {}, token = x.supplierToken) {
  const res = await gql(LIST, { perPage: 50, ...variables }, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.supplierBookings as { total: number; lastPage: number; items: Record<string, any>[] };
}

const idsOf = (items: Record<string, any>[]) => items.map((b) => Number(b.id));

async function rename(userId: number, name: string) {
  await fork(server).execute('update users set name = ?, phone = ? where id = ?', [
    name,
    '04141112233',
    userId,
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  x = await createSlot(server, { seats: 50 });
  y = await createSlot(server, { seats: 50, supplier: { id: x.supplierId, token: x.supplierToken } });
  const em = fork(server);
  await em.execute('update activity_dates set starts_at = ? where id = ?', [caracasDay(5), y.dateId]);
  await em.execute('update activities set title = ? where id = ?', ['Yuruaní y Salto Ángel', y.activityId]);
  await em.execute('update activities set title = ? where id = ?', ['Aaa Médanos de Coro', x.activityId]);
  other = await createSlot(server, { seats: 10 });
  for (const [key, name] of [
    ['zoila', 'Zoila Pérez'],
    ['ana', 'Ana Álvarez'],
    ['bruno', 'Bruno Castillo'],
  ] as const) {
    people[key] = await newCustomer(server);
    await rename(people[key].id, name);
  }
  customerToken = people.zoila.token;
  const methodId = await pagoMovilId(server);

  ids.unpaid = (await order(server, x, people.zoila.token, 1)).bookingId;

  const pending = await order(server, x, people.ana.token, 2);
  ids.pending = pending.bookingId;
  const registered = await registerPagoMovil(
    server,
    people.ana.token,
    pagoMovilBody(methodId, pending.orderId, await orderTotalVes(server, pending.orderId)),
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  pendingPaymentId = registered.body.id ?? registered.body.data?.id;

  const paid = await order(server, y, people.bruno.token, 3);
  ids.paid = paid.bookingId;
  const reg = await registerPagoMovil(
    server,
    people.bruno.token,
    pagoMovilBody(methodId, paid.orderId, await orderTotalVes(server, paid.orderId)),
  );
  const confirmed = await gql(
    'mutation($id: ID!) { confirmPayment(id: $id) { status } }',
    { id: String(reg.body.id ?? reg.body.data?.id) },
    x.supplierToken,
  );
  expect(confirmed.errors).toBeUndefined();
  await fork(server).execute('update bookings set checked_in_at = now() where id = ?', [ids.paid]);

  const cancelled = await order(server, y, people.zoila.token, 1);
  ids.cancelled = cancelled.bookingId;
  const del = await gql(
    'mutation($id: ID!) { deleteOrder(id: $id) }',
    { id: String(cancelled.orderId) },
    people.zoila.token,
  );
  expect(del.errors).toBeUndefined();

  ids.cart = await book(server, x, people.bruno.token, 1);
  ids.foreign = (await order(server, other, people.ana.token, 1)).bookingId;
}, 120_000);
afterAll(() => server.stop());

describe('supplierBookings: the list', () => {
  it('shows every booking of the supplier that left the cart, and no other supplier’s', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(idsOf(page.items).sort()).toEqual([ids.unpaid, ids.pending, ids.paid, ids.cancelled].sort());
    const paid = page.items.find((b) => Number(b.id) === ids.paid)!;
    expect(paid).toMatchObject({
      status: 4,
      activityTitle: 'Yuruaní y Salto Ángel',
      date: caracasDay(5),
      time: '09:00',
      customerName: 'Bruno Castillo',
      customerEmail: people.bruno.email,
      customerPhone: '04141112233',
      seats: 3,
      totalUsd: '60.00',
      paymentState: 'Verified',
    });
    expect(paid.checkedInAt).not.toBeNull();
    expect(paid.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // Default order: the latest departure first.
    expect(page.items[0]!.date >= page.items[page.items.length - 1]!.date).toBe(true);
  });

  it('filters by departure range, activity, booking state, payment state and check-in', async () => {
    expect(idsOf((await list({ filter: { from: caracasDay(3) } })).items).sort()).toEqual(
      [ids.paid, ids.cancelled].sort(),
    );
    expect(idsOf((await list({ filter: { to: caracasDay(1) } })).items).sort()).toEqual(
      [ids.unpaid, ids.pending].sort(),
    );
    expect(idsOf((await list({ filter: { from: caracasDay(1), to: caracasDay(1) } })).items).sort()).toEqual(
      [ids.unpaid, ids.pending].sort(),
    );
    expect(idsOf((await list({ filter: { activityId: String(y.activityId) } })).items).sort()).toEqual(
      [ids.paid, ids.cancelled].sort(),
    );
    expect(idsOf((await list({ filter: { activityId: String(other.activityId) } })).items)).toEqual([]);
    expect(idsOf((await list({ filter: { status: 2 } })).items)).toEqual([ids.unpaid]);
    expect(idsOf((await list({ filter: { status: 5 } })).items)).toEqual([ids.cancelled]);
    expect(idsOf((await list({ filter: { paymentState: 'Pending' } })).items)).toEqual([ids.pending]);
    expect(idsOf((await list({ filter: { paymentState: 'Verified' } })).items)).toEqual([ids.paid]);
    expect(idsOf((await list({ filter: { paymentState: 'None' } })).items).sort()).toEqual(
      [ids.unpaid, ids.cancelled].sort(),
    );
    expect(idsOf((await list({ filter: { checkedIn: true } })).items)).toEqual([ids.paid]);
    expect((await list({ filter: { checkedIn: false } })).total).toBe(3);
    expect(
      idsOf((await list({ filter: { status: 4, checkedIn: true, activityId: String(y.activityId) } })).items),
    ).toEqual([ids.paid]);
  });

  it('searches by customer name (any case), e-mail or booking code', async () => {
    expect(idsOf((await list({ filter: { search: 'bruno cast' } })).items)).toEqual([ids.paid]);
    expect(idsOf((await list({ filter: { search: 'Álvarez' } })).items)).toEqual([ids.pending]);
    expect(
      idsOf((await list({ filter: { search: people.zoila.email.toUpperCase() } })).items).sort(),
    ).toEqual([ids.unpaid, ids.cancelled].sort());
    const [row] = (await list({ filter: { search: 'Bruno' } })).items;
    expect(idsOf((await list({ filter: { search: row!.code } })).items)).toEqual([ids.paid]);
    expect(
      idsOf((await list({ filter: { search: row!.code.replace('-', '').toLowerCase() } })).items),
    ).toEqual([ids.paid]);
    expect((await list({ filter: { search: '%' } })).total).toBe(0);
  });

  it('sorts by every column, both ways', async () => {
    const keys: Record<string, (b: Record<string, any>) => string | number> = {
      id: (b) => Number(b.id),
      code: (b) => b.code,
      status: (b) => b.status,
      created_at: (b) => b.createdAt,
      starts_at: (b) => `${b.date} ${b.time}`,
      activity_title: (b) => b.activityTitle,
      customer_name: (b) => b.customerName,
      customer_email: (b) => b.customerEmail,
      seats: (b) => b.seats,
      total_usd: (b) => Number(b.totalUsd),
      total_ves: (b) => Number(b.totalVes),
      payment_state: (b) => b.paymentState.toLowerCase(),
    };
    for (const [column, key] of Object.entries(keys)) {
      for (const direction of ['asc', 'desc'] as const) {
        const { items } = await list({ orderBy: `${column}:${direction}` });
        const values = items.map(key);
        const sorted = [...values].sort((a, b) =>
          typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en'),
        );
        if (direction === 'desc') sorted.reverse();
        expect(values, `${column}:${direction}`).toEqual(sorted);
      }
    }
    const byCheckIn = await list({ orderBy: 'checked_in_at:asc' });
    expect(Number(byCheckIn.items[0]!.id)).toBe(ids.paid); // nulls last in ascending order
    expect(idsOf((await list({ orderBy: 'customer_name:asc' })).items)[0]).toBe(ids.pending); // Ana
  });

  it('pages with perPage 1–100', async () => {
    const first = await list({ perPage: 3, page: 1, orderBy: 'id:asc' });
    const second = await list({ perPage: 3, page: 2, orderBy: 'id:asc' });
    expect(first).toMatchObject({ total: 4, lastPage: 2 });
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    const past = await list({ perPage: 3, page: 9 });
    expect(past).toMatchObject({ total: 4, items: [] });
  });
});

describe('supplierBookings: bad input is a Spanish 4xx', () => {
  const bad = async (variables: Record<string, unknown>) => {
    const res = await gql(LIST, variables, x.supplierToken);
    expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res)).toBe('BAD_USER_INPUT');
    return res.errors![0]!.message;
  };

  it('refuses a range over a year, a reversed range, a non-date, an unknown state, a bad page or column', async () => {
    expect(await bad({ filter: { from: '2020-01-01', to: '2030-01-01' } })).toBe(
      'El rango de fechas no puede superar 366 días.',
    );
    expect(await bad({ filter: { from: '2026-05-02', to: '2026-05-01' } })).toMatch(/anterior a la inicial/);
    expect(await bad({ filter: { from: '2026-02-30' } })).toMatch(/AAAA-MM-DD/);
    expect(await bad({ filter: { status: 1 } })).toMatch(/2, 3, 4 o 5/);
    expect(await bad({ filter: { search: 'x'.repeat(101) } })).toMatch(/100 caracteres/);
    expect(await bad({ filter: { activityId: 'abc' } })).toMatch(/actividad/);
    expect(await bad({ perPage: 101 })).toMatch(/entre 1 y 100/);
    expect(await bad({ perPage: 0 })).toMatch(/entre 1 y 100/);
    expect(await bad({ orderBy: 'password:asc' })).toMatch(/No se puede ordenar/);
    expect(await bad({ orderBy: 'id:sideways' })).toMatch(/asc o desc/);
  });

  it('REST answers 422 with the request’s own parameter names', async () => {
    const get = (query: string) =>
      server.http('GET', `/api/v1/suppliers/bookings?${query}`, { token: x.supplierToken });
    for (const [query, key] of [
      ['from=2016-01-01&to=2026-01-01', 'to'],
      ['status=abc', 'status'],
      ['payment_state=maybe', 'payment_state'],
      ['checked_in=yes', 'checked_in'],
      ['activity_id=abc', 'activity_id'],
      ['perPage=0', 'perPage'],
      ['orderBy=nope:asc', 'orderBy'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await get(query);
      expect(res.status, query).toBe(422);
      expect(res.body.errors, `${query} ${JSON.stringify(res.body)}`).toHaveProperty(key);
    }
    const csv = await server.http('GET', '/api/v1/suppliers/bookings.csv?from=2016-01-01&to=2026-01-01', {
      token: x.supplierToken,
    });
    expect(csv.status).toBe(422);
    expect(csv.body.message).toBe('El rango de fechas no puede superar 366 días.');
  });
});

describe('the REST door and the CSV', () => {
  it('GET /suppliers/bookings: the list conventions and the same filters', async () => {
    const res = await server.http(
      'GET',
      `/api/v1/suppliers/bookings?payment_state=verified&checked_in=true&from=${caracasDay(0)}&to=${caracasDay(30)}&orderBy=starts_at:desc&perPage=10`,
      { token: x.supplierToken },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 1, currentPage: 1, lastPage: 1 });
    expect(res.body.data[0]).toMatchObject({
      id: ids.paid,
      status: 4,
      activity_id: y.activityId,
      activity_title: 'Yuruaní y Salto Ángel',
      starts_at: `${caracasDay(5)} 09:00`,
      customer_name: 'Bruno Castillo',
      customer_email: people.bruno.email,
      payment_state: 'verified',
      total_usd: '60.00',
      seats: 3,
    });
    const search = await server.http('GET', '/api/v1/suppliers/bookings?search=zoila&status=5', {
      token: x.supplierToken,
    });
    expect(search.body.data.map((b: { id: number }) => b.id)).toEqual([ids.cancelled]);
  });

  it('GET /suppliers/bookings.csv: a header, one row per booking, formula cells neutralised', async () => {
    await rename(people.ana.id, '=HYPERLINK("http://evil")');
    const res = await server.http('GET', '/api/v1/suppliers/bookings.csv?orderBy=id:asc', {
      token: x.supplierToken,
    });
    await rename(people.ana.id, 'Ana Álvarez');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    // fetch's text() drops the byte-order mark that toCsv writes (server/src/lib/csv.test.ts checks it).
    const text = String(res.body).replace(/^\uFEFF/, '');
    expect(text.startsWith('Código,Estado,Actividad,Fecha,Hora,Cliente,Correo')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(text).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(text).toContain('Bruno Castillo');
    expect(text).toContain('Pagada');
    expect(text).not.toContain(people.ana.email.replace('@', '@@'));
    const filtered = await server.http('GET', `/api/v1/suppliers/bookings.csv?activity_id=${y.activityId}`, {
      token: x.supplierToken,
    });
    expect(String(filtered.body).trim().split('\r\n')).toHaveLength(3);
  });
});

describe('authorization on both doors', () => {
  it('supplier B sees only its own booking; a customer is refused; a visitor must sign in', async () => {
    const b = await list({}, other.supplierToken);
    expect(idsOf(b.items)).toEqual([ids.foreign]);
    const customer = await gql(LIST, {}, customerToken);
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await gql(LIST, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = (await actor(server, UserRole.Admin)).token;
    expect((await gql(LIST, {}, admin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    for (const path of ['/api/v1/suppliers/bookings', '/api/v1/suppliers/bookings.csv']) {
      expect((await server.http('GET', path)).status, path).toBe(401);
      expect((await server.http('GET', path, { token: customerToken })).status, path).toBe(403);
    }
    const restB = await server.http('GET', '/api/v1/suppliers/bookings', { token: other.supplierToken });
    expect(restB.body.data.map((r: { id: number }) => r.id)).toEqual([ids.foreign]);
    const csvB = await server.http('GET', '/api/v1/suppliers/bookings.csv', { token: other.supplierToken });
    expect(String(csvB.body)).not.toContain('Bruno Castillo');
  });
});

describe('the booking screen', () => {
  const DETAIL = `query($id: ID!) { booking(id: $id) { id code status attendeeName attendeeEmail attendeePhone
    customer { name email phone }
    details { quantity unitPrice lineTotal price { title } }
    payment { id status paidAmount reference bank proofUrl }
    history { at kind note } } }`;

  it('opens for the activity’s supplier with contact, price lines, payment and history', async () => {
    const res = await gql(DETAIL, { id: String(ids.paid) }, x.supplierToken);
    expect(res.errors).toBeUndefined();
    const b = res.data.booking;
    expect(b.customer).toEqual({ name: 'Bruno Castillo', email: people.bruno.email, phone: '04141112233' });
    expect(b.details[0]).toMatchObject({ quantity: 3, lineTotal: '60.00', price: { title: 'Adulto' } });
    expect(b.payment.status).toBe('Verified');
    expect(b.history.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'ordered',
      'payment_registered',
      'payment_verified',
      'checked_in',
    ]);
    const pending = await gql(DETAIL, { id: String(ids.pending) }, x.supplierToken);
    expect(pending.data.booking.payment).toMatchObject({ id: String(pendingPaymentId), status: 'Pending' });
    const cancelled = await gql(DETAIL, { id: String(ids.cancelled) }, x.supplierToken);
    expect(cancelled.data.booking.history.map((e: { kind: string }) => e.kind)).toContain('cancelled');
  });

  it('is not found for another supplier, and the contact is not shown through a shared path', async () => {
    const res = await gql(DETAIL, { id: String(ids.paid) }, other.supplierToken);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const own = await gql(DETAIL, { id: String(ids.unpaid) }, people.zoila.token);
    expect(own.data.booking.customer.email).toBe(people.zoila.email);
  });
});

describe('SQL statements', () => {
  it('the same for 1 and 4 rows, GraphQL and REST', async () => {
    const count = async (perPage: number) => {
      const g = await server.http('POST', '/graphql', {
        body: { query: LIST, variables: { perPage } },
        token: x.supplierToken,
      });
      expect(g.body.data.supplierBookings.items).toHaveLength(perPage);
      const r = await server.http('GET', `/api/v1/suppliers/bookings?perPage=${perPage}`, {
        token: x.supplierToken,
      });
      expect(r.body.data).toHaveLength(perPage);
      return [Number(g.headers.get('x-sql-count')), Number(r.headers.get('x-sql-count'))];
    };
    const [g1, r1] = await count(1);
    const [g4, r4] = await count(4);
    console.log(`SQL supplier bookings: GraphQL 1 → ${g1}, 4 → ${g4}; REST 1 → ${r1}, 4 → ${r4}`);
    expect(g4).toBe(g1);
    expect(r4).toBe(r1);
    expect(g1).toBeLessThanOrEqual(3);
  });
});
