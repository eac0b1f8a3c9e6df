import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { AppError, BadInputError, ConflictError, ErrorCode, NotFoundError } from '../../graphql/errors.js';
import type { Config } from '../../config.js';
import { audit, type AuditSource } from '../audit/audit.js';
import { Activity } from '../catalog/activity.entity.js';
import { MailService } from '../mail/mail.service.js';
import {
  assertSlotOpen,
  hasRoom,
  SLOT_CANCELLED_MESSAGE,
  slotClosure,
  SOLD_OUT_MESSAGE,
} from '../catalog/slot-availability.js';
import { assertCanMoveTo } from './booking-limits.js';
import { Booking, BookingStatus } from './booking.entity.js';
import { BookingReschedule, RescheduleStatus } from './booking-reschedule.entity.js';
import { BookingService, bookingRecipients, toId } from './booking.service.js';
import type { RescheduleSlot } from './reschedule.types.js';
import { bookingCancelDeadline } from './cancellation.service.js';
import { caracasText } from './order.service.js';
import { rescheduledMail, supplierRescheduledMail } from './reschedule-mail.js';
import { seatsFreed } from './waitlist-offers.js';

export const RESCHEDULE_MESSAGES = {
  notFound: 'La reserva no existe.',
  cancelled: 'La reserva está cancelada: ya no se puede cambiar de fecha.',
  inCart: 'Las reservas del carrito se cambian desde el carrito: elimínala y reserva otra fecha.',
  checkedIn: 'Tu llegada a la actividad ya fue registrada: la reserva ya no se puede cambiar de fecha.',
  pastDeadline: (deadline: string) =>
    `El plazo para cambiar la fecha de esta reserva venció el ${deadline} (hora de Venezuela).`,
  sameSlot: 'La reserva ya es en ese horario: elige otra fecha u horario.',
  otherActivity: 'El horario elegido no es de la actividad de la reserva.',
  required: 'El horario es requerido.',
  full: 'El horario elegido no tiene cupos suficientes para los participantes de la reserva.',
} as const;

/** Booking statuses that may change date: ordered (unpaid, in its payment window), payment registered, paid. */
export const RESCHEDULABLE = [BookingStatus.Ordered, BookingStatus.PaymentRegistered, BookingStatus.Paid];

export interface SlotRow {
  id: number;
  activity_id: number;
  date_id: number;
  date: string;
  starts_at: string;
  current_available: number;
  cancelled_at: Date | null;
}

/** "28/11/2026 08:00" */
export function slotText(slot: { date: string; starts_at: string }): string {
  const [y, m, d] = slot.date.split('-');
  return `${d}/${m}/${y} ${slot.starts_at.slice(0, 5)}`;
}

export async function slotRow(em: EntityManager, timeId: number, lock = false): Promise<SlotRow | undefined> {
  const [row] = await em.execute<SlotRow[]>(
    `select t.id, d.activity_id, d.id as date_id, to_char(d.starts_at, 'YYYY-MM-DD') as date,
            t.starts_at::text as starts_at, t.current_available, t.cancelled_at
       from activity_times t join activity_dates d on d.id = t.activity_date_id
      where t.id = ?${lock ? ' for update of t' : ''}`,
    [timeId],
  );
  return row && { ...row, activity_id: Number(row.activity_id), date_id: Number(row.date_id) };
}

/** Refuses a booking that cannot change date now (any door, customer or supplier proposal). */
export async function assertReschedulable(
  em: EntityManager,
  booking: Booking,
  now = new Date(),
): Promise<Date> {
  if (booking.status === BookingStatus.Cancelled) throw new ConflictError(RESCHEDULE_MESSAGES.cancelled);
  if (!RESCHEDULABLE.includes(booking.status)) throw new ConflictError(RESCHEDULE_MESSAGES.inCart);
  if (booking.checkedInAt) throw new ConflictError(RESCHEDULE_MESSAGES.checkedIn);
  const deadline = await bookingCancelDeadline(em, booking);
  if (now.getTime() >= deadline.getTime())
    throw new ConflictError(RESCHEDULE_MESSAGES.pastDeadline(caracasText(deadline)));
  return deadline;
}

/** The target slot, checked: same activity, another slot, bookable now, with room (at this moment) for the booking. */
export async function assertTarget(
  em: EntityManager,
  booking: Booking,
  rawTimeId: string | number,
): Promise<SlotRow> {
  const timeId = toId(rawTimeId);
  if (String(rawTimeId ?? '').trim() === '')
    throw new BadInputError(RESCHEDULE_MESSAGES.required, { activityTimeId: RESCHEDULE_MESSAGES.required });
  const target = timeId ? await slotRow(em, timeId) : undefined;
  if (!target || target.activity_id !== booking.activity.id)
    throw new BadInputError(RESCHEDULE_MESSAGES.otherActivity, {
      activityTimeId: RESCHEDULE_MESSAGES.otherActivity,
    });
  if (target.id === booking.activityTime.id)
    throw new BadInputError(RESCHEDULE_MESSAGES.sameSlot, { activityTimeId: RESCHEDULE_MESSAGES.sameSlot });
  const activity = await em.findOneOrFail(Activity, booking.activity.id);
  assertSlotOpen(
    { date: target.date, startsAt: target.starts_at, cancelledAt: target.cancelled_at },
    activity.bookBefore,
  );
  if (!hasRoom(target.current_available, booking.seatsHeld))
    throw new AppError(RESCHEDULE_MESSAGES.full, ErrorCode.SoldOut);
  return target;
}

export interface RescheduleRequest {
  bookingId: number;
  toTimeId: string | number;
  /** Only this account's booking (a customer's own): anyone else's answers NOT_FOUND. */
  ownerId?: number;
  /** The supplier's proposal being accepted: its row becomes `accepted` instead of a new `done` row. */
  proposalId?: number;
}

/** Who moves it (a request's context fits as it is; the demo seed passes its own), and the mail's configuration. */
export type RescheduleActor = Exclude<AuditSource, 'system'> & { config: Config };

export interface Rescheduled {
  booking: Booking;
  fromTimeId: number;
  toTimeId: number;
  /** Seats given back to the old slot (for the waitlist). */
  seats: number;
}

/**
 * Moves a booking to another slot of its activity inside `em`'s transaction. Locks in the order every other writer
 * takes them (order → booking → slots, the two slots by id so two opposite moves never deadlock); the booking row
 * moves with a guarded UPDATE (still on its old slot, seats still held) and the seats with guarded UPDATEs: the new
 * slot loses them only while it has room and is not cancelled, the old one gets them back exactly once. The payment,
 * the order, the voucher code and the frozen rate are untouched (same price lines, same amounts); the voucher and
 * its calendar event are mailed again, the supplier is told, and an audit entry `booking_rescheduled` is written.
 */
export async function rescheduleBooking(
  em: EntityManager,
  ctx: RescheduleActor,
  request: RescheduleRequest,
): Promise<Rescheduled> {
  const { bookingId } = request;
  await em.execute('select id from orders where activity_booking_id = ? order by id for update', [bookingId]);
  const booking = await em.findOne(
    Booking,
    { id: bookingId, ...(request.ownerId ? { user: request.ownerId } : {}) },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!booking) throw new NotFoundError(RESCHEDULE_MESSAGES.notFound);
  await assertReschedulable(em, booking);
  const target = await assertTarget(em, booking, request.toTimeId);
  const fromTimeId = booking.activityTime.id;
  const from = (await slotRow(em, fromTimeId))!;
  const seats = booking.seatsHeld;
  // The customer's own move counts like a new booking on the slot; a slot the supplier proposed is its choice.
  if (!request.proposalId) {
    const { maxParticipants } = await em.findOneOrFail(Activity, booking.activity.id);
    await assertCanMoveTo(em, ctx, booking.user.id, { timeId: target.id, maxParticipants }, seats);
  }

  await em.execute('select id from activity_times where id in (?, ?) order by id for update', [
    Math.min(fromTimeId, target.id),
    Math.max(fromTimeId, target.id),
  ]);
  const taken = await em.execute<{ id: number }[]>(
    `update activity_times set current_available = current_available - ?, updated_at = now()
      where id = ? and current_available >= ? and cancelled_at is null returning id`,
    [seats, target.id, seats],
  );
  if (taken.length === 0) {
    const now = await slotRow(em, target.id);
    if (now?.cancelled_at)
      throw new BadInputError(SLOT_CANCELLED_MESSAGE, { activityTimeId: SLOT_CANCELLED_MESSAGE });
    throw new AppError(SOLD_OUT_MESSAGE, ErrorCode.SoldOut);
  }
  const moved = await em.execute<{ id: number }[]>(
    `update bookings set activity_time_id = ?, activity_date_id = ?, reminder_sent_at = null, updated_at = now()
      where id = ? and activity_time_id = ? and seats_released_at is null and status in (?) returning id`,
    [target.id, target.date_id, booking.id, fromTimeId, RESCHEDULABLE],
  );
  if (moved.length === 0) throw new ConflictError(RESCHEDULE_MESSAGES.cancelled);
  await em.execute(
    'update activity_times set current_available = current_available + ?, updated_at = now() where id = ?',
    [seats, fromTimeId],
  );
  // The old slot's returned seats go to its waitlist in this transaction, before anyone else can book them.
  await seatsFreed(em, [fromTimeId]);

  const decidedAt = new Date();
  // Whatever was still open for this booking (another proposal) no longer applies to its new date.
  await em.execute(
    `update booking_reschedules set status = ?, decided_at = ?, updated_at = now()
      where booking_id = ? and status = ? and id <> ?`,
    [RescheduleStatus.Expired, decidedAt, booking.id, RescheduleStatus.Proposed, request.proposalId ?? 0],
  );
  if (request.proposalId)
    await em.execute(
      'update booking_reschedules set status = ?, decided_at = ?, updated_at = now() where id = ?',
      [RescheduleStatus.Accepted, decidedAt, request.proposalId],
    );
  else
    em.create(BookingReschedule, {
      booking: booking.id,
      fromTime: fromTimeId,
      toTime: target.id,
      status: RescheduleStatus.Done,
      actor: ctx.user?.id ?? null,
      decidedAt,
    });
  await em.flush();

  const activity = await em.findOneOrFail(Activity, booking.activity.id);
  await audit.record(em, ctx, {
    action: 'booking_rescheduled',
    object: { type: 'booking', id: booking.id },
    supplierId: activity.supplier.id,
    changes: {
      activityTimeId: [fromTimeId, target.id],
      startsAt: [slotText(from), slotText(target)],
      ...(request.proposalId ? { proposalId: [null, request.proposalId] } : {}),
    },
  });

  em.clear();
  const fresh = await em.findOneOrFail(Booking, booking.id, { refresh: true });
  const recipients = await bookingRecipients(em, fresh);
  for (const to of recipients)
    MailService.queue(em, await rescheduledMail(em, ctx.config, fresh, to, slotText(from)));
  const supplierMail = await supplierRescheduledMail(em, fresh, {
    customer: recipients[0]!.name,
    from: slotText(from),
    to: slotText(target),
    proposal: !!request.proposalId,
  });
  if (supplierMail) MailService.queue(em, supplierMail);
  await em.flush();
  return { booking: fresh, fromTimeId, toTimeId: target.id, seats };
}

/** The customer's own change of date, in one transaction. */
export class RescheduleService {
  async reschedule(ctx: Context, id: string, toTimeId: string): Promise<Booking> {
    const bookingId = toId(id);
    if (!bookingId) throw new NotFoundError(RESCHEDULE_MESSAGES.notFound);
    const done = await ctx.em
      .fork()
      .transactional((em) => rescheduleBooking(em, ctx, { bookingId, toTimeId, ownerId: ctx.user!.id }));
    ctx.em.clear();
    return ctx.em.findOneOrFail(Booking, done.booking.id, { refresh: true });
  }

  /** Where the booking may move now (empty when it may not change date). */
  async slots(ctx: Context, id: string): Promise<RescheduleSlot[]> {
    const booking = await bookings.findReadable(ctx, id);
    try {
      await assertReschedulable(ctx.em, booking);
    } catch {
      return [];
    }
    const activity = await ctx.em.findOneOrFail(Activity, booking.activity.id);
    const rows = await ctx.em.execute<
      { id: number; date: string; starts_at: string; ends_at: string; current_available: number }[]
    >(
      `select t.id, to_char(d.starts_at, 'YYYY-MM-DD') as date, t.starts_at::text as starts_at,
              t.ends_at::text as ends_at, t.current_available
         from activity_times t join activity_dates d on d.id = t.activity_date_id
        where d.activity_id = ? and t.id <> ? and t.cancelled_at is null and t.current_available >= ?
          and d.starts_at >= (now() at time zone 'America/Caracas')::date
        order by d.starts_at, t.starts_at, t.id limit 200`,
      [activity.id, booking.activityTime.id, booking.seatsHeld],
    );
    return rows
      .filter((r) => !slotClosure({ date: r.date, startsAt: r.starts_at }, activity.bookBefore))
      .map((r) => ({
        id: String(r.id),
        date: r.date,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
        available: r.current_available,
      }));
  }
}

const bookings = new BookingService();
