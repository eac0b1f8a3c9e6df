import { longDay } from '../../../platform/calendar-words';
import type { SlotAvailability } from '../../../graphql/generated/graphql';

/**
 * What the booking panel offers, from the server's verdict on each slot (`availability`): the panel never decides
 * bookability itself. Open slots are offered, full ones are shown as "Agotado", closed ones (over, started, inside
 * `bookBefore`) are left out.
 */

export interface PanelTime {
  id: string;
  startsAt: string;
  availability: SlotAvailability;
  unavailableReason?: string | null;
}

export interface PanelDate<T extends PanelTime = PanelTime> {
  id: string;
  startsAt: string;
  times: readonly T[];
}

const isOpen = (t: PanelTime) => t.availability === 'AVAILABLE';
const isShown = (t: PanelTime) => isOpen(t) || t.availability === 'SOLD_OUT';

/** The dates the panel lists, each with only the slots it shows (open or sold out). */
export function offeredDates<T extends PanelTime>(dates: readonly PanelDate<T>[]): PanelDate<T>[] {
  return dates.map((d) => ({ ...d, times: d.times.filter(isShown) })).filter((d) => d.times.length > 0);
}

/** Whether a listed date still has a slot that can be booked. */
export function hasOpenSlot(date: PanelDate): boolean {
  return date.times.some(isOpen);
}

/** The first slot that can be booked on a date (what the panel preselects). */
export function firstOpenTime<T extends PanelTime>(date: PanelDate<T> | undefined): T | undefined {
  return date?.times.find(isOpen);
}

/**
 * Why a day the traveller asked for is not offered, or null when it is (then the panel selects it). `today` is the
 * Caracas calendar day.
 */
export function missingDayReason(dates: readonly PanelDate[], day: string, today: string): string | null {
  const when = longDay(day);
  if (day < today) return `El ${when} ya pasó.`;
  const date = dates.find((d) => d.startsAt.slice(0, 10) === day);
  if (!date || date.times.length === 0) return `No hay salidas programadas el ${when}.`;
  if (date.times.some(isOpen)) return null;
  if (date.times.some((t) => t.availability === 'SOLD_OUT')) return `Agotado: no quedan cupos el ${when}.`;
  const reason = date.times.find((t) => t.unavailableReason)?.unavailableReason;
  return `El ${when} ya no admite reservas.${reason ? ` ${reason}` : ''}`;
}
