import { boolean, number, object, string } from 'yup';
import { isCalendarDate } from './calendar-date.js';

/**
 * The filters of the supplier's bookings list (screen, REST and CSV): departure dates YYYY-MM-DD, at most
 * `BOOKING_RANGE_MAX_DAYS` apart, so one request never scans years of bookings.
 */

export const BOOKING_RANGE_MAX_DAYS = 366;
export const BOOKING_SEARCH_MAX = 100;
export const BOOKING_PAYMENT_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export type BookingPaymentStateValue = (typeof BOOKING_PAYMENT_STATES)[number];

export const RANGE_TOO_LONG_MESSAGE = `El rango de fechas no puede superar ${BOOKING_RANGE_MAX_DAYS} días.`;
export const RANGE_REVERSED_MESSAGE = 'La fecha final no puede ser anterior a la inicial.';
const DATE_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD.';

const day = () =>
  string()
    .trim()
    .nullable()
    .test('calendar-date', DATE_MESSAGE, (value) => !value || isCalendarDate(value));

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const supplierBookingFilterSchema = object({
  from: day(),
  to: day()
    .test('after-from', RANGE_REVERSED_MESSAGE, function (to) {
      const { from } = this.parent as { from?: string | null };
      return !to || !from || !isCalendarDate(from) || !isCalendarDate(to) || daysBetween(from, to) >= 0;
    })
    .test('range', RANGE_TOO_LONG_MESSAGE, function (to) {
      const { from } = this.parent as { from?: string | null };
      if (!to || !from || !isCalendarDate(from) || !isCalendarDate(to)) return true;
      return daysBetween(from, to) <= BOOKING_RANGE_MAX_DAYS;
    }),
  activityId: string()
    .nullable()
    .matches(/^[1-9][0-9]{0,9}$/, 'La actividad no es válida.'),
  status: number()
    .nullable()
    .typeError('El estado de la reserva debe ser 2, 3, 4 o 5.')
    .oneOf([2, 3, 4, 5, null], 'El estado de la reserva debe ser 2, 3, 4 o 5.'),
  paymentState: string()
    .nullable()
    .oneOf(
      [...BOOKING_PAYMENT_STATES, null],
      'El estado del pago debe ser none, pending, verified o rejected.',
    ),
  checkedIn: boolean().nullable(),
  search: string()
    .trim()
    .nullable()
    .max(BOOKING_SEARCH_MAX, `La búsqueda no debe contener más de ${BOOKING_SEARCH_MAX} caracteres.`),
});
