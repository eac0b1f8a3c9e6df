import { mixed, object, string } from 'yup';
import { noControlCharacters } from './text.js';

/**
 * Cancelling a departure (an activity time slot) from the supplier portal or by an admin: the reason, and a note that
 * "Otro motivo" requires. Shared by the cancel dialog's formik form and the server.
 */

/** The reasons, as the REST body and the database name them (GraphQL: the upper-case enum names). */
export const DEPARTURE_CANCEL_REASONS = [
  'weather',
  'too_few_participants',
  'force_majeure',
  'other',
] as const;
export type DepartureCancelReasonName = (typeof DEPARTURE_CANCEL_REASONS)[number];

/** What the customer reads in the e-mail and the supplier in the dialog. */
export const DEPARTURE_CANCEL_REASON_LABELS: Record<DepartureCancelReasonName, string> = {
  weather: 'Mal tiempo',
  too_few_participants: 'Pocos participantes',
  force_majeure: 'Fuerza mayor',
  other: 'Otro motivo',
};

export const DEPARTURE_CANCEL_NOTE_MAX = 500;

export const REASON_MESSAGE = 'El motivo debe ser weather, too_few_participants, force_majeure u other.';
export const NOTE_REQUIRED_MESSAGE = 'Explique el motivo de la cancelación.';

export const departureCancelSchema = object({
  reason: mixed<DepartureCancelReasonName>()
    .required('El motivo de la cancelación es requerido.')
    .oneOf([...DEPARTURE_CANCEL_REASONS], REASON_MESSAGE),
  note: string()
    .nullable()
    .trim()
    .test(noControlCharacters('La nota', { multiline: true }))
    .max(
      DEPARTURE_CANCEL_NOTE_MAX,
      `La nota no debe contener más de ${DEPARTURE_CANCEL_NOTE_MAX} caracteres.`,
    )
    .when('reason', {
      is: 'other',
      then: (s) => s.required(NOTE_REQUIRED_MESSAGE).min(1, NOTE_REQUIRED_MESSAGE),
    }),
});
