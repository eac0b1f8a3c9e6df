/** Calendar-date helpers without yup, so public pages can use them without loading the schema library. */

import { BUSINESS_UTC_OFFSET_MINUTES } from '../constants.js';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD that really exists (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The local calendar day of `date` as YYYY-MM-DD. */
export function localCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Today in Venezuela (YYYY-MM-DD): the first day of an activity's dates, the earliest day a supplier may add.
 * From the fixed offset, not an Intl.DateTimeFormat: in Chromium the first Intl formatter of a page starts ICU, 25–35 ms
 * of main thread (a long task on a phone) that public pages, which format no other date as they load, need not pay.
 */
export function todayInCaracas(now: Date = new Date()): string {
  return caracasWallClock(now).toISOString().slice(0, 10);
}

/** The instant shifted so that its UTC fields read Venezuela's wall clock. */
export function caracasWallClock(instant: Date): Date {
  return new Date(instant.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
}

/** The calendar day `n` days after a YYYY-MM-DD day. */
export function dayAfter(day: string, n: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * "Este fin de semana" from a Caracas day (YYYY-MM-DD): Saturday and Sunday ahead, or what is left of the one under
 * way (Saturday: today and tomorrow; Sunday: today).
 */
export function weekendRange(today: string): { from: string; to: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  if (weekday === 0) return { from: today, to: today };
  return { from: dayAfter(today, 6 - weekday), to: dayAfter(today, 7 - weekday) };
}
