import { boolean, number, object, string } from 'yup';
import { calendarDay, rangeEnd } from './date-range.js';

/**
 * The filters of the supplier's bookings list (screen, REST and CSV): departure dates YYYY-MM-DD, at most
 * `BOOKING_RANGE_MAX_DAYS` apart, so one request never scans years of bookings.
 */

export const BOOKING_RANGE_MAX_DAYS = 366;
export const BOOKING_SEARCH_MAX = 100;
export const BOOKING_PAYMENT_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export type BookingPaymentStateValue = (typeof BOOKING_PAYMENT_STATES)[number];

export const supplierBookingFilterSchema = object({
  from: calendarDay(),
  to: rangeEnd(BOOKING_RANGE_MAX_DAYS),
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
