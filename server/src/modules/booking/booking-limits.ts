import { RateLimiterRes } from 'rate-limiter-flexible';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, TooManyRequestsError } from '../../graphql/errors.js';
import { sharedLimiter } from '../account/login-throttle.js';
import { BookingStatus } from './booking.entity.js';

/**
 * What one customer account may hold (settings in `config.bookingLimits`): the noon hold stays, but
 * one account cannot sit on a whole slot, fill a cart without end, or stretch holds with fake payments. Partner
 * keys are exempt: their technical account books for many travellers and has its own /api/v1 rate limit.
 */

const HOUR_SECONDS = 60 * 60;
const limited = (ctx: Context) => Boolean(ctx.user) && !ctx.partnerKey;

/** Counts one booking attempt of the signed-in account; TOO_MANY_REQUESTS past the hourly budget. */
export async function consumeBookingCreation(ctx: Context): Promise<void> {
  const perHour = ctx.config.bookingLimits.createdPerHour;
  if (!perHour || !limited(ctx)) return;
  try {
    const limiter = await sharedLimiter({
      keyPrefix: 'booking_create',
      points: perHour,
      duration: HOUR_SECONDS,
    });
    await limiter.consume(`user_${ctx.user!.id}`);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
    throw new TooManyRequestsError(
      `Creaste demasiadas reservas en la última hora (máximo ${perHour}). Inténtalo de nuevo en ${minutes} ` +
        `${minutes === 1 ? 'minuto' : 'minutos'}.`,
      Math.ceil(error.msBeforeNext / 1000),
    );
  }
}

/**
 * Serialises one account's holds: its user row is locked for the rest of the transaction, so two concurrent
 * requests cannot both pass a count below the cap.
 */
async function lockAccount(em: EntityManager, userId: number): Promise<void> {
  await em.execute('select id from users where id = ? for update', [userId]);
}

const LIVE = [BookingStatus.Cart, BookingStatus.Ordered, BookingStatus.PaymentRegistered];

/** Inside the booking transaction, before seats are taken: the cart and per-slot caps. */
export async function assertCanHold(
  em: EntityManager,
  ctx: Context,
  slot: { timeId: number; maxParticipants: number },
  seats: number,
): Promise<void> {
  const { openCartBookings, seatsPerSlot } = ctx.config.bookingLimits;
  if (!limited(ctx) || (!openCartBookings && !seatsPerSlot)) return;
  const userId = ctx.user!.id;
  await lockAccount(em, userId);
  if (openCartBookings) {
    const [row] = await em.execute<{ n: string }[]>(
      'select count(*) as n from bookings where user_id = ? and status = ?',
      [userId, BookingStatus.Cart],
    );
    if (Number(row!.n) >= openCartBookings)
      throw new ConflictError(
        `Ya tienes ${openCartBookings} reservas en el carrito, el máximo permitido. Completa o elimina alguna antes de agregar otra.`,
      );
  }
  if (seatsPerSlot) await assertSlotCap(em, seatsPerSlot, userId, slot, seats);
}

/** The per-slot cap: the account's live seats on the slot plus `seats` may not pass the setting or the activity max. */
async function assertSlotCap(
  em: EntityManager,
  seatsPerSlot: number,
  userId: number,
  slot: { timeId: number; maxParticipants: number },
  seats: number,
): Promise<void> {
  const cap = Math.min(seatsPerSlot, Math.max(1, slot.maxParticipants));
  const [row] = await em.execute<{ n: string | null }[]>(
    `select coalesce(sum(seats_held), 0) as n from bookings
     where user_id = ? and activity_time_id = ? and status in (?, ?, ?) and seats_released_at is null`,
    [userId, slot.timeId, ...LIVE],
  );
  const held = Number(row!.n);
  if (held + seats > cap)
    throw new ConflictError(
      `Puedes reservar como máximo ${cap} ${cap === 1 ? 'cupo' : 'cupos'} por horario; ya tienes ${held}.`,
    );
}

/**
 * Inside the reschedule transaction, before seats move: the booking's seats count on the new slot as a new booking's
 * would, for the account that holds it (a customer cannot gather a slot by moving bookings onto it).
 */
export async function assertCanMoveTo(
  em: EntityManager,
  ctx: { config: Config; partnerKey?: unknown },
  ownerId: number,
  slot: { timeId: number; maxParticipants: number },
  seats: number,
): Promise<void> {
  const { seatsPerSlot } = ctx.config.bookingLimits;
  if (!seatsPerSlot || ctx.partnerKey) return;
  await lockAccount(em, ownerId);
  await assertSlotCap(em, seatsPerSlot, ownerId, slot, seats);
}

/** Inside the payment transaction: the cap on payments awaiting verification for the order's owner. */
export async function assertCanRegisterPayment(
  em: EntityManager,
  ctx: Context,
  ownerId: number | undefined,
): Promise<void> {
  const cap = ctx.config.bookingLimits.pendingPayments;
  if (!cap || ctx.partnerKey || !ownerId) return;
  await lockAccount(em, ownerId);
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from payments p join orders o on o.id = p.order_id
     join bookings b on b.id = o.activity_booking_id where b.user_id = ? and p.status = 'pending'`,
    [ownerId],
  );
  if (Number(row!.n) >= cap)
    throw new ConflictError(
      `Ya tienes ${cap} pagos por verificar, el máximo permitido. Espera a que el aliado los verifique.`,
    );
}
