import { addDays, addMonths, format, parseISO } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE, slotStart } from '../booking/booking-rules.js';
import { StatementPeriod } from '../supplier/supplier.entity.js';

/** A statement period: Caracas calendar days `YYYY-MM-DD`, `start` included, `end` excluded. */
export interface Period {
  start: string;
  end: string;
}

/** Days after a period ends by which its commission is due. */
export const DUE_AFTER_DAYS = 10;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The Caracas calendar day of an instant. */
export function caracasDay(at: Date): string {
  return format(new TZDate(at, BUSINESS_TIME_ZONE), 'yyyy-MM-dd');
}

/** The instant a Caracas calendar day begins. */
export function dayStart(date: string): Date {
  return slotStart(date, '00:00:00');
}

/** The period of `kind` that holds a Caracas day: its calendar month, or its half (1st–15th, 16th–end). */
export function periodOf(kind: StatementPeriod, date: string): Period {
  const monthStart = `${date.slice(0, 7)}-01`;
  const nextMonth = day(addMonths(parseISO(monthStart), 1));
  if (kind === StatementPeriod.Monthly) return { start: monthStart, end: nextMonth };
  const middle = `${date.slice(0, 7)}-16`;
  return date < middle ? { start: monthStart, end: middle } : { start: middle, end: nextMonth };
}

/** When a statement of a period ending `end` (exclusive) is due. */
export function dueDateOf(end: string): string {
  return day(addDays(parseISO(end), DUE_AFTER_DAYS));
}

/** 'dd/MM/yyyy' of a `YYYY-MM-DD` day, the way the product prints dates. */
export function dayText(date: string): string {
  return format(parseISO(date), 'dd/MM/yyyy');
}

/** A period's last day, printed: its exclusive end − 1 day. */
export function lastDayText(period: Period): string {
  return dayText(day(addDays(parseISO(period.end), -1)));
}
