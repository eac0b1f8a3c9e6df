import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { registerEnumType } from 'type-graphql';
import { BUSINESS_TIME_ZONE } from '../../../../schema/constants.js';
import { BadInputError } from '../../graphql/errors.js';

/**
 * Whether a time slot can still be booked: the one rule behind the booking panel (what it offers) and the booking
 * service (what it refuses). Dates and times are Caracas wall-clock.
 */

/** The last answer of caracasNow, by second: a page asks it once per slot, and formatting in a time zone is slow. */
let lastNow: { second: number; value: Readonly<{ date: string; time: string }> } | undefined;

/** Today and the wall-clock time in Caracas: `YYYY-MM-DD`, `HH:mm:ss`. */
export function caracasNow(now = new Date()): Readonly<{ date: string; time: string }> {
  const second = Math.floor(now.getTime() / 1000);
  if (lastNow?.second === second) return lastNow.value;
  const local = new TZDate(now, BUSINESS_TIME_ZONE);
  const value = Object.freeze({ date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm:ss') });
  lastNow = { second, value };
  return value;
}

/** When a slot starts: its date (YYYY-MM-DD) and time (HH:MM:SS) on Caracas wall-clock time. */
export function slotStart(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number?];
  return new Date(new TZDate(y, m - 1, d, hh, mm, ss ?? 0, BUSINESS_TIME_ZONE).getTime());
}

export enum SlotAvailability {
  AVAILABLE = 'AVAILABLE',
  /** The supplier (or an admin) cancelled the departure. */
  CANCELLED = 'CANCELLED',
  /** Its day is over. */
  DATE_PAST = 'DATE_PAST',
  /** Today, and its start time has come. */
  STARTED = 'STARTED',
  /** It starts sooner than the activity's `book_before` hours from now. */
  BOOKING_CLOSED = 'BOOKING_CLOSED',
  /** Not one seat left. */
  SOLD_OUT = 'SOLD_OUT',
}
registerEnumType(SlotAvailability, {
  name: 'SlotAvailability',
  description: 'Si un horario se puede reservar ahora y, si no, por qué.',
});

export interface SlotMoment {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS */
  startsAt: string;
  /** Set when the departure was cancelled: it never sells again. */
  cancelledAt?: Date | string | null;
}

/**
 * Why a slot can no longer be booked whatever its seats (cancelled, its day is over, it started, or `book_before`),
 * or null.
 */
export function slotClosure(
  slot: SlotMoment,
  bookBeforeHours: number,
  now = new Date(),
): Exclude<SlotAvailability, SlotAvailability.AVAILABLE | SlotAvailability.SOLD_OUT> | null {
  if (slot.cancelledAt) return SlotAvailability.CANCELLED;
  const today = caracasNow(now);
  if (slot.date < today.date) return SlotAvailability.DATE_PAST;
  if (slot.date === today.date && slot.startsAt <= today.time) return SlotAvailability.STARTED;
  if (bookBeforeHours > 0) {
    // A slot days before or after the cutoff's day is decided by its date; only one near it needs slotStart (a TZDate
    // per slot: tens of µs, for each of the ~70 slots of a detail).
    const cutoff = bookingCutoff(bookBeforeHours, now);
    if (slot.date < cutoff.dayBefore) return SlotAvailability.BOOKING_CLOSED;
    if (slot.date > cutoff.dayAfter) return null;
    const hoursAhead = (slotStart(slot.date, slot.startsAt).getTime() - now.getTime()) / 3_600_000;
    if (hoursAhead < bookBeforeHours) return SlotAvailability.BOOKING_CLOSED;
  }
  return null;
}

/**
 * The Caracas days around `now + hours` (the last moment a slot can start and still be booked): the day before and the
 * day after it, a day apart by the clock, so a change of UTC offset can never move a slot across them. By second.
 */
let cutoffs: { second: number; byHours: Map<number, { dayBefore: string; dayAfter: string }> } | undefined;
function bookingCutoff(hours: number, now: Date): { dayBefore: string; dayAfter: string } {
  const second = Math.floor(now.getTime() / 1000);
  if (cutoffs?.second !== second) cutoffs = { second, byHours: new Map() };
  let cutoff = cutoffs.byHours.get(hours);
  if (!cutoff) {
    const at = now.getTime() + hours * 3_600_000;
    const day = (ms: number) => format(new TZDate(ms, BUSINESS_TIME_ZONE), 'yyyy-MM-dd');
    cutoff = { dayBefore: day(at - 86_400_000), dayAfter: day(at + 86_400_000) };
    cutoffs.byHours.set(hours, cutoff);
  }
  return cutoff;
}

/** A closed slot's reason → the input fields its refusal names (with their messages). */
export type ClosedSlotFields = Record<NonNullable<ReturnType<typeof slotClosure>>, Record<string, string>>;

/**
 * Refuses a slot that can no longer be booked (slotClosure) with the traveller's explanation (availabilityMessage):
 * booking, rescheduling and joining a waitlist say the same. The refusal names `fields[reason]`, by default the slot
 * (`activityTimeId`) with that explanation.
 */
export function assertSlotOpen(slot: SlotMoment, bookBeforeHours: number, fields?: ClosedSlotFields): void {
  const closed = slotClosure(slot, bookBeforeHours);
  if (!closed) return;
  const message = availabilityMessage(closed, bookBeforeHours)!;
  throw new BadInputError(message, fields?.[closed] ?? { activityTimeId: message });
}

/** Whether `seats` more people fit in a slot with `currentAvailable` free seats. */
export function hasRoom(currentAvailable: number, seats: number): boolean {
  return currentAvailable >= seats;
}

/** Bookable for at least one person now, or the first reason it is not. */
export function slotAvailability(
  slot: SlotMoment & { currentAvailable: number },
  bookBeforeHours: number,
  now = new Date(),
): SlotAvailability {
  return (
    slotClosure(slot, bookBeforeHours, now) ??
    (hasRoom(slot.currentAvailable, 1) ? SlotAvailability.AVAILABLE : SlotAvailability.SOLD_OUT)
  );
}

export const SOLD_OUT_MESSAGE = 'No quedan cupos suficientes para este horario.';
export const SLOT_CANCELLED_MESSAGE = 'El aliado canceló esta salida: elija otra fecha u horario.';

/** The traveller's explanation of each reason (the booking refusal says the same). */
export function availabilityMessage(reason: SlotAvailability, bookBeforeHours: number): string | null {
  switch (reason) {
    case SlotAvailability.AVAILABLE:
      return null;
    case SlotAvailability.CANCELLED:
      return SLOT_CANCELLED_MESSAGE;
    case SlotAvailability.DATE_PAST:
      return 'La fecha elegida ya pasó.';
    case SlotAvailability.STARTED:
      return 'El horario elegido ya comenzó.';
    case SlotAvailability.BOOKING_CLOSED:
      return `Esta actividad se reserva con al menos ${bookBeforeHours} horas de anticipación.`;
    case SlotAvailability.SOLD_OUT:
      return SOLD_OUT_MESSAGE;
  }
}
