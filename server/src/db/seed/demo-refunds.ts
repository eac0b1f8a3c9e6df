import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../modules/account/user.entity.js';
import { BookingDetail } from '../../modules/booking/booking-detail.entity.js';
import { Booking, BookingStatus } from '../../modules/booking/booking.entity.js';
import { totalUsd, totalVes } from '../../modules/booking/booking-rules.js';
import { Order, OrderStatus } from '../../modules/booking/order.entity.js';
import type { PaymentMethod } from '../../modules/supplier/payment-method.entity.js';
import { Payment, PaymentStatus } from '../../modules/booking/payment.entity.js';
import { Refund, RefundStatus } from '../../modules/booking/refund.entity.js';
import { ActivityDate } from '../../modules/catalog/activity-date.entity.js';
import { ActivityPrice } from '../../modules/catalog/activity-price.entity.js';
import { ActivityTime } from '../../modules/catalog/activity-time.entity.js';
import { Activity, ActivityStatus } from '../../modules/catalog/activity.entity.js';
import { Supplier } from '../../modules/supplier/supplier.entity.js';

export interface DemoRefundsSeed {
  customer: User;
  pagoMovil: PaymentMethod;
  /** YYYY-MM-DD: the cancelled bookings were for the first date of each activity after this day. */
  after: string;
}

const SUPPLIER_EMAIL = 'aliado@xplora.test';
const RATE = '236.9400';

const STATES = [
  { refund: RefundStatus.Requested, reference: '00452001' },
  { refund: RefundStatus.Refunded, reference: '00452002', refundReference: '00461234' },
] as const;

/**
 * The demo customer's two paid bookings that were cancelled before the deadline, one with its refund
 * still requested (the supplier's Reembolsos list) and one refunded (the customer's Cancelados tab). Their seats
 * were given back, so the slots keep their capacity. Deterministic and idempotent: nothing when the customer
 * already has a refund.
 */
export async function seedDemoRefunds(em: EntityManager, s: DemoRefundsSeed): Promise<void> {
  await em.flush();
  if ((await em.count(Refund, { booking: { user: s.customer.id } })) > 0) return;
  const supplierUser = await em.findOneOrFail(User, { email: SUPPLIER_EMAIL });
  const supplier = await em.findOneOrFail(Supplier, { user: supplierUser });
  // The supplier's second and third active activities (the first one holds the past, reviewable booking).
  const activities = await em.find(
    Activity,
    { supplier, status: ActivityStatus.Active },
    { orderBy: { id: 'asc' }, offset: 1, limit: STATES.length },
  );
  for (const [i, state] of STATES.entries()) {
    const activity = activities[i]!;
    const date = await em.findOneOrFail(
      ActivityDate,
      { activity, startsAt: { $gt: s.after } },
      { orderBy: { startsAt: 'asc' } },
    );
    const time = await em.findOneOrFail(
      ActivityTime,
      { activityDate: date },
      { orderBy: { startsAt: 'asc' } },
    );
    const price = await em.findOneOrFail(ActivityPrice, { activity, mandatory: true });
    const lines = [{ unitPrice: price.price, quantity: 2 }];
    const cancelledAt = new Date(`${s.after}T15:00:00Z`);
    const booking = em.create(Booking, {
      user: s.customer,
      activity,
      activityDate: date,
      activityTime: time,
      status: BookingStatus.Cancelled,
      exchangeRate: RATE,
      attendeeName: s.customer.name,
      attendeeEmail: s.customer.email,
      seatsHeld: 2 * price.participants,
      seatsReleasedAt: cancelledAt,
    });
    em.create(BookingDetail, {
      booking,
      activityPrice: price,
      quantity: 2,
      unitPrice: price.price,
      participants: price.participants,
    });
    const issueDate = new Date(cancelledAt.getTime() - 2 * 86_400_000);
    const order = em.create(Order, {
      booking,
      status: OrderStatus.Cancelled,
      paid: true,
      issueDate,
      expiresAt: new Date(issueDate.getTime() + 2 * 3_600_000),
      totalUsd: totalUsd(lines),
      totalVes: totalVes(lines, RATE),
    });
    em.create(Payment, {
      order,
      paymentMethod: s.pagoMovil,
      bank: '0102',
      buyerId: s.customer.nationalId ?? 'V-18456789',
      paidAmount: order.totalVes,
      reference: state.reference,
      status: PaymentStatus.Verified,
      verifiedAt: new Date(issueDate.getTime() + 3_600_000),
      verifiedBy: supplierUser,
    });
    em.create(Refund, {
      booking,
      order,
      amountUsd: order.totalUsd,
      amountVes: order.totalVes,
      exchangeRate: RATE,
      status: state.refund,
      ...(state.refund === RefundStatus.Refunded
        ? {
            reference: state.refundReference,
            resolvedAt: new Date(cancelledAt.getTime() + 86_400_000),
            resolvedBy: supplierUser,
          }
        : {}),
    });
  }
  await em.flush();
}
