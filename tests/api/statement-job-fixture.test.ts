import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementPeriod } from '../../server/src/modules/supplier/supplier.entity.js';
import { caracasDay, dayStart } from '../../server/src/modules/finance/periods.js';
import { closeNextStatement } from '../e2e/support/statement-job.js';
import { createSlot, ensureRate, fork, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { setFee, statementsOf } from './ledger.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The admin-finance journey bills a fresh booking with the statement job of a later day (tests/e2e/support). Its
 * statement must read "Emitido" whatever the day of the month: for aliado 2, a fortnightly supplier, the job used to
 * run at the next month's start, after the due date of a first-half statement (and of a second-half statement's
 * successor, once a journey had billed the open period), so the statement was issued overdue.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
});
afterAll(() => server.stop());

const MONTH = caracasDay(new Date()).slice(0, 7);

async function fortnightlySlot(): Promise<SlotFixture> {
  const slot = await createSlot(server, { seats: 20 });
  await fork(server).execute('update suppliers set statement_period = ? where id = ?', [
    StatementPeriod.Fortnightly,
    slot.supplierId,
  ]);
  await setFee(server, slot.supplierId, '0.120');
  return slot;
}

/** A paid booking whose ledger row was written on `day` at 10:00 Caracas time. */
async function paidOn(slot: SlotFixture, day: string): Promise<void> {
  await bookingIn(server, slot, (await newCustomer(server)).token, 'paid', 1);
  // The ledger refuses updates by trigger; a replica session (this transaction only) writes it as a restore would.
  await fork(server).transactional(async (em) => {
    await em.execute('set local session_replication_role = replica');
    await em.execute(
      `update ledger_entries l set created_at = ? where l.supplier_id = ?
         and not exists (select 1 from statement_lines sl where sl.ledger_entry_id = l.id)`,
      [new Date(dayStart(day).getTime() + 10 * 3_600_000), slot.supplierId],
    );
  });
}

describe("the journeys' statement job", () => {
  for (const day of [`${MONTH}-05`, `${MONTH}-20`])
    it(`on ${day}: a fortnightly supplier's statement is issued, not overdue, and so is the next journey's`, async () => {
      const slot = await fortnightlySlot();
      await paidOn(slot, day);
      expect(await closeNextStatement(server.db.orm, slot.supplierId, day)).toHaveLength(1);
      // A second journey the same day: the period is billed, its booking goes to the next one.
      await paidOn(slot, day);
      expect(await closeNextStatement(server.db.orm, slot.supplierId, day)).toHaveLength(1);
      const statements = await statementsOf(server, slot.supplierId);
      expect(statements.map((s) => [s.status, s.line_count])).toEqual([
        ['issued', 1],
        ['issued', 1],
      ]);
      for (const statement of statements) expect(statement.due_date > day).toBe(true);
    });
});
