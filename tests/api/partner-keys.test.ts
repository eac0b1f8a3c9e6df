import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { PartnerKey } from '../../server/src/modules/partner/partner-key.entity.js';
import {
  book,
  bookingBody,
  createSlot,
  ensureRate,
  fork,
  newCustomer,
  type SlotFixture,
  orderTotalVes,
} from './booking.fixtures.js';
import { adminToken, issueKey } from './partner.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 7, partner keys: issued by admins (shown once, stored hashed), revocable, scoped, isolated per partner. */

let server: TestServer;
let admin: string;
let slot: SlotFixture;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 100 });
});
afterAll(() => server.stop());

const KEY_FORMAT = /^xpk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;
const LIST = `query { partnerKeys(page: 1, perPage: 100) { total items { id name prefix scopes revokedAt lastUsedAt } } }`;
const REVOKE = `mutation($id: ID!) { revokePartnerKey(id: $id) { id revokedAt } }`;

const asPartner = (key: string, method: string, path: string, body?: unknown) =>
  server.http(method, `/api/v1${path}`, { token: key, body });

function expectErrorBody(body: unknown, code: string) {
  expect(body).toEqual({ message: expect.any(String), code });
}

describe('issuing, listing and revoking keys (admin GraphQL)', () => {
  it('shows the key once, in the xpk_<prefix>_<secret> format, and stores only its SHA-256', async () => {
    const issued = await issueKey(server, admin, { name: 'Agencia Sol', scopes: ['catalog:read'] });
    expect(issued.key).toMatch(KEY_FORMAT);
    expect(issued.key.startsWith(`xpk_${issued.prefix}_`)).toBe(true);

    const [row] = await fork(server).execute<Record<string, unknown>[]>(
      'select * from partner_keys where id = ?',
      [Number(issued.id)],
    );
    expect(row!.secret_hash).toBe(createHash('sha256').update(issued.key).digest('hex'));
    const secret = issued.key.split('_').slice(2).join('_');
    expect(JSON.stringify(row)).not.toContain(secret);

    // The list shows name, prefix and scopes, never the key (the type has no such field).
    const list = await server.graphql<any>(LIST, {}, admin);
    expect(list.data.partnerKeys.items).toContainEqual(
      expect.objectContaining({
        id: issued.id,
        name: 'Agencia Sol',
        prefix: issued.prefix,
        scopes: ['catalog:read'],
      }),
    );
    const noKeyField = await server.graphql(`query { partnerKeys { items { key } } }`, {}, admin);
    expect(noKeyField.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('is for admins only, and refuses bad input with Spanish messages', async () => {
    const customer = await newCustomer(server);
    const denied = await server.graphql(LIST, {}, customer.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.graphql(REVOKE, { id: '1' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const bad = await server.graphql(
      `mutation($input: IssuePartnerKeyInput!) { issuePartnerKey(input: $input) { key } }`,
      { input: { name: '', organisation: 'x', scopes: ['everything'], expiresAt: '2001-01-01' } },
      admin,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toMatchObject({
      name: 'El nombre de la clave es requerido',
      expiresAt: expect.stringContaining('futura'),
    });
    expect(Object.keys(bad.errors?.[0]?.extensions?.fields as object)).toContain('scopes[0]');
  });

  it('a key works on /api/v1 until it is revoked, then answers 401', async () => {
    const issued = await issueKey(server, admin, { scopes: ['catalog:read'] });
    const before = await asPartner(issued.key, 'GET', '/activity');
    expect(before.status).toBe(200);
    expect(before.body.data.length).toBeGreaterThan(0);
    const used = await fork(server).findOneOrFail(PartnerKey, Number(issued.id));
    expect(used.lastUsedAt).toBeInstanceOf(Date);

    const revoked = await server.graphql<any>(REVOKE, { id: issued.id }, admin);
    expect(revoked.data.revokePartnerKey.revokedAt).toBeTruthy();
    const after = await asPartner(issued.key, 'GET', '/activity');
    expect(after.status).toBe(401);
    expectErrorBody(after.body, 'UNAUTHENTICATED');
    expect(after.body.message).toBe('La clave de API fue revocada.');
  });

  it('an expired or unknown key answers 401 with the one error body', async () => {
    const issued = await issueKey(server, admin, { scopes: ['catalog:read'], expiresAt: '2099-12-31' });
    expect((await asPartner(issued.key, 'GET', '/activity')).status).toBe(200);
    await fork(server).nativeUpdate(
      PartnerKey,
      { id: Number(issued.id) },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    const expired = await asPartner(issued.key, 'GET', '/activity');
    expect(expired.status).toBe(401);
    expectErrorBody(expired.body, 'UNAUTHENTICATED');
    expect(expired.body.message).toBe('La clave de API está vencida.');

    const unknown = await asPartner(`xpk_00000000_${'a'.repeat(43)}`, 'GET', '/activity');
    expect(unknown.status).toBe(401);
    expectErrorBody(unknown.body, 'UNAUTHENTICATED');
  });

  it('a partner key is refused on /graphql with a clear 401', async () => {
    const issued = await issueKey(server, admin, { scopes: ['catalog:read'] });
    const res = await server.http('POST', '/graphql', {
      token: issued.key,
      body: { query: '{ me { id } }' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.stringContaining('/api/v1'), code: 'UNAUTHENTICATED' });
  });
});

describe('scopes', () => {
  it('a route outside the key scopes, or not open to partners at all, answers 403', async () => {
    const reader = await issueKey(server, admin, { scopes: ['catalog:read'] });
    const create = await asPartner(
      reader.key,
      'POST',
      `/activity/${slot.activityId}/booking`,
      bookingBody(slot, [[slot.adultId, 1]]),
    );
    expect(create.status).toBe(403);
    expectErrorBody(create.body, 'FORBIDDEN');
    expect(create.body.message).toContain('bookings:write');
    expect(await fork(server).count(Booking, { partnerKeyId: Number(reader.id) })).toBe(0);

    // /me and the admin routes carry no partner scope: closed to every key, whatever it was granted.
    const full = await issueKey(server, admin);
    for (const path of ['/me', '/admin/dashboard', '/supplier']) {
      const res = await asPartner(full.key, 'GET', path);
      expect(res.status, path).toBe(403);
      expectErrorBody(res.body, 'FORBIDDEN');
    }
  });
});

describe('bookings on behalf of travellers', () => {
  it('a partner creates a booking, orders it for a traveller and registers the payment', async () => {
    const partner = await issueKey(server, admin);
    const created = await asPartner(
      partner.key,
      'POST',
      `/activity/${slot.activityId}/booking`,
      bookingBody(slot, [[slot.adultId, 2]]),
    );
    expect(created.status).toBe(201);
    const bookingId = created.body.id as number;
    const placed = await asPartner(partner.key, 'POST', '/booking/order', {
      booking_ids: [bookingId],
      name: 'María Viajera',
      national_id: 'V12345678',
      email: 'maria.viajera@example.com',
      phone: '04141234567',
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data[0].id as number;

    const booking = await fork(server).findOneOrFail(Booking, bookingId);
    expect(booking.partnerKeyId).toBe(Number(partner.id));
    expect(booking.attendeeName).toBe('María Viajera');
    expect(booking.attendeeEmail).toBe('maria.viajera@example.com');

    const methodId = (await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id;
    const paid = await asPartner(partner.key, 'POST', '/gateway/pago_movil/register', {
      order_id: orderId,
      payment_method_id: methodId,
      bank: '0102',
      buyer_id: 'V12345678',
      paid_amount: await orderTotalVes(server, orderId),
      reference: `P${Date.now() % 100_000_000}`,
      accept_terms: true,
    });
    expect(paid.status).toBe(201);
    expect(await fork(server).count(Payment, { order: orderId })).toBe(1);

    const mine = await asPartner(partner.key, 'GET', '/order');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((o: { id: number }) => o.id)).toEqual([orderId]);
  });

  it("partner A sees neither partner B's bookings nor customers' bookings", async () => {
    const a = await issueKey(server, admin, { name: 'A' });
    const b = await issueKey(server, admin, { name: 'B' });
    const customer = await newCustomer(server);
    const customerBooking = await book(server, slot, customer.token);
    const fromB = await asPartner(
      b.key,
      'POST',
      `/activity/${slot.activityId}/booking`,
      bookingBody(slot, [[slot.adultId, 1]]),
    );
    expect(fromB.status).toBe(201);
    const fromA = await asPartner(
      a.key,
      'POST',
      `/activity/${slot.activityId}/booking`,
      bookingBody(slot, [[slot.adultId, 1]]),
    );
    expect(fromA.status).toBe(201);

    for (const foreign of [fromB.body.id, customerBooking]) {
      const res = await asPartner(a.key, 'GET', `/booking/${foreign}`);
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 'NOT_FOUND');
      const removed = await asPartner(a.key, 'DELETE', `/booking/${foreign}`);
      expect(removed.status).toBe(404);
    }
    const own = await asPartner(a.key, 'GET', `/booking/${fromA.body.id}`);
    expect(own.status).toBe(200);
    const cart = await asPartner(a.key, 'GET', '/booking');
    expect(cart.body.data.map((x: { id: number }) => x.id)).toEqual([fromA.body.id]);
    const orders = await asPartner(a.key, 'GET', '/order');
    expect(orders.body.total).toBe(0);
  });
});
