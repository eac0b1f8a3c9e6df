import { registerEnumType } from 'type-graphql';
import {
  DEPARTURE_CANCEL_REASON_LABELS,
  type DepartureCancelReasonName,
} from '../../../../schema/validation/departure-cancel.js';

/** Why a supplier (or an admin) cancelled a departure. GraphQL names are the keys; the values are stored. */
export enum DepartureCancelReason {
  WEATHER = 'weather',
  TOO_FEW_PARTICIPANTS = 'too_few_participants',
  FORCE_MAJEURE = 'force_majeure',
  OTHER = 'other',
}

registerEnumType(DepartureCancelReason, {
  name: 'DepartureCancelReason',
  description: 'Motivo de la cancelación de una salida.',
  valuesConfig: {
    WEATHER: { description: DEPARTURE_CANCEL_REASON_LABELS.weather },
    TOO_FEW_PARTICIPANTS: { description: DEPARTURE_CANCEL_REASON_LABELS.too_few_participants },
    FORCE_MAJEURE: { description: DEPARTURE_CANCEL_REASON_LABELS.force_majeure },
    OTHER: { description: DEPARTURE_CANCEL_REASON_LABELS.other },
  },
});

/** The Spanish label of a reason ("Mal tiempo"). */
export function departureCancelReasonLabel(
  reason: DepartureCancelReason | DepartureCancelReasonName,
): string {
  return DEPARTURE_CANCEL_REASON_LABELS[reason as DepartureCancelReasonName];
}
