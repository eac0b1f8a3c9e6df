import type { EntityManager } from '@mikro-orm/postgresql';
import { audit, type AuditSource } from '../audit/audit.js';
import type { Payment } from './payment.entity.js';
import { RefundStatus, type Refund } from './refund.entity.js';

const REFUND_ACTIONS = {
  [RefundStatus.Requested]: 'refund_requested',
  [RefundStatus.Refunded]: 'refund_refunded',
  [RefundStatus.Declined]: 'refund_declined',
} as const;

/** The audit entries of the booking module's changes (payments, refunds, check-ins), one call each in the services. */

/** The supplier of a booking's activity: the entry's owner in its trail. */
async function bookingSupplier(em: EntityManager, bookingId: number): Promise<number | null> {
  const [row] = await em.execute<{ supplier_id: number }[]>(
    'select a.supplier_id from bookings b join activities a on a.id = b.activity_id where b.id = ?',
    [bookingId],
  );
  return row ? Number(row.supplier_id) : null;
}

/** A customer payment confirmed or rejected (it was pending). */
export async function auditPaymentDecision(
  em: EntityManager,
  who: AuditSource,
  payment: Payment,
  bookingId: number,
  rejection?: string,
): Promise<void> {
  await audit.record(em, who, {
    action: rejection === undefined ? 'payment_confirmed' : 'payment_rejected',
    object: { type: 'payment', id: payment.id },
    supplierId: await bookingSupplier(em, bookingId),
    changes: {
      status: ['pending', rejection === undefined ? 'verified' : 'rejected'],
      rejectionReason: [null, rejection],
    },
  });
}

/** A refund asked (by cancelling a paid booking), declined or paid back; call it once the refund has its id. */
export async function auditRefund(em: EntityManager, who: AuditSource, refund: Refund): Promise<void> {
  const action = REFUND_ACTIONS[refund.status as RefundStatus];
  await audit.record(em, who, {
    action,
    object: { type: 'refund', id: refund.id },
    supplierId: await bookingSupplier(em, refund.booking.id),
    changes:
      action === 'refund_requested'
        ? {
            status: [null, refund.status],
            amountUsd: [null, refund.amountUsd],
            amountVes: [null, refund.amountVes],
          }
        : {
            status: ['requested', refund.status],
            reference: [null, refund.reference],
            declineReason: [null, refund.declineReason],
          },
  });
}

/** A booking checked in at the meeting point. */
export async function auditCheckIn(
  em: EntityManager,
  who: AuditSource,
  bookingId: number,
  at: Date,
): Promise<void> {
  await audit.record(em, who, {
    action: 'booking_checked_in',
    object: { type: 'booking', id: bookingId },
    supplierId: await bookingSupplier(em, bookingId),
    changes: { checkedInAt: [null, at] },
  });
}
