import { caracasWallClock } from '../../../schema/validation/calendar-date.js';

/**
 * Dates in words as `Intl.DateTimeFormat` writes them ("sábado, 28 de noviembre de 2026", "noviembre de 2026",
 * "November 2026"), without one: in Chromium the first Intl formatter of a page starts ICU, 25–35 ms of main thread
 * (a long task on a phone, and the activity page's booking panel and reviews would pay it as they hydrate).
 * calendar-words.test.ts holds them to Intl's output.
 */

const MONTHS = {
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
};
const WEEKDAYS = 'domingo lunes martes miércoles jueves viernes sábado'.split(' ');

/** "sábado, 28 de noviembre de 2026" for a YYYY-MM-DD day (a calendar day: no time zone shift). */
export function longDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${d} de ${MONTHS.es[m - 1]} de ${y}`;
}

/** An instant's month and year in Venezuela: "noviembre de 2026", or "November 2026" in English. */
export function monthYear(instant: string, language: string): string {
  const wallClock = caracasWallClock(new Date(instant));
  const year = wallClock.getUTCFullYear();
  if (language === 'en') return `${MONTHS.en[wallClock.getUTCMonth()]} ${year}`;
  return `${MONTHS.es[wallClock.getUTCMonth()]} de ${year}`;
}
