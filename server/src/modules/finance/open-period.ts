import type { EntityManager } from '@mikro-orm/postgresql';
import type { StatementPeriod } from '../supplier/supplier.entity.js';
import { caracasDay, periodOf, type Period } from './periods.js';

export interface PeriodTotals {
  period: Period;
  lineCount: number;
  grossUsd: string;
  grossVes: string;
  commissionUsd: string;
  netUsd: string;
}

/**
 * The supplier's open period and its running totals, computed on demand: every ledger row no statement holds yet
 * (what the next statement will bill, a late row of an ended period included).
 */
export async function openPeriodTotals(
  em: EntityManager,
  supplierId: number,
  now = new Date(),
): Promise<PeriodTotals> {
  const [row] = await em.execute<(Omit<PeriodTotals, 'period'> & { kind: StatementPeriod })[]>(
    `select s.statement_period as kind, count(l.id)::int as "lineCount",
       coalesce(sum(l.gross_usd), 0)::text as "grossUsd", coalesce(sum(l.gross_ves), 0)::text as "grossVes",
       coalesce(sum(l.commission_usd), 0)::text as "commissionUsd", coalesce(sum(l.net_usd), 0)::text as "netUsd"
     from suppliers s left join ledger_entries l on l.supplier_id = s.id
       and not exists (select 1 from statement_lines sl where sl.ledger_entry_id = l.id)
     where s.id = ? group by s.id`,
    [supplierId],
  );
  const { kind, ...totals } = row!;
  return { period: periodOf(kind, caracasDay(now)), ...totals };
}
