import { dayAfter } from '../../../../../schema/validation/calendar-date';
import { addMonths, monthGrid, monthOf } from '../activity/calendar';

/** The departures calendar's views: a Monday-first 6×7 month, or one week (a list of days on a phone). */
export type CalendarView = 'month' | 'week';

const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The seven days (YYYY-MM-DD) of the Monday-first week holding `date`. */
export function weekDays(date: string): string[] {
  const monday = dayAfter(date, -weekday(date));
  return Array.from({ length: 7 }, (_, i) => dayAfter(monday, i));
}

/** The days a view shows around `date`: the month's 42 cells, or its week. */
export function daysOf(view: CalendarView, date: string): string[] {
  return view === 'month' ? monthGrid(monthOf(date)).map((cell) => cell.date) : weekDays(date);
}

/** The same view one step before (-1) or after (+1). */
export function shift(view: CalendarView, date: string, delta: -1 | 1): string {
  return view === 'month' ? `${addMonths(monthOf(date), delta)}-01` : dayAfter(date, 7 * delta);
}

const LONG_DAY = new Intl.DateTimeFormat('es-VE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat('es-VE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "sábado, 28 de noviembre". */
export const longDay = (date: string) => LONG_DAY.format(new Date(`${date}T00:00:00Z`));

/** The heading of a view: "noviembre de 2026", or the week's first and last day. */
export function titleOf(view: CalendarView, date: string): string {
  if (view === 'month') return MONTH.format(new Date(`${monthOf(date)}-01T00:00:00Z`));
  const days = weekDays(date);
  return `${longDay(days[0]!)} – ${longDay(days[6]!)}`;
}

export const WEEKDAY_NAMES = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];
