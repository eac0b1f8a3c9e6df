import { attendeeConfirmed, foreignAttendee } from './attendee-consent.service.js';
import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MANDATORY_LINE_MESSAGE, NO_QUANTITY_MESSAGE } from '../../../../schema/validation/booking.js';
import type { Context } from '../../graphql/context.js';
import { AppError, BadInputError, ConflictError, ErrorCode, NotFoundError } from '../../graphql/errors.js';
import { entityOrder } from '../../graphql/pagination.js';
import { User } from '../account/user.entity.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity, ActivityStatus } from '../catalog/activity.entity.js';
import {
  assertSlotOpen,
  type ClosedSlotFields,
  hasRoom,
  SLOT_CANCELLED_MESSAGE,
  SlotAvailability,
  SOLD_OUT_MESSAGE,
} from '../catalog/slot-availability.js';
import { Supplier, SupplierStatus } from '../supplier/supplier.entity.js';
import { assertCanHold, consumeBookingCreation } from './booking-limits.js';
import { BookingDetail } from './booking-detail.entity.js';
import { hasGuestAccess } from './booking-owner.js';
import { Booking, BookingStatus } from './booking.entity.js';
import { CART_SORT, type CreateBookingInput } from './booking.inputs.js';
import { holdExpiry } from './booking-rules.js';
import { seatsFreed } from './waitlist-offers.js';
import { Currency, findLatestExchangeRate } from './exchange-rate.entity.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

function cartTotalUsd(alias: string): string {
  return `(select coalesce(sum(d.unit_price * d.quantity), 0) from booking_details d where d.booking_id = ${alias}.id)`;
}

export { SOLD_OUT_MESSAGE };

/** The input field each closed-slot refusal points at. */
const CLOSED_FIELD: ClosedSlotFields = {
  [SlotAvailability.CANCELLED]: { activityTimeId: SLOT_CANCELLED_MESSAGE },
  [SlotAvailability.DATE_PAST]: { activityDateId: 'La fecha elegida ya pasó.' },
  [SlotAvailability.STARTED]: { activityTimeId: 'El horario ya comenzó.' },
  [SlotAvailability.BOOKING_CLOSED]: { activityTimeId: 'El horario está fuera del plazo de reserva.' },
};

/** A GraphQL ID as a positive integer, or undefined. */
export function toId(value: string | number | null | undefined): number | undefined {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/**
 * The caller's own booking `id`, read fresh and row-locked for the rest of `em`'s transaction; 404 when it is not
 * theirs (or not a booking id at all).
 */
export async function lockOwnBooking(em: EntityManager, ctx: Context, id: string): Promise<Booking> {
  const bookingId = toId(id);
  const booking = bookingId
    ? await em.findOne(
        Booking,
        { id: bookingId, user: ctx.user!.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      )
    : null;
  if (!booking) throw new NotFoundError('La reserva no existe.');
  return booking;
}

/**
 * Gives a booking's seats back to its slot exactly once: one guarded statement flips `seats_released_at` (and the
 * status to 5) only while it is still null and the status is one of `from`, then the slot gets the seats back in the
 * same statement. Returns false when someone else already released it. Must run inside the caller's transaction.
 */
export async function releaseBookingSeats(
  em: EntityManager,
  bookingId: number,
  from: BookingStatus[],
): Promise<boolean> {
  return (await releaseSeats(em, [bookingId], from)).length > 0;
}

/** `releaseBookingSeats` for several bookings in one statement; returns the ids this call released. */
export async function releaseSeats(
  em: EntityManager,
  bookingIds: number[],
  from: BookingStatus[],
): Promise<number[]> {
  if (bookingIds.length === 0) return [];
  const rows = await em.execute<{ id: number; activity_time_id: number }[]>(
    `with claimed as (
       update bookings set status = ${BookingStatus.Cancelled}, seats_released_at = now(), updated_at = now()
       where id in (?) and seats_released_at is null and status in (${from.map(() => '?').join(', ')})
       returning id, activity_time_id, seats_held
     ), seats as (
       select activity_time_id, sum(seats_held)::int as n from claimed group by activity_time_id
     ), released as (
       update activity_times t set current_available = t.current_available + s.n, updated_at = now()
       from seats s where t.id = s.activity_time_id
       returning t.id
     )
     select id, activity_time_id from claimed order by id`,
    [bookingIds, ...from],
  );
  await seatsFreed(
    em,
    rows.map((r) => Number(r.activity_time_id)),
  );
  return rows.map((r) => Number(r.id));
}

/** Why the guarded seat update took nothing: the departure was cancelled meanwhile, or it is sold out. */
async function refuseTaking(em: EntityManager, timeId: number): Promise<never> {
  const [row] = await em.execute<{ cancelled: boolean }[]>(
    'select cancelled_at is not null as cancelled from activity_times where id = ?',
    [timeId],
  );
  if (row?.cancelled)
    throw new BadInputError(SLOT_CANCELLED_MESSAGE, { activityTimeId: SLOT_CANCELLED_MESSAGE });
  throw new AppError(SOLD_OUT_MESSAGE, ErrorCode.SoldOut);
}

/** Bookings: the cart hold, reading with access rules, removal. */
export class BookingService {
  async create(ctx: Context, input: CreateBookingInput): Promise<Booking> {
    const activityId = toId(input.activityId);
    const dateId = toId(input.activityDateId);
    const timeId = toId(input.activityTimeId);
    if (!activityId) throw new NotFoundError('La actividad no existe.');
    if (!dateId)
      throw new BadInputError('La fecha no pertenece a la actividad.', { activityDateId: 'Fecha inválida.' });
    if (!timeId)
      throw new BadInputError('El horario no pertenece a la fecha elegida.', {
        activityTimeId: 'Horario inválido.',
      });
    const userId = ctx.user!.id;
    await consumeBookingCreation(ctx);

    const bookingId = await ctx.em.transactional(async (em) => {
      const activity = await em.findOne(Activity, { id: activityId, deletedAt: null });
      if (!activity) throw new NotFoundError('La actividad no existe.');
      const supplier = await em.findOneOrFail(Supplier, activity.supplier.id);
      if (activity.status !== ActivityStatus.Active || supplier.status !== SupplierStatus.Active)
        throw new BadInputError('La actividad no está disponible para reservas.', {
          activityId: 'La actividad no está activa.',
        });
      const date = await em.findOne(ActivityDate, { id: dateId, activity: activityId });
      if (!date)
        throw new BadInputError('La fecha no pertenece a la actividad.', {
          activityDateId: 'La fecha no pertenece a la actividad.',
        });
      const time = await em.findOne(ActivityTime, { id: timeId, activityDate: dateId });
      if (!time)
        throw new BadInputError('El horario no pertenece a la fecha elegida.', {
          activityTimeId: 'El horario no pertenece a la fecha elegida.',
        });
      assertSlotOpen(
        { date: date.startsAt, startsAt: time.startsAt, cancelledAt: time.cancelledAt },
        activity.bookBefore,
        CLOSED_FIELD,
      );

      const prices = new Map(
        (await em.find(ActivityPrice, { activity: activityId })).map((price) => [price.id, price]),
      );
      const lines: { price: ActivityPrice; quantity: number }[] = [];
      const seen = new Set<number>();
      input.details.forEach((detail, index) => {
        const price = prices.get(toId(detail.activityPriceId) ?? 0);
        if (!price)
          throw new BadInputError('La tarifa no pertenece a la actividad.', {
            [`details.${index}.activityPriceId`]: 'La tarifa no pertenece a la actividad.',
          });
        if (seen.has(price.id))
          throw new BadInputError('La tarifa está repetida.', {
            [`details.${index}.activityPriceId`]: 'La tarifa está repetida.',
          });
        if (!Number.isInteger(detail.quantity) || detail.quantity < 0)
          throw new BadInputError('La cantidad debe ser un número entero.', {
            [`details.${index}.quantity`]: 'La cantidad debe ser un número entero.',
          });
        seen.add(price.id);
        lines.push({ price, quantity: detail.quantity });
      });
      if (!lines.some((line) => line.quantity > 0))
        throw new BadInputError(NO_QUANTITY_MESSAGE, { details: NO_QUANTITY_MESSAGE });
      for (const price of prices.values()) {
        if (price.mandatory && !lines.some((line) => line.price.id === price.id && line.quantity > 0))
          throw new BadInputError(MANDATORY_LINE_MESSAGE, {
            details: `${MANDATORY_LINE_MESSAGE} (${price.title})`,
          });
      }
      const seats = lines.reduce((sum, line) => sum + line.price.participants * line.quantity, 0);
      if (seats < 1) throw new BadInputError(NO_QUANTITY_MESSAGE, { details: NO_QUANTITY_MESSAGE });

      const rate = await findLatestExchangeRate(em, Currency.USD);
      if (!rate)
        throw new ConflictError(
          'No hay una tasa de cambio registrada; no se pueden tomar reservas por ahora.',
        );

      await assertCanHold(em, ctx, { timeId, maxParticipants: activity.maxParticipants }, seats);

      // Cheap early answer once the slot is visibly short (the guarded update below stays the authority).
      if (!hasRoom(time.currentAvailable, seats)) throw new AppError(SOLD_OUT_MESSAGE, ErrorCode.SoldOut);

      const booking = em.create(Booking, {
        user: em.getReference(User, userId, { wrapped: true }),
        activity: activity,
        activityDate: date,
        activityTime: time,
        status: BookingStatus.Cart,
        exchangeRate: rate.rate,
        holdExpiresAt: holdExpiry(new Date(), ctx.config.jobs.holdSeconds),
        seatsHeld: seats,
        partnerKeyId: ctx.partnerKey?.id, // a partner's booking, owned by the key's technical account
      });
      for (const line of lines) {
        if (line.quantity === 0) continue;
        em.create(BookingDetail, {
          booking,
          activityPrice: line.price,
          quantity: line.quantity,
          unitPrice: line.price.price,
          participants: line.price.participants,
        });
      }
      await em.flush();

      // The only way seats leave a slot: one guarded statement, so current_available never goes below 0 and a
      // cancelled departure never sells (a cancellation that committed while this waited for the row is seen). It
      // runs last, so the slot's row lock is held only until the commit; a refusal rolls the booking back.
      const taken = await em.execute<{ current_available: number }[]>(
        `update activity_times set current_available = current_available - ?, updated_at = now()
         where id = ? and current_available >= ? and cancelled_at is null returning current_available`,
        [seats, timeId, seats],
      );
      if (taken.length === 0) await refuseTaking(em, timeId);
      return booking.id;
    });
    // The slot's row changed behind the ORM's back (raw guarded update): forget the stale copies.
    ctx.em.clear();
    return ctx.em.findOneOrFail(Booking, bookingId, { refresh: true });
  }

  /** The customer's cart: own status-1 bookings, newest first unless `orderBy`. */
  cart(ctx: Context, orderBy?: string | null): Promise<Booking[]> {
    const [first, ...rest] = entityOrder(orderBy, CART_SORT, { id: 'desc' });
    // The USD total is not a column: Σ unit price × quantity of the booking's lines, as `totalUsd` adds them.
    const order =
      first && 'totalUsd' in first ? [{ [raw(cartTotalUsd)]: first.totalUsd }, ...rest] : [first, ...rest];
    return ctx.em.find(
      Booking,
      { user: ctx.user!.id, status: BookingStatus.Cart },
      { orderBy: order as never },
    );
  }

  /** Owner, the activity's supplier or an admin; anyone else gets NOT_FOUND. */
  async findReadable(ctx: Context, id: string | number): Promise<Booking> {
    const bookingId = toId(id);
    const notFound = new NotFoundError('La reserva no existe.');
    if (!bookingId || !ctx.user) throw notFound;
    const booking = await ctx.em.findOne(Booking, bookingId, { populate: ['activity'] });
    if (!booking) throw notFound;
    if (await canSee(ctx, booking)) return booking;
    throw notFound;
  }

  /** Deletes an own cart booking and gives its seats back. */
  async remove(ctx: Context, id: string): Promise<boolean> {
    await ctx.em.transactional(async (em) => {
      const booking = await lockOwnBooking(em, ctx, id);
      if (booking.status !== BookingStatus.Cart)
        throw new ConflictError('Solo se pueden eliminar reservas que están en el carrito.');
      await releaseBookingSeats(em, booking.id, [BookingStatus.Cart]);
      await em.execute('delete from bookings where id = ?', [booking.id]);
    });
    ctx.em.clear();
    return true;
  }
}

/** Who hears about a booking's money: the account that booked it, and the attendee once they confirmed (§10). */
export async function bookingRecipients(
  em: EntityManager,
  booking: Booking,
): Promise<{ email: string; name: string }[]> {
  // Only the account owner, by the account's own name: the attendee's name and address are free text typed on the
  // order, and mailing them made the mailer a relay for anyone's text to anyone's inbox.
  const user = await em.findOneOrFail(User, booking.user.id);
  const recipients = [{ email: user.email, name: user.name }];
  const attendee = foreignAttendee(user.email, booking.attendeeEmail);
  if (attendee && (await attendeeConfirmed(em, user.id, attendee)))
    recipients.push({ email: attendee, name: booking.attendeeName ?? attendee });
  return recipients;
}

/** Whether the session may read this booking: its owner, the supplier of its activity, or an admin. */
export async function canSee(ctx: Context, booking: Booking): Promise<boolean> {
  const user = ctx.user;
  if (hasGuestAccess(ctx, booking.id)) return true;
  if (!user) return false;
  if (ctx.scopes.includes('admin')) return true;
  if (booking.user.id === user.id) return true;
  if (ctx.scopes.includes('supplier')) {
    const activity = await booking.activity.load({ dataloader: true });
    const supplier = await sessionSupplier(ctx);
    return !!activity && !!supplier && activity.supplier.id === supplier.id;
  }
  return false;
}
