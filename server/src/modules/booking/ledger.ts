import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { roundMoney } from '../../lib/money.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { LedgerEntry, LedgerKind } from './ledger-entry.entity.js';
import type { Booking } from './booking.entity.js';
import type { Order } from './order.entity.js';
import type { Payment } from './payment.entity.js';
import type { Refund } from './refund.entity.js';

/**
 * The ledger's two booking events, written by the booking module in the transaction that makes them true (a payment
 * verified, a refund paid back), so the money trail can never disagree with the bookings. Statements, settlement and
 * adjustments live above, in the finance module.
 */

/** A supplier without a fee yet has agreed to none: its payments are recorded at 0 and owe nothing. */
const NO_FEE = '0.000';

/** Commission of a USD amount at a fee, rounded once. */
export function commissionOf(grossUsd: Decimal.Value, fee: Decimal.Value): string {
  return roundMoney(new Decimal(grossUsd).times(fee));
}

/**
 * The payment's order (locked by the caller) is now paid: the supplier owes `fee × order USD total`. `at` is when the
 * verification happened: now, except for the demo's history (db/seed/demo-finance.ts).
 */
export async function recordPaymentVerified(
  em: EntityManager,
  payment: Payment,
  order: Order,
  booking: Booking,
  at = new Date(),
): Promise<void> {
  // Read now, in this transaction: a fee changed before this moment applies, one changed after does not.
  const [supplier] = await em.execute<{ id: number; fee: string | null }[]>(
    'select s.id, s.fee from suppliers s join activities a on a.supplier_id = s.id where a.id = ?',
    [booking.activity.id],
  );
  if (!supplier) throw new Error(`booking ${booking.id} has no supplier`);
  const supplierId = supplier.id;
  const fee = supplier.fee ?? NO_FEE;
  const commission = commissionOf(order.totalUsd, fee);
  em.create(LedgerEntry, {
    createdAt: at,
    supplier: em.getReference(Supplier, supplierId),
    kind: LedgerKind.PaymentVerified,
    booking: booking.id,
    order: order.id,
    payment: payment.id,
    fee,
    exchangeRate: booking.exchangeRate,
    grossUsd: order.totalUsd,
    grossVes: order.totalVes,
    commissionUsd: commission,
    netUsd: roundMoney(new Decimal(order.totalUsd).minus(commission)),
  });
}

/**
 * The refund (locked by the caller) was paid back: the order's commission becomes `fee × what is left`, rounded once,
 * so partial refunds never drift by a cent; the row holds the difference. Nothing was commissioned on a payment
 * never verified, so such a refund writes nothing.
 */
export async function recordRefund(em: EntityManager, refund: Refund): Promise<void> {
  const rows = await em.execute<{ supplier_id: number; fee: string; gross: string; commission: string }[]>(
    `select max(supplier_id) as supplier_id, (array_agg(fee order by id) filter (where kind = 'payment_verified'))[1] as fee,
       coalesce(sum(gross_usd), 0) as gross, coalesce(sum(commission_usd), 0) as commission
     from ledger_entries where order_id = ? and kind in ('payment_verified', 'refund')`,
    [refund.order.id],
  );
  const booked = rows[0];
  if (!booked?.fee) return;
  const left = new Decimal(booked.gross);
  const refunded = Decimal.min(new Decimal(refund.amountUsd), left);
  if (refunded.lte(0)) return;
  const commission = roundMoney(
    new Decimal(commissionOf(left.minus(refunded), booked.fee)).minus(booked.commission),
  );
  const grossUsd = roundMoney(refunded.negated());
  em.create(LedgerEntry, {
    supplier: em.getReference(Supplier, booked.supplier_id),
    kind: LedgerKind.Refund,
    booking: refund.booking.id,
    order: refund.order.id,
    refund: refund.id,
    fee: booked.fee,
    exchangeRate: refund.exchangeRate,
    grossUsd,
    grossVes: roundMoney(new Decimal(refund.amountVes).negated()),
    commissionUsd: commission,
    netUsd: roundMoney(new Decimal(grossUsd).minus(commission)),
  });
}
