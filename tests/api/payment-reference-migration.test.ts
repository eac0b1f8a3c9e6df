import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_CONFIRMED_REASON,
  DUPLICATE_PENDING_REASON,
} from '../../server/src/db/migrations/Migration20261125114055.js';
import {
  createSlot,
  ensureRate,
  fork,
  newCustomer,
  order,
  orderTotalVes,
  pagoMovilBody,
  pagoMovilId,
  registerPagoMovil,
  type SlotFixture,
} from './booking.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 15 §2: the migration that adds the unique index on live (bank, normalised reference) payments runs on a
 * database that already holds duplicates. It keeps one per group (a confirmed one, else the newest), rejects the
 * others with a reason, and reopens the orders of the rejected pending ones.
 */

const MIGRATION = 'Migration20261125114055';

let db: OwnDatabase;
let server: TestServer;
let slot: SlotFixture;

beforeAll(async () => {
  db = await createOwnDatabase('refdup');
  server = await startTestServer({ databaseUrl: db.url });
  await ensureRate(server);
  slot = await createSlot(server, { seats: 20 });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  fork(server).execute<T[]>(text, params);

/** An order with a payment registered through the API under a distinct reference; its ids. */
async function paidOrder(reference: string) {
  const customer = await newCustomer(server);
  const placed = await order(server, slot, customer.token);
  const total = await orderTotalVes(server, placed.orderId);
  const res = await registerPagoMovil(
    server,
    customer.token,
    pagoMovilBody(await pagoMovilId(server), placed.orderId, total, { reference }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...placed, paymentId: res.body.id as number };
}

describe('the unique-reference migration on a database with duplicates', () => {
  it('keeps a confirmed (else the newest) live payment per reference, rejects the rest, reopens their orders', async () => {
    const confirmed = await paidOrder('11111111');
    const pendingA = await paidOrder('22222222');
    const pendingB = await paidOrder('33333333');
    const older = await paidOrder('44444444');
    const newer = await paidOrder('55555555');
    const alone = await paidOrder('66666666');

    // The database as it was before the migration, with the duplicates the old code let through.
    await sql(`drop index "payments_bank_reference_live_unique"`);
    await sql(`alter table payments drop column reference_normalized`);
    await sql(`delete from mikro_orm_migrations where name = ?`, [MIGRATION]);
    await sql(`update payments set status = 'verified', verified_at = now() where id = ?`, [
      confirmed.paymentId,
    ]);
    await sql(`update orders set paid = true where id = ?`, [confirmed.orderId]);
    await sql(`update payments set reference = '0011111111' where id = ?`, [pendingA.paymentId]);
    await sql(
      `update payments set reference = '11111111', created_at = now() + interval '1 minute' where id = ?`,
      [pendingB.paymentId],
    );
    await sql(
      `update payments set reference = '44-44-44-44', created_at = now() - interval '1 hour' where id = ?`,
      [older.paymentId],
    );
    await sql(`update payments set reference = '44444444' where id = ?`, [newer.paymentId]);

    await server.db.orm.migrator.up();

    const rows = await sql<{ id: number; status: string; rejection_reason: string | null }>(
      'select id, status, rejection_reason from payments where id in (?) order by id',
      [[confirmed, pendingA, pendingB, older, newer, alone].map((p) => p.paymentId)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(confirmed.paymentId)).toMatchObject({ status: 'verified', rejection_reason: null });
    expect(byId.get(pendingA.paymentId)).toMatchObject({
      status: 'rejected',
      rejection_reason: DUPLICATE_PENDING_REASON,
    });
    expect(byId.get(pendingB.paymentId)).toMatchObject({
      status: 'rejected',
      rejection_reason: DUPLICATE_PENDING_REASON,
    });
    expect(byId.get(older.paymentId)).toMatchObject({
      status: 'rejected',
      rejection_reason: DUPLICATE_PENDING_REASON,
    });
    expect(byId.get(newer.paymentId)).toMatchObject({ status: 'pending', rejection_reason: null });
    expect(byId.get(alone.paymentId)).toMatchObject({ status: 'pending', rejection_reason: null });
    expect(DUPLICATE_CONFIRMED_REASON).toMatch(/confirmado/);

    // The rejected pending ones' orders are open for a new payment again; the kept ones are untouched.
    const orders = await sql<{ id: number; status: number; booking_status: number }>(
      `select o.id, o.status, b.status as booking_status from orders o join bookings b on b.id = o.activity_booking_id
        where o.id in (?)`,
      [[pendingA, older, newer].map((p) => p.orderId)],
    );
    const orderOf = new Map(orders.map((o) => [o.id, o]));
    expect(orderOf.get(pendingA.orderId)).toMatchObject({ status: 0, booking_status: 2 });
    expect(orderOf.get(older.orderId)).toMatchObject({ status: 0, booking_status: 2 });
    expect(orderOf.get(newer.orderId)).toMatchObject({ status: 1, booking_status: 3 });

    // And the index now refuses a new duplicate.
    await expect(
      sql(`update payments set reference = '0055555555' where id = ?`, [alone.paymentId]).then(() =>
        sql(`update payments set reference = '44444444' where id = ?`, [alone.paymentId]),
      ),
    ).rejects.toThrow(/payments_bank_reference_live_unique/);
  });
});
