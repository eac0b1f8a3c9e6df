import { string } from 'yup';
import { isCalendarDate } from './calendar-date.js';

/** A range of departure days (YYYY-MM-DD, both included) that one request may read: lists say how long. */

export const RANGE_REVERSED_MESSAGE = 'La fecha final no puede ser anterior a la inicial.';
export const DATE_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD.';
export const rangeTooLongMessage = (maxDays: number) =>
  `El rango de fechas no puede superar ${maxDays} días.`;

export const calendarDay = () =>
  string()
    .trim()
    .nullable()
    .test('calendar-date', DATE_MESSAGE, (value) => !value || isCalendarDate(value));

export const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The range's last day: not before `from`, at most `maxDays` after it. */
export const rangeEnd = (maxDays: number) =>
  calendarDay()
    .test('after-from', RANGE_REVERSED_MESSAGE, function (to) {
      const { from } = this.parent as { from?: string | null };
      return !to || !from || !isCalendarDate(from) || !isCalendarDate(to) || daysBetween(from, to) >= 0;
    })
    .test('range', rangeTooLongMessage(maxDays), function (to) {
      const { from } = this.parent as { from?: string | null };
      if (!to || !from || !isCalendarDate(from) || !isCalendarDate(to)) return true;
      return daysBetween(from, to) <= maxDays;
    });
