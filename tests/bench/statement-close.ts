import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { closeEndedPeriods } from '../../server/src/modules/finance/statement-close.js';
import { dayStart, periodOf } from '../../server/src/modules/finance/periods.js';
import { StatementPeriod } from '../../server/src/modules/supplier/supplier.entity.js';

/**
 * Issue 28's figure: the time to close one supplier's period of N ledger rows (default 100,000), on DATABASE_URL
 * (a migrated database; the script adds its own supplier). Not a test.
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/xplora_x npx node --import @swc-node/register/esm-register \
 *     tests/bench/statement-close.ts [rows]
 */
const rows = Number(process.argv[2] ?? 100_000);
const orm = await MikroORM.init(ormConfig(process.env.DATABASE_URL!));
const em = orm.em.fork();
const tag = Date.now();
const [user] = await em.execute<{ id: number }[]>(
  `insert into users (name, email, password_hash, role) values ('Bench', ?, 'x', 'supplier') returning id`,
  [`bench-${tag}@bench.test`],
);
const [supplier] = await em.execute<{ id: number }[]>(
  `insert into suppliers (user_id, trade_name, legal_name, document_type_id, document_code, status, fee)
   values (?, ?, 'Bench, C.A.', 3, ?, 1, 0.1) returning id`,
  [user!.id, `Bench ${tag}`, String(tag).slice(-9)],
);
const today = new Date();
const last = periodOf(
  StatementPeriod.Monthly,
  periodOf(StatementPeriod.Monthly, today.toISOString().slice(0, 10)).start,
);
const start = dayStart(last.start);
await em.execute(
  `insert into ledger_entries (created_at, supplier_id, kind, gross_usd, gross_ves, commission_usd, net_usd, reason,
     created_by_id)
   select ?::timestamptz - interval '1 second' * g, ?, 'adjustment', 0, 0, 1.25, -1.25, 'bench', ?
   from generate_series(1, ?) g`,
  [start, supplier!.id, user!.id, rows],
);
const began = performance.now();
const closed = await closeEndedPeriods(orm, today, [supplier!.id]);
const ms = performance.now() - began;
const [statement] = await em.execute<{ line_count: number; commission_usd: string }[]>(
  'select line_count, commission_usd::text from statements where id = ?',
  [closed[0]],
);
console.log(
  `closed ${closed.length} statement(s): ${statement?.line_count} lines, commission ${statement?.commission_usd} USD, ${ms.toFixed(0)} ms`,
);
await orm.close();
