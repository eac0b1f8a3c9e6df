import type { MikroORM } from '@mikro-orm/postgresql';
import { caracasDay, dayStart, periodOf } from '../../../server/src/modules/finance/periods.js';
import { closeEndedPeriods } from '../../../server/src/modules/finance/statement-close.js';
import {
  lockSupplierStatements,
  refreshStatements,
} from '../../../server/src/modules/finance/statement-status.js';
import { Supplier } from '../../../server/src/modules/supplier/supplier.entity.js';

/**
 * The statement job as it runs in the first hour after one of the supplier's periods ends, for the period holding
 * `today` or, when a journey already billed it, the next ones of the supplier's own cadence (monthly or fortnightly),
 * until a statement is issued. The job of that day sees the statement due 10 days later, never overdue; stepping by
 * another cadence (a month for a fortnightly supplier) ran it days or weeks after the period ended and marked the new
 * statement overdue whenever its due date fell before that later day. Statuses are then re-derived at `today`, so the
 * simulated later day leaves nothing from the future behind. Returns the new statements' ids.
 */
export async function closeNextStatement(
  orm: MikroORM,
  supplierId: number,
  today = caracasDay(new Date()),
): Promise<number[]> {
  const { statementPeriod } = await orm.em.fork().findOneOrFail(Supplier, supplierId);
  let closed: number[] = [];
  let day = today;
  for (let n = 1; n <= 4 && closed.length === 0; n += 1) {
    day = periodOf(statementPeriod, day).end;
    closed = await closeEndedPeriods(orm, new Date(dayStart(day).getTime() + 3_600_000), [supplierId]);
  }
  await orm.em.fork().transactional(async (em) => {
    await lockSupplierStatements(em, supplierId);
    await refreshStatements(em, supplierId, today);
  });
  return closed;
}
