import {
  BOOKING_PAYMENT_STATES,
  type BookingPaymentStateValue,
} from '../../../../schema/validation/supplier-bookings.js';
import { BadInputError } from '../../graphql/errors.js';
import type { BookingPaymentState, SupplierBookingFilter } from './supplier-bookings.types.js';

/**
 * The bookings list's filters as query parameters (REST list and CSV export share them), snake_case; the values are
 * checked by the same schema as GraphQL once they reach the service.
 */
export const BOOKING_QUERY_PARAMS: Record<string, string> = {
  from: 'Salidas desde este día, AAAA-MM-DD / departures from this day',
  to: 'Salidas hasta este día (a lo sumo 366 días después de from) / departures until this day',
  activity_id: 'Una actividad propia / one own activity',
  status: '2 por pagar, 3 pago registrado, 4 pagada, 5 cancelada / booking status',
  payment_state: 'none, pending, verified o rejected / payment state',
  checked_in: 'true (llegaron) o false / checked in or not',
  search: 'Nombre o correo del cliente, o código de la reserva / customer name, e-mail or booking code',
};

/** REST error keys for the GraphQL input's names. */
export const BOOKING_QUERY_ERROR_NAMES: Record<string, string> = {
  activityId: 'activity_id',
  paymentState: 'payment_state',
  checkedIn: 'checked_in',
  'filter.activityId': 'activity_id',
  'filter.paymentState': 'payment_state',
  'filter.checkedIn': 'checked_in',
};

/** A query parameter given at most once (empty reads as absent). */
export function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') {
    const message = `El parámetro ${name} debe aparecer una sola vez.`;
    throw new BadInputError(message, { [name]: message });
  }
  return value;
}

export function bookingFilterFromQuery(query: Record<string, unknown>): SupplierBookingFilter {
  const status = single(query, 'status');
  if (status !== undefined && !/^\d{1,2}$/.test(status)) {
    const message = 'El estado de la reserva debe ser 2, 3, 4 o 5.';
    throw new BadInputError(message, { status: message });
  }
  const paymentState = single(query, 'payment_state');
  if (
    paymentState !== undefined &&
    !BOOKING_PAYMENT_STATES.includes(paymentState as BookingPaymentStateValue)
  ) {
    const message = 'El estado del pago debe ser none, pending, verified o rejected.';
    throw new BadInputError(message, { payment_state: message });
  }
  const checkedIn = single(query, 'checked_in');
  if (checkedIn !== undefined && !/^(true|false|1|0)$/.test(checkedIn)) {
    const message = 'checked_in debe ser true o false.';
    throw new BadInputError(message, { checked_in: message });
  }
  return {
    from: single(query, 'from') ?? null,
    to: single(query, 'to') ?? null,
    activityId: single(query, 'activity_id') ?? null,
    status: status === undefined ? null : Number(status),
    paymentState: (paymentState as BookingPaymentState | undefined) ?? null,
    checkedIn: checkedIn === undefined ? null : checkedIn === 'true' || checkedIn === '1',
    search: single(query, 'search') ?? null,
  };
}
