import { addMonths, format, parseISO } from 'date-fns';
import type { EntityManager } from '@mikro-orm/postgresql';
import { roundMoney, sumMoney } from '../../lib/money.js';
import { BUSINESS_TIME_ZONE } from '../booking/booking-rules.js';
import { caracasDay, dayStart } from './periods.js';

/** How many calendar months the commission chart shows, the current one included. */
export const COMMISSION_MONTHS = 12;

export interface CommissionMonth {
  /** `YYYY-MM`, a Caracas calendar month. */
  month: string;
  commissionUsd: string;
}

/**
 * The commission Xplora earned in each of the last COMMISSION_MONTHS Caracas months, oldest first, every month present
 * (0.00 when nothing happened): the sum of the ledger's commission over the month's rows, so a refund or a credit
 * lowers the month it happened in. Exact decimals, rounded once.
 */
export async function commissionByMonth(em: EntityManager, now = new Date()): Promise<CommissionMonth[]> {
  const current = parseISO(`${caracasDay(now).slice(0, 7)}-01`);
  const months = Array.from({ length: COMMISSION_MONTHS }, (_, i) =>
    format(addMonths(current, i - COMMISSION_MONTHS + 1), 'yyyy-MM'),
  );
  const end = format(addMonths(current, 1), 'yyyy-MM-dd');
  const rows = await em.execute<{ month: string; commission: string }[]>(
    `select to_char(created_at at time zone ?, 'YYYY-MM') as month, sum(commission_usd)::text as commission
     from ledger_entries where created_at >= ? and created_at < ? group by 1`,
    [BUSINESS_TIME_ZONE, dayStart(`${months[0]}-01`), dayStart(end)],
  );
  const byMonth = new Map(rows.map((r) => [r.month, r.commission]));
  return months.map((month) => ({ month, commissionUsd: roundMoney(byMonth.get(month) ?? 0) }));
}

/** Σ of the months' commission. */
export function commissionTotal(months: CommissionMonth[]): string {
  return sumMoney(months.map((m) => m.commissionUsd));
}
