import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../server/src/modules/account/login-throttle.js';
import { LEAD_LIMIT } from '../../server/src/modules/catalog/supplier-lead.service.js';
import { createSlot, ensureRate, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { openFixtureServer, type FixtureServer } from './support/fixture-server.js';
import { call, spawnServer, type ChildServer } from './support/child-server.js';
import { fakeSmtp, type FakeSmtp } from './support/fake-smtp.js';
import { JOIN, offersPerEntry, seatBalance } from './waitlist.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';

/**
 * Issue 8, reliability 4 and issue 18 §4/§7: two server processes (`node app/main.ts`, each with its own pools,
 * limiters and pg-boss workers, every periodic job offered every 300 ms) on one PostgreSQL. Sessions work on both,
 * every rate limit is one count across both, and the expiry and mail jobs do each row's work exactly once although
 * both race for it: one pg-boss job per hold and per mail, completed once.
 */

const API_BUDGET = 90;

let db: OwnDatabase;
let dataDir: string;
let smtp: FakeSmtp;
let a: ChildServer;
let b: ChildServer;
let fx: FixtureServer;

beforeAll(async () => {
  db = await createOwnDatabase('twoproc');
  dataDir = mkdtempSync(path.join(tmpdir(), 'xplora-two-'));
  smtp = await fakeSmtp();
  // A per-IP /api/v1 budget small enough to count exactly (under 200 points each request takes one from PostgreSQL).
  const extra = { SMTP_URL: smtp.url, JOB_INTERVAL_MS: '300', API_RATE_LIMIT_IP: String(API_BUDGET) };
  fx = await openFixtureServer(db.url, '');
  [a, b] = await Promise.all([
    spawnServer({ databaseUrl: db.url, dataDir, extra }),
    spawnServer({ databaseUrl: db.url, dataDir, extra }),
  ]);
  fx.retarget(a.url);
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await fx?.close();
  await smtp?.close();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function poll<T>(what: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('two server processes, one database', () => {
  it('a session opened on one process works on the other, and a logout on the other ends it on both', async () => {
    const user = await fx.userWithPassword('client', 'clave-de-prueba-123');
    const login = await call(a.url, 'POST', '/api/v1/login', {
      body: { email: user.email, password: 'clave-de-prueba-123' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.token ?? login.body.data?.token ?? login.body.access_token;
    expect(typeof token).toBe('string');
    const me = await call(b.url, 'GET', '/api/v1/me', { token });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(user.email);
    expect((await call(b.url, 'POST', '/api/v1/logout', { token })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/v1/me', { token })).status).toBe(401);
  });

  it(`the login throttle is shared: ${LOGIN_LIMITS.failsPerUserAndIp} failures split over both block both`, async () => {
    const user = await fx.userWithPassword('client', 'la-clave-correcta-1');
    const ip = { 'x-forwarded-for': '10.77.0.1' };
    for (let i = 0; i < LOGIN_LIMITS.failsPerUserAndIp; i++) {
      const res = await call(i % 2 ? a.url : b.url, 'POST', '/api/v1/login', {
        body: { email: user.email, password: `mala-clave-${i}` },
        headers: ip,
      });
      expect(res.status).toBe(401);
    }
    for (const server of [a, b]) {
      const res = await call(server.url, 'POST', '/api/v1/login', {
        body: { email: user.email, password: 'la-clave-correcta-1' },
        headers: ip,
      });
      expect(res.status, 'blocked even with the right password, on both processes').toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('both processes draw on one /api/v1 budget, stated in the RateLimit headers', async () => {
    const ip = { 'x-forwarded-for': '10.77.0.2' };
    const first = await call(a.url, 'GET', '/api/v1/activity_category', { headers: ip });
    expect(first.status).toBe(200);
    expect(Number(first.headers.get('ratelimit-limit'))).toBe(API_BUDGET);
    expect(Number(first.headers.get('ratelimit-remaining'))).toBe(API_BUDGET - 1);
    // alternate processes until refused: one budget in all, not one per process
    let allowed = 1;
    for (let i = 1; i <= API_BUDGET + 5; i++) {
      const res = await call(i % 2 ? b.url : a.url, 'GET', '/api/v1/activity_category', { headers: ip });
      if (res.status === 429) break;
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('ratelimit-remaining'))).toBe(API_BUDGET - 1 - i);
      allowed++;
    }
    expect(allowed).toBe(API_BUDGET);
    for (const server of [a, b]) {
      const refused = await call(server.url, 'GET', '/api/v1/activity_category', { headers: ip });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it(`the supplier-lead limit is shared: ${LEAD_LIMIT.points} requests split over both refuse the next on both`, async () => {
    const ip = { 'x-forwarded-for': '10.77.0.3' };
    const lead = (i: number) => ({
      name: `Aliado ${i}`,
      email: `aliado${i}@procesos.test`,
      phone: '04141234567',
      company: `Posada ${i}`,
      city: 'Mérida',
    });
    for (let i = 0; i < LEAD_LIMIT.points; i++) {
      const res = await call(i % 2 ? a.url : b.url, 'POST', '/api/v1/supplier_lead', {
        body: lead(i),
        headers: ip,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    for (const server of [a, b]) {
      const res = await call(server.url, 'POST', '/api/v1/supplier_lead', { body: lead(99), headers: ip });
      expect(res.status, 'one budget for both processes').toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const other = await call(a.url, 'POST', '/api/v1/supplier_lead', {
      body: lead(100),
      headers: { 'x-forwarded-for': '10.77.0.4' },
    });
    expect(other.status, 'another address has its own budget').toBe(201);
  });

  // 20 bookings and orders made one by one, then both processes' jobs: 15.6 s at load ~6, over 20 s under CI load.
  it('hold expiry, payment-window expiry and mail delivery run once per row although both processes race', async () => {
    await ensureRate(fx.server);
    const slot: SlotFixture = await createSlot(fx.server, { seats: 40 });
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(fx.server)));
    const holds: number[] = [];
    const orders: { bookingId: number; orderId: number }[] = [];
    for (const c of customers) {
      for (let i = 0; i < 3; i++) holds.push(await fx.book(slot, c.token, 2));
      for (let i = 0; i < 2; i++) orders.push(await fx.order(slot, c.token, 1));
    }
    const seatsBefore = await fx.seats(slot.timeId);
    expect(seatsBefore).toBe(40 - holds.length * 2 - orders.length);
    await fx.sql(`update bookings set hold_expires_at = now() - interval '1 minute' where id in (?)`, [
      holds,
    ]);
    await fx.sql(`update orders set expires_at = now() - interval '1 minute' where id in (?)`, [
      orders.map((o) => o.orderId),
    ]);
    const all = [...holds, ...orders.map((o) => o.bookingId)];
    const statuses = await poll(
      () => fx.sql<{ status: number }>('select status from bookings where id in (?)', [all]),
      (rows) => rows.every((r) => r.status === 5),
    );
    expect(statuses.every((r) => r.status === 5)).toBe(true);
    // every seat back exactly once: a double release would leave more than the capacity
    expect(await fx.seats(slot.timeId)).toBe(40);
    const released = await fx.sql<{ n: number }>(
      'select count(*)::int as n from bookings where id in (?) and seats_released_at is not null',
      [all],
    );
    expect(released[0]!.n).toBe(all.length);
    // one expiry mail per booking in the outbox, and each outbox mail delivered once over SMTP
    const expiryMails = await fx.sql<{ subject: string; n: number }>(
      `select subject, count(*)::int as n from outbox_mails where subject like 'Tu %reserva #% venció' group by subject`,
    );
    expect(expiryMails).toHaveLength(all.length);
    expect(expiryMails.every((m) => m.n === 1)).toBe(true);
    const outbox = await poll(
      () =>
        fx.sql<{ status: string; n: number }>(
          'select status::text, count(*)::int as n from outbox_mails group by 1',
        ),
      (rows) => rows.every((r) => r.status !== 'pending'),
    );
    const total = outbox.reduce((sum, r) => sum + r.n, 0);
    expect(outbox.filter((r) => r.status !== 'sent')).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_000)); // a late duplicate would arrive within a few job ticks
    expect(smtp.messages).toHaveLength(total);
    const keys = smtp.messages.map((m) => `${/^To: .*$/m.exec(m)?.[0]} ${/^Subject: .*$/m.exec(m)?.[0]}`);
    expect(new Set(keys).size, 'no mail delivered twice').toBe(keys.length);
    // pg-boss: each hold got one expiry job when it was made, each mail one delivery job, run to completion once
    const holdJobs = await fx.sql<{ id: string; n: number }>(
      `select data->>'bookingId' as id, count(*)::int as n from pgboss.job
        where name = 'booking-hold-expiry' and (data->>'bookingId')::int in (?) group by 1`,
      [all],
    );
    expect(holdJobs.map((j) => Number(j.id)).sort((x, y) => x - y)).toEqual([...all].sort((x, y) => x - y));
    expect(holdJobs.every((j) => j.n === 1)).toBe(true);
    const mailJobs = await fx.sql<{ n: number; done: number }>(
      `select count(*)::int as n, count(*) filter (where state = 'completed')::int as done from pgboss.job
        where name = 'mail-delivery' group by data->>'mailId'`,
    );
    expect(mailJobs).toHaveLength(total);
    expect(mailJobs.every((j) => j.n === 1 && j.done === 1)).toBe(true);
  }, 60_000);

  it('seats released on both processes at once go down one waitlist: each waiter offered once, one mail each', async () => {
    await ensureRate(fx.server);
    const slot: SlotFixture = await createSlot(fx.server, { seats: 6 });
    const holder = await newCustomer(fx.server);
    const orders: number[] = [];
    for (let i = 0; i < 6; i++) orders.push((await fx.order(slot, holder.token, 1)).bookingId);
    expect(await fx.seats(slot.timeId)).toBe(0);
    const waiters = await Promise.all(Array.from({ length: 6 }, () => newCustomer(fx.server)));
    for (const w of waiters) {
      const res = await fx.server.graphql(
        JOIN,
        {
          input: { activityTimeId: String(slot.timeId), participants: 1 },
        },
        w.token,
      );
      expect(res.errors).toBeUndefined();
    }
    // Every cancellation twice, once per process, while both processes' sweeps run every 300 ms.
    const cancels = orders.flatMap((id) =>
      [a, b].map((server) =>
        call(server.url, 'POST', `/api/v1/booking/${id}/cancel`, { token: holder.token }),
      ),
    );
    const answers = (await Promise.all(cancels)).map((r) => r.status);
    expect(answers.filter((s) => s === 200)).toHaveLength(orders.length);
    expect(answers.every((s) => s < 500)).toBe(true);
    const subject = `Se liberaron cupos:%`;
    const emails = waiters.map((w) => w.email);
    const mails = await poll(
      () =>
        fx.sql<{ recipient: string; n: number }>(
          'select recipient, count(*)::int as n from outbox_mails where subject like ? and recipient in (?) group by 1',
          [subject, emails],
        ),
      (rows) => rows.length === waiters.length,
    );
    await new Promise((r) => setTimeout(r, 1_500)); // a late second offer would come within a few sweeps
    const entries = await fx.sql<{ id: number; status: string; seats_held: number }>(
      'select id, status, seats_held from waitlist_entries where activity_time_id = ? order by id',
      [slot.timeId],
    );
    expect(entries.map((e) => [e.status, e.seats_held])).toEqual(waiters.map(() => ['offered', 1]));
    const offers = await offersPerEntry(
      fx.server,
      entries.map((e) => e.id),
    );
    expect(entries.map((e) => offers.get(e.id))).toEqual(waiters.map(() => 1));
    expect(mails.every((m) => m.n === 1)).toBe(true);
    const again = await fx.sql<{ n: number }>(
      'select count(*)::int as n from outbox_mails where subject like ? and recipient in (?)',
      [subject, emails],
    );
    expect(again[0]!.n).toBe(waiters.length);
    expect(await seatBalance(fx.server, slot.timeId)).toEqual({ capacity: 6, free: 0, booked: 0, held: 6 });
  });
});
