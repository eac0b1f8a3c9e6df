import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotStart } from '../../server/src/modules/catalog/slot-availability.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { warnBelowMinimum } from '../../server/src/modules/supplier-portal/minimum-participants.js';
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
 * Issue 29 §6: a departure below its activity's minimum warns its supplier 24 h before the cancellation deadline and
 * again at it — once each, even with two processes running the job together — and shows on the dashboard. Nothing is
 * cancelled. The job runs at chosen instants (`now`) around each slot's deadline.
 */

const HOUR = 3_600_000;
const CANCEL_BEFORE = 48;

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
});
afterAll(() => server.stop());

/**
 * The slots' day: far enough that at the real clock no warning is due yet. Every test server runs this job every 5
 * minutes at the real clock: for a slot of tomorrow, whose deadline has passed, it sent the deadline warning before
 * the test's own runs could (CI failure of the two-process case).
 */
const DAY = 5;

/** A slot (in DAY days, 09:00) of an activity with minimum 4 and a 48 h notice, with `seats` booked (unpaid). */
async function slotWith(seats: number, supplier?: { id: number; token: string }) {
  const slot = await createSlot(server, { seats: 20, ...(supplier ? { supplier } : {}) });
  await fork(server).execute('update activities set min_participants = 4, cancel_before = ? where id = ?', [
    CANCEL_BEFORE,
    slot.activityId,
  ]);
  await fork(server).execute('update activity_dates set starts_at = ? where id = ?', [
    caracasDay(DAY),
    slot.dateId,
  ]);
  if (seats) await bookingIn(server, slot, (await newCustomer(server)).token, 'ordered', seats);
  return slot;
}

const deadlineOf = () => new Date(slotStart(caracasDay(DAY), '09:00:00').getTime() - CANCEL_BEFORE * HOUR);

async function warningsTo(slot: SlotFixture): Promise<OutboxMail[]> {
  const [row] = await fork(server).execute<{ email: string }[]>(
    `select coalesce(nullif(s.email, ''), u.email) as email from suppliers s join users u on u.id = s.user_id
      where s.id = ?`,
    [slot.supplierId],
  );
  return fork(server).find(
    OutboxMail,
    { recipient: row!.email.toLowerCase(), subject: { $like: 'Salida bajo el mínimo:%' } },
    { orderBy: { id: 'asc' } },
  );
}

const mine = (slot: SlotFixture, result: { timeId: number; stage: string }[]) =>
  result.filter((r) => r.timeId === slot.timeId).map((r) => r.stage);

describe('the below-minimum warning job', () => {
  it('warns 24 h before the deadline and at it, once each; never a slot at its minimum, empty or cancelled', async () => {
    const below = await slotWith(1);
    const atMinimum = await slotWith(4);
    const empty = await slotWith(0);
    const cancelled = await slotWith(2);
    const res = await server.http('POST', `/api/v1/suppliers/departures/${cancelled.timeId}/cancel`, {
      token: cancelled.supplierToken,
      body: { reason: 'weather' },
    });
    expect(res.status).toBe(200);
    const deadline = deadlineOf().getTime();
    const run = async (at: number) => warnBelowMinimum(server.db.orm, 'https://xplora.test', new Date(at));

    for (const slot of [below, atMinimum, empty, cancelled])
      expect(mine(slot, await run(deadline - 25 * HOUR))).toEqual([]);
    expect(mine(below, await run(deadline - 23 * HOUR))).toEqual(['early']);
    expect(mine(below, await run(deadline - 22 * HOUR))).toEqual([]);
    expect(mine(below, await run(deadline + 60_000))).toEqual(['deadline']);
    expect(mine(below, await run(deadline + 2 * HOUR))).toEqual([]);
    for (const slot of [atMinimum, empty, cancelled]) expect(await warningsTo(slot)).toEqual([]);

    const mails = await warningsTo(below);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('tiene 1 de 4 participantes mínimos');
    expect(mails[0]!.text).toContain('El plazo de cancelación de tus clientes vence el');
    expect(mails[1]!.text).toContain('El plazo de cancelación de tus clientes venció el');
    for (const mail of mails) {
      expect(mail.text).toContain(
        `Cancelar la salida: https://xplora.test/suppliers/departures/${below.timeId}`,
      );
      expect(mail.text).toContain('Xplora no la cancela por ti.');
    }
    // Nothing was cancelled.
    const [slotRow] = await fork(server).execute<{ cancelled_at: Date | null; current_available: number }[]>(
      'select cancelled_at, current_available from activity_times where id = ?',
      [below.timeId],
    );
    expect(slotRow).toMatchObject({ cancelled_at: null, current_available: 19 });
  });

  it('a departure first seen past its deadline gets only the deadline warning', async () => {
    const late = await slotWith(2);
    const run = () =>
      warnBelowMinimum(server.db.orm, 'https://xplora.test', new Date(deadlineOf().getTime() + HOUR));
    expect(mine(late, await run())).toEqual(['deadline']);
    expect(mine(late, await run())).toEqual([]);
    expect(await warningsTo(late)).toHaveLength(1);
  });

  it('two processes running the job at the same instant send each warning once', async () => {
    const slots = [await slotWith(1), await slotWith(3), await slotWith(2)];
    for (const at of [deadlineOf().getTime() - 12 * HOUR, deadlineOf().getTime() + 5 * 60_000]) {
      const results = await Promise.all(
        [1, 2].map(() => warnBelowMinimum(server.db.orm, 'https://xplora.test', new Date(at))),
      );
      for (const slot of slots) expect(mine(slot, results.flat())).toHaveLength(1);
    }
    for (const slot of slots) expect(await warningsTo(slot)).toHaveLength(2);
  });

  it('the dashboard lists the departure below its minimum with its warning, and drops it once cancelled', async () => {
    const slot = await slotWith(1);
    await warnBelowMinimum(server.db.orm, 'https://xplora.test', new Date(deadlineOf().getTime() + 60_000));
    const TODAY = `query { supplierToday { belowMinimum { timeId booked minParticipants minimumWarnedAt cancelledAt } } }`;
    const before = await gql(TODAY, {}, slot.supplierToken);
    expect(before.errors).toBeUndefined();
    const listed = before.data.supplierToday.belowMinimum.find(
      (d: { timeId: string }) => d.timeId === String(slot.timeId),
    );
    expect(listed).toMatchObject({ booked: 1, minParticipants: 4, cancelledAt: null });
    expect(Date.parse(listed.minimumWarnedAt)).toBeGreaterThan(0);
    const cancel = await gql(
      `mutation($id: ID!) { cancelDeparture(timeId: $id, reason: TOO_FEW_PARTICIPANTS) { cancelledBookings } }`,
      { id: String(slot.timeId) },
      slot.supplierToken,
    );
    expect(cancel.data.cancelDeparture.cancelledBookings).toBe(1);
    const after = await gql(TODAY, {}, slot.supplierToken);
    expect(after.data.supplierToday.belowMinimum.map((d: { timeId: string }) => d.timeId)).not.toContain(
      String(slot.timeId),
    );
  });
});
