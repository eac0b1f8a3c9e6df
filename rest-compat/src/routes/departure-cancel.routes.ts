import { parse } from 'graphql';
import {
  DEPARTURE_CANCEL_REASONS,
  REASON_MESSAGE,
  type DepartureCancelReasonName,
} from '../../../schema/validation/departure-cancel.js';
import { BadInputError } from '../../../server/src/graphql/errors.js';
import { optionalText } from '../body.js';
import { defineRoutes, type RestInput } from '../route.js';
import { idParam } from './booking.routes.js';

/** A supplier (or an admin) cancels a departure. Body: `{ reason: weather|too_few_participants|force_majeure|other, note? }`. */

const CANCEL =
  parse(`mutation RestCancelDeparture($timeId: ID!, $reason: DepartureCancelReason!, $note: String) {
  cancelDeparture(timeId: $timeId, reason: $reason, note: $note) { timeId cancelledBookings refundRequests cancelledAt }
}`);

/** The body's reason as the GraphQL enum name, or a Spanish 400 naming the accepted values. */
function reasonOf(body: RestInput['body']): string {
  const raw = body.reason;
  if (typeof raw !== 'string' || !DEPARTURE_CANCEL_REASONS.includes(raw as DepartureCancelReasonName))
    throw new BadInputError(REASON_MESSAGE, { reason: REASON_MESSAGE });
  return raw.toUpperCase();
}

export const departureCancelRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/suppliers/departures/:timeId/cancel',
    summary:
      'Cancela una salida que aún no comenzó: cancela todas sus reservas y libera sus cupos, pide el reembolso completo de cada pago verificado y escribe a cada cliente con el motivo (el aliado de la actividad o un administrador). Cuerpo: reason (weather, too_few_participants, force_majeure u other) y note (obligatoria con other, hasta 500 caracteres)',
    summaryEn:
      'Cancels a departure that has not started: cancels its bookings and frees their seats, asks a full refund of every verified payment and mails each customer the reason (the activity’s supplier or an admin)',
    document: CANCEL,
    bodyFields: {
      reason: {
        type: 'string',
        enum: DEPARTURE_CANCEL_REASONS,
        description:
          'weather: mal tiempo; too_few_participants: pocos participantes; force_majeure: fuerza mayor; other: otro motivo (con note)',
      },
    },
    variables: (input) => ({
      timeId: idParam(input, 'timeId'),
      reason: reasonOf(input.body),
      note: optionalText(input.body, 'note') ?? null,
    }),
    shape: (data) => {
      const result = data.cancelDeparture as Record<string, unknown>;
      return {
        time_id: Number(result.timeId),
        cancelled_bookings: result.cancelledBookings,
        refund_requests: result.refundRequests,
        cancelled_at: result.cancelledAt,
      };
    },
  },
]);
