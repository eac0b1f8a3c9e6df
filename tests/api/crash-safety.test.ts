import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { bookingBody, createSlot, ensureRate, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { call, spawnServer, type ChildServer } from './support/child-server.js';
import { fakeSmtp, type FakeSmtp } from './support/fake-smtp.js';
import { openFixtureServer, type FixtureServer } from './support/fixture-server.js';
import { invariantViolations, noViolations } from './support/invariants.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';

/**
 * Issue 8, reliability 3: the real server as a child process under booking and payment load is killed with SIGKILL
 * mid-load and started again on the same database. Everything a client got a 2xx for is there, the invariants hold,
 * a cart hold that expired while the server was down is released by the restarted job, and the outbox mail that
 * was waiting goes out.
 */

const CAPACITY = 300;
const CLIENTS = 8;

let db: OwnDatabase;
let dataDir: string;
let smtp: FakeSmtp;
let server: ChildServer;
let fx: FixtureServer;
let slot: SlotFixture;
let methodId: number;

beforeAll(async () => {
  db = await createOwnDatabase('crash');
  dataDir = mkdtempSync(path.join(tmpdir(), 'xplora-crash-'));
  smtp = await fakeSmtp(150); // a slow mail server: mail is still waiting in the outbox when the crash comes
  fx = await openFixtureServer(db.url, '');
  server = await start();
  fx.retarget(server.url);
  await ensureRate(fx.server);
  slot = await createSlot(fx.server, { seats: CAPACITY });
  methodId = (await fx.orm.em.fork().findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await fx?.close();
  await smtp?.close();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): Promise<ChildServer> {
  return spawnServer({
    databaseUrl: db.url,
    dataDir,
    extra: { SMTP_URL: smtp.url, JOB_INTERVAL_MS: '300' },
  });
}

interface Acknowledged {
  bookings: number[];
  orders: number[];
  payments: number[];
}

/** One client: book 1–2 seats, order, pay, again, until the server goes away. Records what got a 2xx. */
async function client(base: string, token: string, ack: Acknowledged, stop: { now: boolean }): Promise<void> {
  let n = 0;
  while (!stop.now) {
    try {
      const booked = await call(base, 'POST', `/api/v1/activity/${slot.activityId}/booking`, {
        token,
        body: bookingBody(slot, [[slot.adultId, 1 + (n++ % 2)]]),
      });
      if (booked.status !== 201) continue;
      ack.bookings.push(booked.body.id);
      const ordered = await call(base, 'POST', '/api/v1/booking/order', {
        token,
        body: { booking_ids: [booked.body.id] },
      });
      if (ordered.status !== 201) continue;
      const order = ordered.body.data[0];
      ack.orders.push(order.id);
      const paid = await call(base, 'POST', '/api/v1/gateway/pago_movil/register', {
        token,
        body: {
          order_id: order.id,
          payment_method_id: methodId,
          bank: '0102',
          buyer_id: 'V12345678',
          paid_amount: order.total_ves,
          reference: `CR${Date.now() % 1_000_000}${n}`,
          accept_terms: true,
        },
      });
      if (paid.status === 201) ack.payments.push(paid.body.id);
    } catch {
      return; // connection refused or reset: the server is gone
    }
  }
}

const sql = (query: string, params: unknown[] = []) => fx.sql<any>(query, params);

describe('kill -9 under load, then restart', () => {
  it('keeps every acknowledged booking, order and payment; invariants hold; jobs and mail resume', async () => {
    const customers = await Promise.all(Array.from({ length: CLIENTS }, () => newCustomer(fx.server)));
    // a hold made before the crash that will have expired by the time the server is back
    const hold = await fx.book(slot, customers[0]!.token, 3);

    const ack: Acknowledged = { bookings: [], orders: [], payments: [] };
    const stop = { now: false };
    const load = customers.map((c) => client(server.url, c.token, ack, stop));
    const deadline = Date.now() + 15_000;
    while (ack.payments.length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await server.kill(); // SIGKILL, requests in flight
    stop.now = true;
    await Promise.all(load);
    expect(ack.payments.length, 'the load reached payments before the crash').toBeGreaterThan(0);

    // while it is down: the hold's time runs out
    await sql(`update bookings set hold_expires_at = now() - interval '1 minute' where id = ?`, [hold]);
    const pendingMail = (await sql(`select count(*)::int as n from outbox_mails where status = 'pending'`))[0]
      .n;

    server = await start();
    fx.retarget(server.url);

    // nothing acknowledged is lost
    const found = async (table: string, ids: number[]) =>
      ids.length === 0
        ? []
        : (await sql(`select id from ${table} where id in (?)`, [ids])).map((r: { id: number }) => r.id);
    expect((await found('bookings', ack.bookings)).length).toBe(ack.bookings.length);
    expect((await found('orders', ack.orders)).length).toBe(ack.orders.length);
    expect((await found('payments', ack.payments)).length).toBe(ack.payments.length);
    if (ack.payments.length) {
      const states = await sql(
        `select p.status::text as payment, o.status as "order", b.status as booking from payments p
         join orders o on o.id = p.order_id join bookings b on b.id = o.activity_booking_id where p.id in (?)`,
        [ack.payments],
      );
      expect(states.every((s: any) => s.payment === 'pending' && s.order === 1 && s.booking === 3)).toBe(
        true,
      );
    }

    // the expired hold is released by the restarted job, once
    const until = Date.now() + 15_000;
    let status = 1;
    while (status !== 5 && Date.now() < until) {
      status = (await sql('select status from bookings where id = ?', [hold]))[0].status;
      if (status !== 5) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(5);

    expect(await invariantViolations((q) => sql(q))).toEqual(noViolations());

    // the outbox drains: every mail ends sent, none lost (at-least-once: a crash mid-send may repeat a few)
    const drainUntil = Date.now() + 30_000;
    let left = 1;
    while (left > 0 && Date.now() < drainUntil) {
      left = (await sql(`select count(*)::int as n from outbox_mails where status <> 'sent'`))[0].n;
      if (left > 0) await new Promise((r) => setTimeout(r, 300));
    }
    expect(left).toBe(0);
    const ids = (await sql('select id from outbox_mails')).map((r: { id: number }) => String(r.id));
    const delivered = smtp.messages.map((m) => /^X-Outbox-Id: (\d+)$/im.exec(m)?.[1]);
    expect(
      ids.filter((id: string) => !delivered.includes(id)),
      'outbox mails never delivered',
    ).toEqual([]);
    // Each batch (20) is one transaction: a crash mid-batch re-sends what that batch had sent. Receivers can
    // drop repeats by X-Outbox-Id; more than one batch repeated would mean lost bookkeeping.
    const repeats = delivered.length - new Set(delivered).size;
    expect(repeats).toBeLessThanOrEqual(20);
    console.info(
      `crash-safety: acknowledged ${ack.bookings.length} bookings, ${ack.orders.length} orders, ` +
        `${ack.payments.length} payments; ${pendingMail} mails pending at the crash; ${ids.length} mails, ` +
        `${repeats} delivered twice`,
    );
  }, 150_000);
});
