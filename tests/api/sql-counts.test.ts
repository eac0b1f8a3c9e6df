import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityDetailDocument,
  CartBookingsDocument,
  OrdersDocument,
  SearchActivitiesDocument,
  SupplierActivitiesDocument,
  SupplierTabReservationsDocument,
} from '../../client/src/graphql/generated/graphql.js';
import { AdminSuppliersDocument } from '../../client/src/graphql/generated/admin.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import { actor } from './admin-fixtures.js';
import {
  book,
  createSlot,
  ensureRate,
  fork,
  newCustomer,
  order,
  type SlotFixture,
  orderTotalVes,
} from './booking.fixtures.js';
import { createActivity, createSupplier } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * SQL statements per request (X-SQL-Count) for the pages that list things, with the client's own documents and the
 * REST routes: bounded, and the same whatever the page size (no N+1). The figures are in tests/bench/README.md.
 */

let server: TestServer;
let slot: SlotFixture;
let adminToken: string;
let ordersCustomer: { id: number; token: string };
const carts: { small: string; large: string } = { small: '', large: '' };

async function gql(document: DocumentNode, variables: Record<string, unknown>, token?: string) {
  const res = await server.http('POST', '/graphql', { body: { query: print(document), variables }, token });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return { data: res.body.data, sql: Number(res.headers.get('x-sql-count')) };
}

async function rest(path: string, token?: string) {
  const res = await server.http('GET', `/api/v1${path}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body: res.body, sql: Number(res.headers.get('x-sql-count')) };
}

/** Prints the figure next to the test name, for the README table. */
function report(what: string, counts: Record<string, number>): void {
  console.log(
    `SQL ${what}: ${Object.entries(counts)
      .map(([k, v]) => `${k} → ${v}`)
      .join(', ')}`,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
  slot = await createSlot(server, { seats: 200 });
  adminToken = (await actor(server, UserRole.Admin)).token;

  // 20 orders of one customer, the last 5 paid by pago móvil (processing tab, reservations with a payment).
  ordersCustomer = await newCustomer(server);
  const orderIds: number[] = [];
  for (let i = 0; i < 20; i++) orderIds.push((await order(server, slot, ordersCustomer.token)).orderId);
  const methodId = (await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id;
  for (const [i, orderId] of orderIds.slice(-5).entries()) {
    const res = await server.http('POST', '/api/v1/gateway/pago_movil/register', {
      token: ordersCustomer.token,
      body: {
        order_id: orderId,
        payment_method_id: methodId,
        bank: '0102',
        buyer_id: 'V12345678',
        paid_amount: await orderTotalVes(server, orderId),
        reference: `SQL${Date.now() % 1_000_000}${i}`,
        accept_terms: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  // Carts of one and of five bookings.
  const small = await newCustomer(server);
  const large = await newCustomer(server);
  await book(server, slot, small.token);
  for (let i = 0; i < 5; i++) await book(server, slot, large.token);
  carts.small = small.token;
  carts.large = large.token;

  // The slot's supplier owns 12 activities; the admin list holds at least 50 suppliers.
  for (let i = 0; i < 11; i++) await createActivity(server, { supplierId: slot.supplierId });
  const suppliers = await fork(server).count(Supplier, {});
  for (let i = suppliers; i < 50; i++) await createSupplier(server);
}, 120_000);
afterAll(() => server.stop());

describe('SQL statements per request', () => {
  it('search: the client card query and the REST route cost the same for 8 and 24 items', async () => {
    // The search's total is counted by the first request and kept (stale-counts.ts): both sizes are measured after it.
    await gql(SearchActivitiesDocument, { page: 1, perPage: 8 });
    const g8 = await gql(SearchActivitiesDocument, { page: 1, perPage: 8 });
    const g24 = await gql(SearchActivitiesDocument, { page: 1, perPage: 24 });
    expect(g24.data.activities.items).toHaveLength(24);
    const url = (n: number) => `/activity?status=1&perPage=${n}&with=images,category,destination,tags`;
    await rest(url(8));
    const r8 = await rest(url(8));
    const r24 = await rest(url(24));
    expect(r24.body.data).toHaveLength(24);
    report('search', { 'GraphQL 8': g8.sql, 'GraphQL 24': g24.sql, 'REST 8': r8.sql, 'REST 24': r24.sql });
    expect(g8.sql).toBeLessThanOrEqual(6);
    expect(g24.sql).toBe(g8.sql);
    expect(r8.sql).toBeLessThanOrEqual(6);
    expect(r24.sql).toBe(r8.sql);
  });

  it('detail: the client activity page query and the REST route stay within 8', async () => {
    const visitor = await gql(ActivityDetailDocument, { id: String(slot.activityId) });
    expect(visitor.data.activity.id).toBe(String(slot.activityId));
    const customer = await gql(ActivityDetailDocument, { id: String(slot.activityId) }, carts.small);
    const restDetail = await rest(`/activity/${slot.activityId}`);
    report('detail', { visitor: visitor.sql, customer: customer.sql, REST: restDetail.sql });
    expect(visitor.sql).toBeLessThanOrEqual(8);
    expect(customer.sql).toBeLessThanOrEqual(8);
    expect(restDetail.sql).toBeLessThanOrEqual(8);
  });

  it('cart: one or five bookings cost the same, GraphQL and REST (every relation)', async () => {
    const g1 = await gql(CartBookingsDocument, {}, carts.small);
    const g5 = await gql(CartBookingsDocument, {}, carts.large);
    expect(g1.data.cartBookings).toHaveLength(1);
    expect(g5.data.cartBookings).toHaveLength(5);
    const url =
      '/booking?with=activity,activity.images,activity.destination,activity.category,date,time,details,details.price';
    const r1 = await rest(url, carts.small);
    const r5 = await rest(url, carts.large);
    expect(r5.body.data).toHaveLength(5);
    report('cart', { 'GraphQL 1': g1.sql, 'GraphQL 5': g5.sql, 'REST 1': r1.sql, 'REST 5': r5.sql });
    // 7 since the summary says each booking's day and start time (its date and time, batched).
    expect(g1.sql).toBeLessThanOrEqual(7);
    expect(g5.sql).toBe(g1.sql);
    // 14 since issue 17: + the refunds of the page's bookings (one batched query; canCancel reads loaded rows).
    expect(r1.sql).toBeLessThanOrEqual(14);
    expect(r5.sql).toBe(r1.sql);
  });

  it('bookings tabs: 5 and 20 orders per page cost the same, in every tab', async () => {
    const counts: Record<string, number> = {};
    for (const [tab, filter] of [
      ['all', {}],
      ['unpaid', { status: 0, paid: false }],
      ['processing', { status: 1, paid: false }],
    ] as const) {
      const five = await gql(OrdersDocument, { ...filter, page: 1, perPage: 5 }, ordersCustomer.token);
      const twenty = await gql(OrdersDocument, { ...filter, page: 1, perPage: 20 }, ordersCustomer.token);
      expect(five.data.orders.items).toHaveLength(5);
      expect(twenty.data.orders.items.length).toBeGreaterThanOrEqual(5);
      counts[`${tab} 5`] = five.sql;
      counts[`${tab} 20`] = twenty.sql;
      // 15 since issue 17: canCancel/cancelDeadline batch the bookings' dates and slots, + their refunds.
      expect(five.sql).toBeLessThanOrEqual(15);
      expect(twenty.sql).toBe(five.sql);
    }
    const url = (n: number) => `/order?perPage=${n}&with=booking,booking.activity,booking.details`;
    const r5 = await rest(url(5), ordersCustomer.token);
    const r20 = await rest(url(20), ordersCustomer.token);
    expect(r20.body.data).toHaveLength(20);
    counts['REST 5'] = r5.sql;
    counts['REST 20'] = r20.sql;
    report('orders', counts);
    expect(r5.sql).toBeLessThanOrEqual(18); // 18 since issue 17: + the bookings' refunds
    expect(r20.sql).toBe(r5.sql);
  });

  it('admin supplier list: 15 and 50 per page cost the same', async () => {
    const vars = (perPage: number) => ({ page: 1, perPage, orderBy: 'CREATED_AT_DESC' });
    const g15 = await gql(AdminSuppliersDocument, vars(15), adminToken);
    const g50 = await gql(AdminSuppliersDocument, vars(50), adminToken);
    expect(g50.data.suppliers.items).toHaveLength(50);
    const r15 = await rest('/supplier?perPage=15', adminToken);
    const r50 = await rest('/supplier?perPage=50', adminToken);
    expect(r50.body.data).toHaveLength(50);
    report('suppliers', {
      'GraphQL 15': g15.sql,
      'GraphQL 50': g50.sql,
      'REST 15': r15.sql,
      'REST 50': r50.sql,
    });
    expect(g15.sql).toBeLessThanOrEqual(6);
    expect(g50.sql).toBe(g15.sql);
    expect(r15.sql).toBeLessThanOrEqual(6);
    expect(r50.sql).toBe(r15.sql);
  });

  it('supplier portal: activities and reservations cost the same for 4 and 12 rows', async () => {
    const token = slot.supplierToken;
    const vars = (perPage: number) => ({ page: 1, perPage, orderBy: 'id', direction: 'DESC' });
    const a4 = await gql(SupplierActivitiesDocument, vars(4), token);
    const a12 = await gql(SupplierActivitiesDocument, vars(12), token);
    expect(a12.data.supplierActivities.items).toHaveLength(12);
    const ra4 = await rest('/suppliers/activity?perPage=4&with=category', token);
    const ra12 = await rest('/suppliers/activity?perPage=12&with=category', token);
    expect(ra12.body.data).toHaveLength(12);

    const reservations = (perPage: number, activityId?: string) =>
      gql(SupplierTabReservationsDocument, { activityId, page: 1, perPage }, token);
    const b4 = await reservations(4);
    const b12 = await reservations(12);
    expect(b12.data.supplierReservations.items).toHaveLength(12);
    const ofActivity = await reservations(12, String(slot.activityId));
    expect(ofActivity.data.supplierReservations.items.some((b: { payment: unknown }) => b.payment)).toBe(
      true,
    );
    const rb4 = await rest(`/suppliers/activity/${slot.activityId}/reservations?perPage=4`, token);
    const rb12 = await rest(`/suppliers/activity/${slot.activityId}/reservations?perPage=12`, token);
    report('supplier portal', {
      'activities 4': a4.sql,
      'activities 12': a12.sql,
      'REST activities 4': ra4.sql,
      'REST activities 12': ra12.sql,
      'reservations 4': b4.sql,
      'reservations 12': b12.sql,
      'reservations of one activity 12': ofActivity.sql,
      'REST reservations 4': rb4.sql,
      'REST reservations 12': rb12.sql,
    });
    expect(a4.sql).toBeLessThanOrEqual(6);
    expect(a12.sql).toBe(a4.sql);
    expect(ra4.sql).toBeLessThanOrEqual(8);
    expect(ra12.sql).toBe(ra4.sql);
    expect(b4.sql).toBeLessThanOrEqual(11);
    expect(b12.sql).toBe(b4.sql);
    // The REST document also reads the activity (404 for a foreign one) as a sibling root field: when it lands
    // after the bookings' batched activity load, the activity is read twice — a race of one statement, not per row.
    expect(rb4.sql).toBeLessThanOrEqual(12);
    expect(Math.abs(rb12.sql - rb4.sql)).toBeLessThanOrEqual(1);
  });
});
