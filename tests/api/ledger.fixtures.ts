import { ActivityPrice } from '../../server/src/modules/catalog/activity-price.entity.js';
import { caracasDay, dayStart, periodOf } from '../../server/src/modules/finance/periods.js';
import { StatementPeriod } from '../../server/src/modules/supplier/supplier.entity.js';
import { fork } from './booking.fixtures.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures of the ledger, statement and settlement tests. */

export interface LedgerRow {
  id: number;
  kind: 'payment_verified' | 'refund' | 'adjustment';
  booking_id: number | null;
  order_id: number | null;
  fee: string | null;
  gross_usd: string;
  gross_ves: string;
  commission_usd: string;
  net_usd: string;
}

/** Every ledger row of a supplier, oldest first, amounts as PostgreSQL prints them. */
export async function ledgerOf(server: TestServer, supplierId: number): Promise<LedgerRow[]> {
  return fork(server).execute<LedgerRow[]>(
    `select id, kind, booking_id, order_id, fee::text, gross_usd::text, gross_ves::text, commission_usd::text,
       net_usd::text from ledger_entries where supplier_id = ? order by id`,
    [supplierId],
  );
}

/** The supplier's fee as the admin sets it (0.05–1). */
export async function setFee(server: TestServer, supplierId: number, fee: string): Promise<void> {
  await fork(server).execute('update suppliers set fee = ? where id = ?', [fee, supplierId]);
}

/** The adult price of the slot's activity (what the next orders of `adults` cost). */
export async function setAdultPrice(server: TestServer, adultPriceId: number, price: string): Promise<void> {
  await fork(server).nativeUpdate(ActivityPrice, { id: adultPriceId }, { price });
}

export interface StatementRow {
  id: number;
  number: string;
  period_start: string;
  period_end: string;
  status: string;
  line_count: number;
  gross_usd: string;
  gross_ves: string;
  commission_usd: string;
  net_usd: string;
  due_date: string;
}

/** The supplier's statements, oldest first. */
export async function statementsOf(server: TestServer, supplierId: number): Promise<StatementRow[]> {
  return fork(server).execute<StatementRow[]>(
    `select id, number, period_start::text, period_end::text, status, line_count, gross_usd::text,
       gross_ves::text, commission_usd::text, net_usd::text, due_date::text
     from statements where supplier_id = ? order by period_start`,
    [supplierId],
  );
}

/** Ledger row id → the statements that hold it. */
export async function linesOf(server: TestServer, supplierId: number): Promise<Map<number, number[]>> {
  const rows = await fork(server).execute<{ entry: number; statement: number }[]>(
    `select sl.ledger_entry_id as entry, sl.statement_id as statement from statement_lines sl
     join statements s on s.id = sl.statement_id where s.supplier_id = ? order by 1, 2`,
    [supplierId],
  );
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.entry, [...(map.get(r.entry) ?? []), r.statement]);
  return map;
}

/** An instant `days` from now: the statement job's "now" in a later period. */
export function daysAhead(days: number, from = new Date()): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

/** An hour into the `n`th monthly period after today's (Caracas): when the statement job bills the ones before. */
export function closeAt(n: number): Date {
  let day = caracasDay(new Date());
  for (let i = 0; i < n; i += 1) day = periodOf(StatementPeriod.Monthly, day).end;
  return new Date(dayStart(day).getTime() + 3_600_000);
}
