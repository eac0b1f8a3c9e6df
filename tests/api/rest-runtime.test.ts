import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { purgeIdempotencyKeys } from '../../server/src/modules/partner/idempotency-cleanup.js';
import {
  bookingBody,
  createSlot,
  ensureRate,
  fork,
  newCustomer,
  order,
  type SlotFixture,
  orderTotalVes,
} from './booking.fixtures.js';
import { adminToken, issueKey } from './partner.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 7, partner-grade behaviour of /api/v1: rate limits shared by two servers, Idempotency-Key, conditional GETs,
 * CORS, request ids and the one error body for broken requests.
 */

const ORIGIN = 'https://agencia.example';
const LIMITS = { windowSeconds: 60, perIp: 4, perPartnerKey: 6 };

let server: TestServer;
let limitedA: TestServer;
let limitedB: TestServer;
let slot: SlotFixture;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [ORIGIN] });
  [limitedA, limitedB] = await Promise.all([
    startTestServer({ apiRateLimit: LIMITS }),
    startTestServer({ apiRateLimit: LIMITS }),
  ]);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 500 });
  admin = await adminToken(server);
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.stop(), limitedA?.stop(), limitedB?.stop()]);
});

let ipCounter = 1;
/** A client address of its own (the test servers trust X-Forwarded-For from loopback), so counts start at zero. */
function freshIp(): string {
  return `198.51.100.${ipCounter++}`;
}

function expectErrorBody(body: unknown, code: string) {
  expect(body).toEqual({ message: expect.any(String), code });
}

describe('rate limits', () => {
  it('every /api/v1 answer carries the RateLimit headers', async () => {
    for (const path of ['/api/v1/activity', '/api/v1/no-such-route', '/api/v1/booking/abc']) {
      const res = await server.http('GET', path);
      expect(res.headers.get('ratelimit-limit'), path).toBe('1000000');
      expect(Number(res.headers.get('ratelimit-remaining')), path).toBeGreaterThan(0);
      expect(Number(res.headers.get('ratelimit-reset')), path).toBeGreaterThan(0);
      expect(res.headers.get('ratelimit-policy'), path).toBe('1000000;w=60');
    }
  });

  it('one budget per IP across two server instances on the same database; then 429 with Retry-After', async () => {
    const ip = freshIp();
    const headers = { 'x-forwarded-for': ip };
    const remaining: string[] = [];
    for (const target of [limitedA, limitedB, limitedA, limitedB]) {
      const res = await target.http('GET', '/api/v1/activity', { headers });
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['3', '2', '1', '0']);
    for (const target of [limitedA, limitedB]) {
      const res = await target.http('GET', '/api/v1/activity', { headers });
      expect(res.status).toBe(429);
      expectErrorBody(res.body, 'TOO_MANY_REQUESTS');
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
    }
    // The count lives in PostgreSQL, where any process reads it.
    const [row] = await fork(server).execute<{ points: number }[]>(
      'select points from rate_limits where key = ?',
      [`api_ip:${ip}`],
    );
    expect(row!.points).toBe(6);
    // Another address still has its own budget.
    const other = await limitedA.http('GET', '/api/v1/activity', {
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(other.status).toBe(200);
  });

  it('a partner key has its own, higher budget, shared by both servers', async () => {
    const { key } = await issueKey(server, admin, { scopes: ['catalog:read'] });
    const headers = { 'x-forwarded-for': freshIp() };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await (i % 2 ? limitedB : limitedA).http('GET', '/api/v1/activity', {
        token: key,
        headers,
      });
      statuses.push(res.status);
      if (i === 0) expect(res.headers.get('ratelimit-limit')).toBe('6');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('Idempotency-Key', () => {
  const create = (token: string, key: string, body: unknown) =>
    server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
      token,
      body,
      headers: { 'idempotency-key': key },
    });

  it('the same key and body replay the first answer; another body → 422', async () => {
    const customer = await newCustomer(server);
    const body = bookingBody(slot, [[slot.adultId, 1]]);
    const first = await create(customer.token, 'booking-1', body);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const again = await create(customer.token, 'booking-1', body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await fork(server).count(Booking, { user: customer.id })).toBe(1);

    const other = await create(customer.token, 'booking-1', bookingBody(slot, [[slot.adultId, 2]]));
    expect(other.status).toBe(422);
    expectErrorBody(other.body, 'IDEMPOTENCY_KEY_REUSED');
    expect(await fork(server).count(Booking, { user: customer.id })).toBe(1);

    // Another caller's identical key is its own request.
    const stranger = await newCustomer(server);
    const theirs = await create(stranger.token, 'booking-1', body);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotency-replayed')).toBeNull();
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it('a failed first request (4xx) is stored and replayed too', async () => {
    const customer = await newCustomer(server);
    const body = bookingBody(slot, []);
    const first = await create(customer.token, 'bad-1', body);
    expect(first.status).toBe(422);
    const again = await create(customer.token, 'bad-1', body);
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
  });

  it('10 concurrent duplicates create exactly one booking; the others see 409 or the replay', async () => {
    const customer = await newCustomer(server);
    const body = bookingBody(slot, [[slot.adultId, 1]]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create(customer.token, 'race-1', body)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    for (const a of answers.filter((x) => x.status === 409)) expectErrorBody(a.body, 'CONFLICT');
    expect(await fork(server).count(Booking, { user: customer.id })).toBe(1);
  });

  it('10 concurrent pago móvil registrations with one key record exactly one payment', async () => {
    const customer = await newCustomer(server);
    const { orderId } = await order(server, slot, customer.token);
    const methodId = (await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id;
    const body = {
      order_id: orderId,
      payment_method_id: methodId,
      bank: '0102',
      buyer_id: 'V12345678',
      paid_amount: await orderTotalVes(server, orderId),
      reference: `IDEM${Date.now() % 10_000_000}`,
      accept_terms: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.http('POST', '/api/v1/gateway/pago_movil/register', {
          token: customer.token,
          body,
          headers: { 'idempotency-key': 'pay-1' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).every((s) => s === 201 || s === 409)).toBe(true);
    expect(await fork(server).count(Payment, { order: orderId })).toBe(1);
    const replay = await server.http('POST', '/api/v1/gateway/pago_movil/register', {
      token: customer.token,
      body,
      headers: { 'idempotency-key': 'pay-1' },
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
  });
});

describe('idempotency-cleanup job', () => {
  it('deletes keys older than 24 h and keeps newer ones', async () => {
    const em = fork(server);
    const insert = (key: string, age: string) =>
      em.execute(
        `insert into idempotency_keys (principal, key, method, path, body_hash, created_at)
         values ('ip:cleanup', ?, 'POST', '/api/v1/x', 'h', now() - ?::interval)`,
        [key, age],
      );
    await insert('old', '25 hours');
    await insert('recent', '23 hours');
    expect(await purgeIdempotencyKeys(server.db.orm)).toBeGreaterThanOrEqual(1);
    const left = await em.execute<{ key: string }[]>(
      `select key from idempotency_keys where principal = 'ip:cleanup'`,
    );
    expect(left.map((row) => row.key)).toEqual(['recent']);
  });
});

describe('conditional GETs', () => {
  it('catalogue GETs answer with a weak ETag and 304 on If-None-Match; cache=false opts out', async () => {
    const first = await server.http('GET', '/api/v1/activity');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await server.http('GET', '/api/v1/activity', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    const customer = await newCustomer(server);
    const signedIn = await server.http('GET', '/api/v1/activity', { token: customer.token });
    expect(signedIn.headers.get('cache-control')).toBe('private, max-age=60');

    for (const cache of ['false', '0']) {
      const fresh = await server.http('GET', `/api/v1/activity?cache=${cache}`, {
        headers: { 'if-none-match': etag! },
      });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('cache-control')).toBe('no-store');
      expect(fresh.headers.get('etag')).toBeNull();
    }
  });

  it('private GETs are never cached nor answered 304', async () => {
    const customer = await newCustomer(server);
    const me = await server.http('GET', '/api/v1/me', { token: customer.token });
    expect(me.status).toBe(200);
    expect(me.headers.get('etag')).toBeNull();
    expect(me.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CORS', () => {
  it('allows the configured origin, preflight included, and nobody else', async () => {
    const allowed = await server.http('GET', '/api/v1/activity', { headers: { origin: ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
    const denied = await server.http('GET', '/api/v1/activity', {
      headers: { origin: 'https://evil.example' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = (origin: string) =>
      fetch(`${server.url}/api/v1/activity/1/booking`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, idempotency-key',
        },
      });
    const ok = await preflight(ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expectErrorBody(await refused.json(), 'FORBIDDEN');
  });
});

describe('request ids and the one error body', () => {
  it('echoes a caller X-Request-Id, otherwise makes one, on every answer', async () => {
    const echoed = await server.http('GET', '/api/v1/activity', {
      headers: { 'x-request-id': 'partner-req-42' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('partner-req-42');
    const made = await server.http('GET', '/api/v1/no-such-route');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await server.http('GET', '/api/v1/activity', {
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const graphql = await server.http('POST', '/graphql', { body: { query: '{ __typename }' } });
    expect(graphql.headers.get('x-request-id')).toBeTruthy();
  });

  const raw = (body: string, contentType: string) =>
    fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('malformed JSON → 400, oversized body → 413, other content types → 415; JSON, never HTML', async () => {
    const cases: [Response, number, string][] = [
      [await raw('{"email": "a@b.c",', 'application/json'), 400, 'BAD_REQUEST'],
      [
        await raw(JSON.stringify({ email: 'x'.repeat(150_000) }), 'application/json'),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        await raw('email=a@b.c&password=x', 'application/x-www-form-urlencoded'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [await raw('hola', 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [res, status, code] of cases) {
      expect(res.status, code).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expectErrorBody(await res.json(), code);
    }
  });
});

describe('list parameters', () => {
  it.each(['constructor:asc', '__proto__:asc', 'toString:desc', 'hasOwnProperty'])(
    'orderBy=%s (a prototype name) is 422 with a Spanish message, no internal names',
    async (orderBy) => {
      const res = await server.http('GET', `/api/v1/activity?orderBy=${encodeURIComponent(orderBy)}`);
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/^No se puede ordenar por "/);
      // Named after the request's own parameter, and listing what may be asked instead.
      expect(res.body.errors).toEqual({
        orderBy: expect.stringMatching(/^Columna no permitida; use una de: id, /),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/function|native code|Object/);
    },
  );
});
