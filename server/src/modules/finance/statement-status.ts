import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { roundMoney } from '../../lib/money.js';
import { StatementStatus } from './statement.entity.js';

/** pg_advisory_xact_lock's first key for "this supplier's statements change" (the second is the supplier id). */
const SUPPLIER_STATEMENTS_LOCK = 2801;

/**
 * Serialises every change of a supplier's statements (closing one, a payment verified) across processes, for the
 * rest of the transaction.
 */
export async function lockSupplierStatements(em: EntityManager, supplierId: number): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?, ?)', [SUPPLIER_STATEMENTS_LOCK, supplierId]);
}

/** A statement's state from what it owes, what was paid towards it, and its due date. */
export function statementStatus(
  commission: Decimal,
  paid: Decimal,
  dueDate: string,
  today: string,
): StatementStatus {
  if (paid.gte(commission)) return StatementStatus.Paid;
  if (dueDate < today) return StatementStatus.Overdue;
  return paid.gt(0) ? StatementStatus.PartiallyPaid : StatementStatus.Issued;
}

/**
 * Re-derives each of the supplier's statements' paid amount and state, oldest first: a statement is paid by its own
 * verified payments plus what the previous one carried over (an overpayment, or a credit when refunds outweighed the
 * commission); what exceeds its commission carries to the next. Call under lockSupplierStatements.
 */
export async function refreshStatements(em: EntityManager, supplierId: number, today: string): Promise<void> {
  const rows = await em.execute<
    { id: number; commission: string; paid: string; status: StatementStatus; due: string; own: string }[]
  >(
    `select s.id, s.commission_usd as commission, s.paid_usd as paid, s.status, s.due_date::text as due,
       coalesce((select sum(p.amount_usd) from statement_payments p
                 where p.statement_id = s.id and p.status = 'verified'), 0) as own
     from statements s where s.supplier_id = ? order by s.period_start`,
    [supplierId],
  );
  let carry = new Decimal(0);
  for (const row of rows) {
    const commission = new Decimal(row.commission);
    const paid = carry.plus(row.own);
    const status = statementStatus(commission, paid, row.due, today);
    carry = Decimal.max(paid.minus(Decimal.max(commission, 0)), 0);
    const paidUsd = roundMoney(Decimal.min(paid, Decimal.max(commission, 0)));
    if (status !== row.status || !new Decimal(row.paid).eq(paidUsd))
      await em.execute('update statements set status = ?, paid_usd = ?, updated_at = now() where id = ?', [
        status,
        paidUsd,
        row.id,
      ]);
  }
}
