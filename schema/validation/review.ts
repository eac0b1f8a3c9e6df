import { number, object, string } from 'yup';

/** A customer's opinion on a booking they took part in. Shared by the review dialog and the server. */

export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 124;
export const REVIEW_MESSAGE_MIN = 10;
export const REVIEW_MESSAGE_MAX = 1024;

export const REVIEW_MESSAGES = {
  notFound: 'La reserva no existe.',
  notPaid: 'Solo puedes opinar sobre reservas pagadas.',
  notYet: 'Podrás opinar cuando la actividad haya terminado.',
  already: 'Ya enviaste tu opinión sobre esta reserva.',
} as const;

export const reviewSchema = object({
  bookingId: string()
    .trim()
    .required('La reserva es requerida.')
    .matches(/^[1-9][0-9]{0,9}$/, 'La reserva es requerida.'),
  rating: number()
    .typeError('La calificación es requerida.')
    .required('La calificación es requerida.')
    .integer('La calificación debe ser un número entero entre 1 y 5.')
    .min(1, 'La calificación debe ser un número entero entre 1 y 5.')
    .max(5, 'La calificación debe ser un número entero entre 1 y 5.'),
  title: string()
    .trim()
    .required('El Título es requerido')
    .min(REVIEW_TITLE_MIN, `El Título debe contener al menos ${REVIEW_TITLE_MIN} caracteres.`)
    .max(REVIEW_TITLE_MAX, `El Título no debe contener más de ${REVIEW_TITLE_MAX} caracteres.`),
  message: string()
    .trim()
    .required('El Comentario es requerido')
    .min(REVIEW_MESSAGE_MIN, `El Comentario debe contener al menos ${REVIEW_MESSAGE_MIN} caracteres.`)
    .max(REVIEW_MESSAGE_MAX, `El Comentario no debe contener más de ${REVIEW_MESSAGE_MAX} caracteres.`),
});
