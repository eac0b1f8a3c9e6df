import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../server/src/assembly/mikro-orm.config.js';
import { caracasDay, dayStart, periodOf } from '../../../server/src/modules/finance/periods.js';
import { closeEndedPeriods } from '../../../server/src/modules/finance/statement-close.js';
import { StatementPeriod } from '../../../server/src/modules/supplier/supplier.entity.js';

/**
 * The statement job of a later day, for one supplier, on the journey server's database: what the hourly job does at
 * the start of the next period, without waiting for it. Tries the next monthly periods' starts one after another
 * until a statement is issued (a period already billed by an earlier journey moves the next one a month on), and
 * prints the new statements' ids as JSON.
 *   DATABASE_URL=… node --import @swc-node/register/esm-register tests/e2e/support/close-periods.ts <supplierId>
 */
const supplierId = Number(process.argv[2]);
const orm = await MikroORM.init(ormConfig(process.env.DATABASE_URL!));
let closed: number[] = [];
try {
  let day = caracasDay(new Date());
  for (let n = 1; n <= 4 && closed.length === 0; n += 1) {
    day = periodOf(StatementPeriod.Monthly, day).end;
    closed = await closeEndedPeriods(orm, new Date(dayStart(day).getTime() + 3_600_000), [supplierId]);
  }
} finally {
  await orm.close();
}
process.stdout.write(JSON.stringify(closed));
