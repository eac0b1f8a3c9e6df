import { number, object } from 'yup';

/**
 * Joining a full departure's waitlist: how many people. Shared by the booking panel's form and the server (which
 * also refuses more than the departure's capacity).
 */
export const WAITLIST_MAX_PARTICIPANTS = 50;
export const PARTICIPANTS_MESSAGE = `Indica entre 1 y ${WAITLIST_MAX_PARTICIPANTS} personas.`;

export const joinWaitlistSchema = object({
  activityTimeId: number().required('La salida es requerida.').typeError('La salida es inválida.'),
  participants: number()
    .required('La cantidad de personas es requerida.')
    .typeError(PARTICIPANTS_MESSAGE)
    .integer(PARTICIPANTS_MESSAGE)
    .min(1, PARTICIPANTS_MESSAGE)
    .max(WAITLIST_MAX_PARTICIPANTS, PARTICIPANTS_MESSAGE),
});
