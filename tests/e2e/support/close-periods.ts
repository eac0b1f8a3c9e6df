import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../server/src/assembly/mikro-orm.config.js';
import { closeNextStatement } from './statement-job.js';

/**
 * The statement job of a later day for one supplier, on the journey server's database (see statement-job.ts); prints
 * the new statements' ids as JSON.
 *   DATABASE_URL=… node --import @swc-node/register/esm-register tests/e2e/support/close-periods.ts <supplierId>
 */
const orm = await MikroORM.init(ormConfig(process.env.DATABASE_URL!));
try {
  process.stdout.write(JSON.stringify(await closeNextStatement(orm, Number(process.argv[2]))));
} finally {
  await orm.close();
}
