import { Decimal } from 'decimal.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { entityOrder, pageWindow, toPage, type PageOf, type SortColumns } from '../../graphql/pagination.js';
import { roundMoney } from '../../lib/money.js';
import { toId } from '../booking/booking.service.js';
import { type LedgerEntry } from '../booking/ledger-entry.entity.js';
import { openPeriodTotals, type PeriodTotals } from './open-period.js';
import { caracasDay } from './periods.js';
import { Statement, StatementLine, type StatementStatus } from './statement.entity.js';
import { StatementPayment } from './statement-payment.entity.js';
import { usdRateOn } from './usd-rate.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

/** The statement lists' `orderBy` columns. */
export const STATEMENT_SORT: SortColumns = {
  id: 'id',
  period_start: 'periodStart',
  due_date: 'dueDate',
  commission_usd: 'commissionUsd',
  issued_at: 'issuedAt',
};

export const STATEMENT_NOT_FOUND = 'El estado de cuenta no existe.';

export interface StatementListArgs {
  page: number;
  perPage: number;
  orderBy?: string | null;
  status?: StatementStatus | null;
}

/** The session's supplier id; null for any other session. */
async function ownSupplierId(ctx: Context): Promise<number | null> {
  const supplier = await sessionSupplier(ctx);
  return supplier?.id ?? null;
}

/** Read side of the statements: the supplier sees only its own; an admin sees every supplier's. */
export class StatementReadService {
  async list(
    ctx: Context,
    args: StatementListArgs & { supplierId?: string | null },
  ): Promise<PageOf<Statement>> {
    const { offset, limit } = pageWindow(args);
    const admin = ctx.scopes.includes('admin');
    const supplierId = admin
      ? args.supplierId
        ? toId(args.supplierId)
        : undefined
      : await ownSupplierId(ctx);
    if (supplierId === null || (args.supplierId && !supplierId)) return toPage([], 0, args);
    const [items, total] = await ctx.em.findAndCount(
      Statement,
      { ...(supplierId ? { supplier: supplierId } : {}), ...(args.status ? { status: args.status } : {}) },
      { orderBy: entityOrder(args.orderBy, STATEMENT_SORT, { periodStart: 'desc' }) as never, limit, offset },
    );
    return toPage(items, total, args);
  }

  /** One statement the session may see; anyone else's looks missing. */
  async one(ctx: Context, id: string): Promise<Statement> {
    const statementId = toId(id);
    const notFound = new NotFoundError(STATEMENT_NOT_FOUND);
    if (!statementId) throw notFound;
    const statement = await ctx.em.findOne(Statement, statementId);
    if (!statement) throw notFound;
    if (ctx.scopes.includes('admin')) return statement;
    if (statement.supplier.id !== (await ownSupplierId(ctx))) throw notFound;
    return statement;
  }

  /** The supplier's open period and its running totals. */
  async openPeriod(ctx: Context): Promise<PeriodTotals> {
    const supplierId = await ownSupplierId(ctx);
    if (!supplierId) throw new NotFoundError('El aliado no existe.');
    return openPeriodTotals(ctx.em, supplierId);
  }

  /** A statement's lines: the ledger rows it bills, oldest first. */
  async lines(ctx: Pick<Context, 'em'>, statement: Statement): Promise<LedgerEntry[]> {
    const lines = await ctx.em.find(
      StatementLine,
      { statement: statement.id },
      { populate: ['ledgerEntry'], orderBy: { ledgerEntry: 'asc' } },
    );
    return lines.map((line) => line.ledgerEntry.getEntity());
  }

  payments(ctx: Context, statement: Statement): Promise<StatementPayment[]> {
    return ctx.em.find(StatementPayment, { statement: statement.id }, { orderBy: { id: 'asc' } });
  }

  /** What is left to pay in USD, and in VES at the admin's USD rate of today (what a payment today must bring). */
  async due(
    ctx: Pick<Context, 'em'>,
    statement: Statement,
  ): Promise<{ usd: string; vesToday: string | null }> {
    const usd = roundMoney(Decimal.max(new Decimal(statement.commissionUsd).minus(statement.paidUsd), 0));
    const rate = await usdRateOn(ctx.em, caracasDay(new Date()));
    return { usd, vesToday: rate ? roundMoney(new Decimal(usd).times(rate)) : null };
  }
}
