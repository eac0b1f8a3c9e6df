import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { MailService } from '../mail/mail.service.js';
import { bookingCancelledMail, refundRequestedMail, unverifiedPaymentVoidedMail } from '../mail/templates.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { Booking, BookingStatus } from './booking.entity.js';
import { cancelDeadline } from './booking-rules.js';
import { bookingRecipients, releaseBookingSeats, toId } from './booking.service.js';
import { OrderStatus } from './order.entity.js';
import { caracasText } from './order.service.js';
import { Payment, PaymentStatus } from './payment.entity.js';
import { Refund } from './refund.entity.js';
import { auditRefund } from './booking-audit.js';

export const CANCEL_MESSAGES = {
  alreadyCancelled: 'La reserva ya está cancelada.',
  inCart: 'Las reservas del carrito se eliminan desde el carrito.',
  checkedIn: 'Tu llegada a la actividad ya fue registrada: la reserva ya no se puede cancelar.',
  pastDeadline: (deadline: string) =>
    `El plazo para cancelar esta reserva venció el ${deadline} (hora de Venezuela).`,
} as const;

/** Why a payment still waiting for verification was voided: the customer cancelled first. */
export const UNVERIFIED_PAYMENT_VOIDED_REASON =
  'Reserva cancelada por el cliente antes de verificar el pago.';

/** Booking statuses a customer may cancel: ordered (unpaid), payment registered, paid. */
const CANCELLABLE = [BookingStatus.Ordered, BookingStatus.PaymentRegistered, BookingStatus.Paid];

/** When the booking stops being cancellable by its customer (slot start − the activity's `cancel_before` hours). */
export async function bookingCancelDeadline(em: EntityManager, booking: Booking): Promise<Date> {
  const [activity, date, time] = await Promise.all([
    booking.activity.load({ dataloader: true }),
    booking.activityDate.load({ dataloader: true }),
    booking.activityTime.load({ dataloader: true }),
  ]);
  return cancelDeadline(
    (date ?? (await em.findOneOrFail(ActivityDate, booking.activityDate.id))).startsAt,
    (time ?? (await em.findOneOrFail(ActivityTime, booking.activityTime.id))).startsAt,
    (activity ?? (await em.findOneOrFail(Activity, booking.activity.id))).cancelBefore,
  );
}

/** Whether the customer can still cancel it now: a cancellable status, not checked in, and before the deadline. */
export async function canCancel(em: EntityManager, booking: Booking, now = new Date()): Promise<boolean> {
  if (!CANCELLABLE.includes(booking.status) || booking.checkedInAt) return false;
  return now.getTime() < (await bookingCancelDeadline(em, booking)).getTime();
}

/**
 * Customer self-cancellation. Unpaid → the order is cancelled and the seats released; payment verified → also a
 * refund request to the supplier for the order's USD total and its VES total at the booking's frozen rate; payment
 * registered but not verified → that payment is voided (rejected) and no refund is owed. Seats go back exactly
 * once: the order row is locked first (the order the expiry job and payment registration lock in), then the
 * booking row; the guarded release refuses a second release.
 */
export class CancellationService {
  async cancel(ctx: Context, id: string): Promise<Booking> {
    const bookingId = toId(id);
    const notFound = new NotFoundError('La reserva no existe.');
    if (!bookingId) throw notFound;
    const owned = await ctx.em.count(Booking, { id: bookingId, user: ctx.user!.id });
    if (!owned) throw notFound;

    await ctx.em.transactional(async (em) => {
      const [order] = await em.execute<{ id: number; total_usd: string; total_ves: string }[]>(
        `select id, total_usd, total_ves from orders where activity_booking_id = ?
         order by id desc limit 1 for update`,
        [bookingId],
      );
      const booking = await em.findOneOrFail(Booking, bookingId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (booking.status === BookingStatus.Cancelled)
        throw new ConflictError(CANCEL_MESSAGES.alreadyCancelled);
      if (booking.status === BookingStatus.Cart || !order) throw new ConflictError(CANCEL_MESSAGES.inCart);
      if (booking.checkedInAt) throw new ConflictError(CANCEL_MESSAGES.checkedIn);
      const deadline = await bookingCancelDeadline(em, booking);
      if (Date.now() >= deadline.getTime())
        throw new ConflictError(CANCEL_MESSAGES.pastDeadline(caracasText(deadline)));

      await em.execute(
        `update orders set status = ${OrderStatus.Cancelled}, updated_at = now() where id = ?`,
        [order.id],
      );
      if (!(await releaseBookingSeats(em, booking.id, CANCELLABLE)))
        throw new ConflictError(CANCEL_MESSAGES.alreadyCancelled);

      // A refund is owed only for money the supplier confirmed. A payment still waiting for verification is voided
      // with the booking: it can no longer be confirmed, and the supplier returns the money only if it arrived.
      // Payment confirmation locks the order row first too, so the two never interleave.
      const payment = await em.findOne(
        Payment,
        { order: order.id, status: { $ne: PaymentStatus.Rejected } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const amounts =
        payment?.status === PaymentStatus.Verified
          ? { amountUsd: order.total_usd, amountVes: order.total_ves }
          : null;
      const voided = payment?.status === PaymentStatus.Pending ? payment : null;
      if (voided) {
        voided.status = PaymentStatus.Rejected;
        voided.rejectionReason = UNVERIFIED_PAYMENT_VOIDED_REASON;
        voided.verifiedAt = new Date();
      }
      const refund =
        amounts &&
        em.create(Refund, {
          booking: booking.id,
          order: order.id,
          ...amounts,
          exchangeRate: booking.exchangeRate,
        });

      const activity = await em.findOneOrFail(Activity, booking.activity.id);
      const unverified = voided ? { reference: voided.reference, paidAmount: voided.paidAmount } : null;
      const recipients = await bookingRecipients(em, booking);
      for (const to of recipients)
        MailService.queue(
          em,
          bookingCancelledMail(
            to.email,
            to.name,
            { id: booking.id, activity: activity.title },
            amounts,
            unverified,
          ),
        );
      // A live payment is either verified (a refund to make) or pending (voided above).
      if (payment) {
        const supplier = await em.findOneOrFail(Supplier, activity.supplier.id, { populate: ['user'] });
        const supplierEmail = supplier.user.getEntity().email || supplier.email;
        const about = { id: booking.id, activity: activity.title, customer: recipients[0]?.name ?? '' };
        if (supplierEmail)
          MailService.queue(
            em,
            amounts
              ? refundRequestedMail(
                  supplierEmail,
                  supplier.tradeName,
                  { ...about, paymentReference: payment.reference },
                  amounts,
                )
              : unverifiedPaymentVoidedMail(supplierEmail, supplier.tradeName, about, {
                  reference: payment.reference,
                  paidAmount: payment.paidAmount,
                }),
          );
      }
      await em.flush();
      if (refund) await auditRefund(em, ctx, refund);
    });
    ctx.em.clear();
    return ctx.em.findOneOrFail(Booking, bookingId, { refresh: true });
  }
}
