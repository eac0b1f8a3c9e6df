import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import {
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
 * The supplier's payment queue (`supplierPendingPayments`, `supplierPendingPaymentCount`, REST
 * `/suppliers/payments/pending`): supplier A has three payments waiting on two activities and one verified; supplier
 * B has one waiting. Confirming and rejecting are the booking module's own mutations, unchanged.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let x: SlotFixture;
let y: SlotFixture;
let other: SlotFixture;
const waiting: { paymentId: number; bookingId: number; email: string; reference: string }[] = [];
let foreignPaymentId = 0;
let customerToken = '';

const QUEUE = `query($page: Int, $perPage: Int, $orderBy: String) {
  supplierPendingPayments(page: $page, perPage: $perPage, orderBy: $orderBy) {
    total page lastPage
    items { id status paidAmount expectedAmount amountDifference reference bank bankName buyerId createdAt proofUrl
      order { id booking { id code personName activity { id title } date { startsAt } time { startsAt } } } }
  } }`;
const COUNT = '{ supplierPendingPaymentCount }';

async function pay(slot: SlotFixture, methodId: number, adults: number) {
  const customer = await newCustomer(server);
  const placed = await order(server, slot, customer.token, adults);
  const body = pagoMovilBody(methodId, placed.orderId, await orderTotalVes(server, placed.orderId));
  const res = await registerPagoMovil(server, customer.token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  customerToken = customer.token;
  return {
    paymentId: Number(res.body.id),
    bookingId: placed.bookingId,
    email: customer.email,
    reference: String(body.reference),
  };
}

async function queue(token = x.supplierToken, variables: Record<string, unknown> = {}) {
  const res = await gql(QUEUE, { perPage: 50, ...variables }, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.supplierPendingPayments as { total: number; items: Record<string, any>[] };
}

async function count(token = x.supplierToken): Promise<number> {
  const res = await gql(COUNT, {}, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.supplierPendingPaymentCount;
}

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  x = await createSlot(server, { seats: 50 });
  y = await createSlot(server, { seats: 50, supplier: { id: x.supplierId, token: x.supplierToken } });
  other = await createSlot(server, { seats: 10 });
  const methodId = await pagoMovilId(server);
  waiting.push(await pay(x, methodId, 1));
  waiting.push(await pay(y, methodId, 2));
  waiting.push(await pay(x, methodId, 3));
  const verified = await pay(y, methodId, 1);
  const ok = await gql(
    'mutation($id: ID!) { confirmPayment(id: $id) { status } }',
    { id: String(verified.paymentId) },
    x.supplierToken,
  );
  expect(ok.errors).toBeUndefined();
  foreignPaymentId = (await pay(other, methodId, 1)).paymentId;
}, 120_000);
afterAll(() => server.stop());

describe('the payment queue', () => {
  it('lists every payment waiting on the supplier’s activities, oldest first, with what to compare', async () => {
    const page = await queue();
    expect(page.total).toBe(3);
    expect(page.items.map((p) => Number(p.id))).toEqual(waiting.map((w) => w.paymentId));
    const second = page.items[1]!;
    expect(second).toMatchObject({
      status: 'Pending',
      reference: waiting[1]!.reference,
      bank: '0102',
      buyerId: 'V12345678',
      amountDifference: '0.00',
      order: { booking: { id: String(waiting[1]!.bookingId), activity: { id: String(y.activityId) } } },
    });
    expect(second.bankName).not.toBe('');
    expect(second.paidAmount).toBe(second.expectedAmount);
    expect(second.order.booking.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  it('counts them in one SQL statement, for each supplier its own', async () => {
    expect(await count()).toBe(3);
    expect(await count(other.supplierToken)).toBe(1);
    const sql = async (query: string) =>
      Number(
        (await server.http('POST', '/graphql', { body: { query }, token: x.supplierToken })).headers.get(
          'x-sql-count',
        ),
      );
    const base = await sql('{ __typename }');
    // The session's supplier (owner or staff, read once per request for every field) and the count itself.
    expect((await sql(COUNT)) - base).toBe(2);
  });

  it('pages and list SQL stay the same for 1 and 3 rows, GraphQL and REST', async () => {
    const measure = async (perPage: number) => {
      const g = await server.http('POST', '/graphql', {
        body: { query: QUEUE, variables: { perPage } },
        token: x.supplierToken,
      });
      expect(g.body.data.supplierPendingPayments.items).toHaveLength(perPage);
      const r = await server.http('GET', `/api/v1/suppliers/payments/pending?perPage=${perPage}`, {
        token: x.supplierToken,
      });
      expect(r.body.data).toHaveLength(perPage);
      return [Number(g.headers.get('x-sql-count')), Number(r.headers.get('x-sql-count'))];
    };
    const [g1, r1] = await measure(1);
    const [g3, r3] = await measure(3);
    console.log(`SQL supplier payment queue: GraphQL 1 → ${g1}, 3 → ${g3}; REST 1 → ${r1}, 3 → ${r3}`);
    expect(g3).toBe(g1);
    expect(r3).toBe(r1);
  });

  it('REST: the list envelope, oldest first, with the booking it pays', async () => {
    const res = await server.http('GET', '/api/v1/suppliers/payments/pending', { token: x.supplierToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 3, currentPage: 1, lastPage: 1 });
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual(waiting.map((w) => w.paymentId));
    expect(res.body.data[0]).toMatchObject({
      status: 'pending',
      reference: waiting[0]!.reference,
      booking: { id: waiting[0]!.bookingId, activity: { id: x.activityId }, time: '09:00' },
    });
    const newest = await server.http('GET', '/api/v1/suppliers/payments/pending?orderBy=created_at:desc', {
      token: x.supplierToken,
    });
    expect(newest.body.data[0].id).toBe(waiting[2]!.paymentId);
  });

  it('bad input: a Spanish 4xx', async () => {
    const bad = await gql(QUEUE, { perPage: 101 }, x.supplierToken);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/entre 1 y 100/);
    const column = await server.http('GET', '/api/v1/suppliers/payments/pending?orderBy=buyer:asc', {
      token: x.supplierToken,
    });
    expect(column.status).toBe(422);
    expect(column.body.message).toMatch(/No se puede ordenar/);
  });
});

describe('authorization on both doors', () => {
  it('supplier B sees only its own; a customer is refused; a visitor must sign in', async () => {
    expect((await queue(other.supplierToken)).items.map((p) => Number(p.id))).toEqual([foreignPaymentId]);
    for (const query of [QUEUE, COUNT]) {
      expect((await gql(query, {}, customerToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gql(query, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const path = '/api/v1/suppliers/payments/pending';
    expect((await server.http('GET', path)).status).toBe(401);
    expect((await server.http('GET', path, { token: customerToken })).status).toBe(403);
    const foreign = await gql(
      'mutation($id: ID!) { confirmPayment(id: $id) { status } }',
      { id: String(foreignPaymentId) },
      x.supplierToken,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('confirming and rejecting from the queue', () => {
  it('a confirmed payment leaves the queue and the count', async () => {
    const res = await gql(
      'mutation($id: ID!) { confirmPayment(id: $id) { status } }',
      { id: String(waiting[0]!.paymentId) },
      x.supplierToken,
    );
    expect(res.data.confirmPayment.status).toBe('Verified');
    expect(await count()).toBe(2);
    expect((await queue()).items.map((p) => Number(p.id))).toEqual([
      waiting[1]!.paymentId,
      waiting[2]!.paymentId,
    ]);
  });

  it('a rejected one leaves too, and its customer gets the reason by e-mail', async () => {
    const reason = 'La referencia no aparece en el estado de cuenta.';
    const res = await gql(
      'mutation($id: ID!, $reason: String!) { rejectPayment(id: $id, reason: $reason) { status } }',
      {
        id: String(waiting[1]!.paymentId),
        reason,
      },
      x.supplierToken,
    );
    expect(res.data.rejectPayment.status).toBe('Rejected');
    expect(await count()).toBe(1);
    const mail = await fork(server).findOne(OutboxMail, {
      recipient: waiting[1]!.email,
      subject: { $like: '%rechazado%' },
    });
    expect(mail?.text).toContain(reason);
  });
});
