import { parse } from 'graphql';
import { text } from '../body.js';
import { defineRoutes } from '../route.js';
import { BOOKING_FIELDS, restBooking } from './booking-shape.js';
import { idParam } from './booking.routes.js';

/** The customer moves their booking to another slot of the same activity. Body: `{ activity_time_id }`. */

const RESCHEDULE = parse(`mutation RestRescheduleBooking($id: ID!, $activityTimeId: ID!) {
  rescheduleBooking(id: $id, activityTimeId: $activityTimeId) { ${BOOKING_FIELDS} } }`);

export const rescheduleRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/booking/:id/reschedule',
    summary:
      'El cliente cambia su reserva (por pagar, con pago registrado o pagada) a otro horario de la misma actividad antes del plazo de cancelación: mismas tarifas, pago, código y tasa; los cupos pasan al nuevo horario y el voucher se envía de nuevo. Cuerpo: activity_time_id',
    summaryEn:
      'The customer moves their booking (unpaid, payment registered or paid) to another time slot of the same activity before the cancellation deadline: same price lines, payment, code and rate; the seats move and the voucher is sent again',
    partnerScope: 'bookings:write',
    document: RESCHEDULE,
    variables: (input) => ({ id: idParam(input), activityTimeId: text(input.body, 'activity_time_id') }),
    shape: (data) => restBooking(data.rescheduleBooking as Record<string, unknown>),
  },
]);
