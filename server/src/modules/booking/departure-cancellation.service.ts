import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import {
  departureCancelReasonLabel,
  type DepartureCancelReason,
} from '../catalog/departure-cancel-reason.js';
import { slotStart } from '../catalog/slot-availability.js';
import { departureCancelledMail, waitlistClosedMail } from '../mail/departure-templates.js';
import { MailService } from '../mail/mail.service.js';
import { Booking, BookingStatus } from './booking.entity.js';
import { bookingRecipients, releaseSeats } from './booking.service.js';
import { closeWaitlist } from './waitlist-offers.js';
import { OrderStatus } from './order.entity.js';
import { Payment, PaymentStatus } from './payment.entity.js';
import { Refund } from './refund.entity.js';
import { audit, type AuditSource } from '../audit/audit.js';
import { auditPaymentDecision, auditRefund } from './booking-audit.js';
import type { DepartureCancellation } from './departure-cancellation.types.js';

export const DEPARTURE_MESSAGES = {
  notFound: 'La salida no existe.',
  alreadyCancelled: 'La salida ya está cancelada.',
  past: 'La salida ya comenzó o pasó: no se puede cancelar.',
  busy: 'La salida está recibiendo cambios en este momento; intente de nuevo en unos segundos.',
} as const;

/** Why a payment still waiting for verification was voided: the departure was cancelled first. */
export const DEPARTURE_UNVERIFIED_PAYMENT_REASON =
  'Salida cancelada por el aliado antes de verificar el pago.';

/** Every status a booking of a live slot can have: all of them give their seats back. */
const LIVE = [BookingStatus.Cart, BookingStatus.Ordered, BookingStatus.PaymentRegistered, BookingStatus.Paid];

/** Attempts before answering "busy" (an attempt restarts only when a row appeared while it waited). */
const ATTEMPTS = 40;

interface SlotRow {
  id: number;
  date: string;
  starts_at: string;
  cancelled_at: Date | null;
  activity_title: string;
  supplier_id: number;
}

interface OrderRow {
  id: number;
  booking_id: number;
  status: number;
  total_usd: string;
  total_ves: string;
}

/** "28/11/2026 a las 08:00" from a slot's Caracas date and time. */
function departureWhen(date: string, time: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} a las ${time.slice(0, 5)}`;
}

function lockBusy(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '55P03' || code === '40P01';
}

/**
 * A supplier (or an admin) cancels a whole departure (DESIGN §4): the slot stops selling on every door, every booking
 * of it is cancelled and its seats given back, every verified payment becomes a full refund request whatever
 * `cancel_before` says, and a payment still waiting for verification is voided (nothing is owed for it). Each customer
 * gets a mail with the reason.
 *
 * Locks, in the order every other writer takes them (order → booking → slot, as a customer's cancel, a payment's
 * verification and the expiry jobs do), so none of them can deadlock with this: first the orders and the bookings
 * of the slot, waiting for whoever holds them; then the slot row, after which no booking takes seats from it. What
 * appeared between the two (a booking made, an order placed meanwhile) is locked with NOWAIT: its holder may be
 * waiting for the slot we now hold, so rather than deadlock this attempt rolls back, lets it finish and starts again.
 */
export class DepartureCancellationService {
  /** The caller checked who may cancel `timeId`; this checks the departure itself. */
  async cancel(
    ctx: Context,
    timeId: number,
    reason: DepartureCancelReason,
    note: string | null,
  ): Promise<DepartureCancellation> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ctx.em.fork().transactional((em) => this.cancelWithin(em, timeId, reason, note, ctx));
      } catch (error) {
        if (!lockBusy(error)) throw error;
        if (attempt >= ATTEMPTS) throw new ConflictError(DEPARTURE_MESSAGES.busy);
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(attempt, 5)));
      }
    }
  }

  /** One attempt inside the caller's transaction (the seed calls it directly); lock refusals propagate. */
  async cancelWithin(
    em: EntityManager,
    timeId: number,
    reason: DepartureCancelReason,
    note: string | null,
    who: AuditSource = 'system',
  ): Promise<DepartureCancellation> {
    await em.execute(
      `select o.id from orders o join bookings b on b.id = o.activity_booking_id
        where b.activity_time_id = ? and b.seats_released_at is null order by o.id for update of o`,
      [timeId],
    );
    await em.execute(
      'select id from bookings where activity_time_id = ? and seats_released_at is null order by id for update',
      [timeId],
    );
    const [slot] = await em.execute<SlotRow[]>(
      `select t.id, to_char(d.starts_at, 'YYYY-MM-DD') as date, t.starts_at::text as starts_at, t.cancelled_at,
              a.title as activity_title, a.supplier_id
         from activity_times t
         join activity_dates d on d.id = t.activity_date_id
         join activities a on a.id = d.activity_id
        where t.id = ?
        for update of t`,
      [timeId],
    );
    if (!slot) throw new NotFoundError(DEPARTURE_MESSAGES.notFound);
    if (slot.cancelled_at) throw new ConflictError(DEPARTURE_MESSAGES.alreadyCancelled);
    if (slotStart(slot.date, slot.starts_at).getTime() <= Date.now())
      throw new BadInputError(DEPARTURE_MESSAGES.past, { timeId: DEPARTURE_MESSAGES.past });

    const cancelledAt = new Date();
    await em.execute(
      `update activity_times set cancelled_at = ?, cancel_reason = ?, cancel_note = ?, updated_at = now()
        where id = ?`,
      [cancelledAt, reason, note, timeId],
    );
    const waiting = await closeWaitlist(em, timeId);

    // Every booking still holding seats and their orders (already ours, or new: NOWAIT), then their live payments.
    const bookings = await em.find(
      Booking,
      { activityTime: timeId, status: { $in: LIVE }, seatsReleasedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE_OR_FAIL, refresh: true, orderBy: { id: 'asc' } },
    );
    const bookingIds = bookings.map((b) => b.id);
    const orders = bookingIds.length
      ? await em.execute<OrderRow[]>(
          `select id, activity_booking_id as booking_id, status, total_usd, total_ves from orders
            where activity_booking_id in (?) order by id for update nowait`,
          [bookingIds],
        )
      : [];
    const latestOrder = new Map<number, OrderRow>();
    for (const order of orders) latestOrder.set(Number(order.booking_id), order);
    const live = [...latestOrder.values()].filter((o) => o.status !== OrderStatus.Cancelled);
    const payments = live.length
      ? await em.find(
          Payment,
          { order: { $in: live.map((o) => o.id) }, status: { $ne: PaymentStatus.Rejected } },
          { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
        )
      : [];

    if (live.length)
      await em.execute(
        `update orders set status = ${OrderStatus.Cancelled}, updated_at = now() where id in (?)`,
        [live.map((o) => o.id)],
      );
    const released = new Set(await releaseSeats(em, bookingIds, LIVE));

    const about = {
      activity: slot.activity_title,
      when: departureWhen(slot.date, slot.starts_at),
      reason: departureCancelReasonLabel(reason),
      note,
    };
    for (const to of waiting) MailService.queue(em, waitlistClosedMail(to.email, to.name, about));
    const refunds: Refund[] = [];
    const voidedPayments: { payment: Payment; bookingId: number }[] = [];
    for (const booking of bookings) {
      if (!released.has(booking.id)) continue;
      const order = latestOrder.get(booking.id);
      const payment = order ? payments.find((p) => p.order.id === order.id) : undefined;
      const amounts =
        order && payment?.status === PaymentStatus.Verified
          ? { amountUsd: order.total_usd, amountVes: order.total_ves }
          : null;
      if (amounts) {
        refunds.push(
          em.create(Refund, {
            booking: booking.id,
            order: order!.id,
            ...amounts,
            exchangeRate: booking.exchangeRate,
          }),
        );
      }
      const voided = payment?.status === PaymentStatus.Pending ? payment : null;
      if (voided) {
        voided.status = PaymentStatus.Rejected;
        voided.rejectionReason = DEPARTURE_UNVERIFIED_PAYMENT_REASON;
        voided.verifiedAt = cancelledAt;
        voidedPayments.push({ payment: voided, bookingId: booking.id });
      }
      const unverified = voided ? { reference: voided.reference, paidAmount: voided.paidAmount } : null;
      for (const to of await bookingRecipients(em, booking))
        MailService.queue(em, departureCancelledMail(to.email, to.name, booking, about, amounts, unverified));
    }
    await em.flush();
    await audit.record(em, who, {
      action: 'departure_cancelled',
      object: { type: 'departure', id: timeId },
      supplierId: Number(slot.supplier_id),
      changes: { cancelledAt: [null, cancelledAt], cancelReason: [null, reason], cancelNote: [null, note] },
    });
    for (const refund of refunds) await auditRefund(em, who, refund);
    for (const { payment, bookingId } of voidedPayments)
      await auditPaymentDecision(em, who, payment, bookingId, DEPARTURE_UNVERIFIED_PAYMENT_REASON);
    return { timeId, cancelledBookings: released.size, refundRequests: refunds.length, cancelledAt };
  }
}
