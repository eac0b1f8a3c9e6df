import type { FilterQuery } from '@mikro-orm/core';
import { isValid, parseISO } from 'date-fns';
import type { Context } from '../../graphql/context.js';
import { BadInputError, NotFoundError } from '../../graphql/errors.js';
import {
  entityOrder,
  pageWindow,
  sqlOrder,
  toPage,
  type PageOf,
  type SortColumns,
} from '../../graphql/pagination.js';
import { toId } from '../booking/booking.service.js';
import { LedgerEntry } from '../booking/ledger-entry.entity.js';
import { type StatementPeriod, Supplier } from '../supplier/supplier.entity.js';
import { caracasDay, dayStart } from './periods.js';

export const LEDGER_SORT: SortColumns = {
  id: 'id',
  created_at: 'createdAt',
  commission_usd: 'commissionUsd',
};

export interface LedgerListArgs {
  page: number;
  perPage: number;
  orderBy?: string | null;
  supplierId?: string | null;
  from?: string | null;
  to?: string | null;
}

const badDate = (field: 'from' | 'to') => {
  const message = `La fecha ${field === 'from' ? 'inicial' : 'final'} debe tener el formato AAAA-MM-DD.`;
  return new BadInputError(message, { [field]: message });
};

function day(value: string | null | undefined, field: 'from' | 'to'): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed) || !isValid(parseISO(trimmed))) throw badDate(field);
  return trimmed;
}

export type LedgerFilter = Pick<LedgerListArgs, 'supplierId' | 'from' | 'to'>;

/** The ledger rows of a supplier (or all), between two Caracas days included; null when the supplier id is malformed. */
export function ledgerWhere(args: LedgerFilter): FilterQuery<LedgerEntry> | null {
  const from = day(args.from, 'from');
  const to = day(args.to, 'to');
  if (from && to && to < from) {
    const message = 'La fecha final no puede ser anterior a la inicial.';
    throw new BadInputError(message, { to: message });
  }
  const supplierId = args.supplierId ? toId(args.supplierId) : undefined;
  if (args.supplierId && !supplierId) return null;
  const createdAt = {
    ...(from ? { $gte: dayStart(from) } : {}),
    ...(to ? { $lt: new Date(dayStart(to).getTime() + 86_400_000) } : {}),
  };
  return { ...(supplierId ? { supplier: supplierId } : {}), ...(from || to ? { createdAt } : {}) };
}

/** The admin's ledger: every row (or a supplier's), between two Caracas days included, oldest first. */
export async function ledgerEntries(ctx: Context, args: LedgerListArgs): Promise<PageOf<LedgerEntry>> {
  const where = ledgerWhere(args);
  const { offset, limit } = pageWindow(args);
  if (!where) return toPage([], 0, args);
  const [items, total] = await ctx.em.findAndCount(LedgerEntry, where, {
    orderBy: entityOrder(args.orderBy, LEDGER_SORT, { id: 'asc' }) as never,
    limit,
    offset,
  });
  return toPage(items, total, args);
}

/** The admin sets how often a supplier's statements close; the change applies from its open period on. */
export async function setStatementPeriod(
  ctx: Context,
  supplierId: string,
  period: StatementPeriod,
): Promise<Supplier> {
  const id = toId(supplierId);
  const supplier = id ? await ctx.em.findOne(Supplier, id) : null;
  if (!supplier) throw new NotFoundError('El aliado no existe.');
  supplier.statementPeriod = period;
  await ctx.em.flush();
  return supplier;
}

export interface SupplierBalance {
  supplierId: number;
  tradeName: string;
  statementPeriod: StatementPeriod;
  billedUsd: string;
  paidUsd: string;
  balanceUsd: string;
  overdueUsd: string;
  issuedThisMonthUsd: string;
  openCommissionUsd: string;
}

/** The columns the admin's balances sort by (SQL expressions of the statement below). */
export const BALANCE_SORT: SortColumns = {
  id: 's.id',
  trade_name: 's.trade_name',
  balance_usd: 'coalesce(b.billed, 0) - coalesce(p.paid, 0)',
  overdue_usd: 'coalesce(b.overdue, 0)',
};

/**
 * Every supplier with money on its ledger: what was billed, paid, is overdue, was issued this Caracas month, and runs
 * in its open period (exact decimals, 2 places); the most overdue first unless `orderBy` says otherwise.
 */
export async function supplierBalances(
  ctx: Context,
  orderBy?: string | null,
  now = new Date(),
): Promise<SupplierBalance[]> {
  const order = sqlOrder(orderBy, BALANCE_SORT, 'coalesce(b.overdue, 0) desc, s.trade_name, s.id');
  const monthStart = dayStart(`${caracasDay(now).slice(0, 7)}-01`);
  return ctx.em.execute<SupplierBalance[]>(
    `select s.id as "supplierId", s.trade_name as "tradeName", s.statement_period as "statementPeriod",
       coalesce(b.billed, 0)::numeric(14, 2)::text as "billedUsd",
       coalesce(p.paid, 0)::numeric(14, 2)::text as "paidUsd",
       (coalesce(b.billed, 0) - coalesce(p.paid, 0))::numeric(14, 2)::text as "balanceUsd",
       coalesce(b.overdue, 0)::numeric(14, 2)::text as "overdueUsd",
       coalesce(b.issued, 0)::numeric(14, 2)::text as "issuedThisMonthUsd",
       coalesce(o.open, 0)::numeric(14, 2)::text as "openCommissionUsd"
     from suppliers s
     left join (select supplier_id, sum(commission_usd) as billed,
                  sum(commission_usd - paid_usd) filter (where status = 'overdue') as overdue,
                  sum(commission_usd) filter (where issued_at >= ?) as issued
                from statements group by supplier_id) b on b.supplier_id = s.id
     left join (select st.supplier_id, sum(p.amount_usd) as paid from statement_payments p
                join statements st on st.id = p.statement_id where p.status = 'verified'
                group by st.supplier_id) p on p.supplier_id = s.id
     left join (select l.supplier_id, sum(l.commission_usd) as open from ledger_entries l
                where not exists (select 1 from statement_lines sl where sl.ledger_entry_id = l.id)
                group by l.supplier_id) o on o.supplier_id = s.id
     where b.supplier_id is not null or o.supplier_id is not null
     order by ${order}`,
    [monthStart],
  );
}
