import { array, number, object, string } from 'yup';
import { MAX_PAGE_SIZE, SIMILAR_ACTIVITIES_MAX } from '../constants.js';
import { isCalendarDate } from './calendar-date.js';

/**
 * Search filters (customer spec §2.5, §5 "minimum price at least 0") and list paging, with their Spanish messages.
 * The server validates `activities(filter, page, perPage)` with `activityListSchema`; the client's search sidebar
 * can reuse `activityFilterSchema` for its price fields.
 */

export { isCalendarDate };

const idString = (message: string) =>
  string()
    .trim()
    .matches(/^[1-9]\d{0,9}$/, message);

const price = (message: string) =>
  number()
    .typeError(message)
    .min(0, message)
    .max(99_999_999, 'El precio es demasiado alto.')
    .nullable()
    .optional();

const calendarDate = () =>
  string()
    .nullable()
    .optional()
    .test(
      'calendar-date',
      'La fecha debe tener el formato AAAA-MM-DD.',
      (v) => v == null || isCalendarDate(v),
    );

export const GUIDE_LANGUAGE_MESSAGE = 'El idioma debe ser un código de 2 o 3 letras (p. ej. es, en).';

export const activityFilterSchema = object({
  text: string().nullable().optional().max(124, 'La búsqueda no debe tener más de 124 caracteres.'),
  categoryIds: array(idString('La categoría no es válida.').required('La categoría no es válida.'))
    .nullable()
    .optional()
    .max(50, 'Demasiadas categorías.'),
  destinationId: idString('El destino no es válido.').nullable().optional(),
  originId: idString('El origen no es válido.').nullable().optional(),
  startsAt: string()
    .nullable()
    .optional()
    .test(
      'calendar-date',
      'La fecha debe tener el formato AAAA-MM-DD.',
      (v) => v == null || isCalendarDate(v),
    ),
  startsFrom: calendarDate(),
  startsTo: calendarDate().test(
    'from-not-after-to',
    'La fecha final no puede ser anterior a la inicial.',
    function check(to) {
      const from = this.parent.startsFrom as string | null | undefined;
      return to == null || from == null || !isCalendarDate(from) || from <= to;
    },
  ),
  participants: number()
    .typeError('La cantidad de personas debe ser un entero entre 1 y 100.')
    .integer('La cantidad de personas debe ser un entero entre 1 y 100.')
    .min(1, 'La cantidad de personas debe ser un entero entre 1 y 100.')
    .max(100, 'La cantidad de personas debe ser un entero entre 1 y 100.')
    .nullable()
    .optional(),
  minRating: number()
    .typeError('La valoración mínima debe estar entre 0 y 5.')
    .min(0, 'La valoración mínima debe estar entre 0 y 5.')
    .max(5, 'La valoración mínima debe estar entre 0 y 5.')
    .nullable()
    .optional(),
  guideLanguages: array(
    string()
      .trim()
      .required(GUIDE_LANGUAGE_MESSAGE)
      .matches(/^[A-Za-z]{2,3}$/, GUIDE_LANGUAGE_MESSAGE),
  )
    .nullable()
    .optional()
    .max(20, 'Demasiados idiomas.'),
  attributeIds: array(idString('El atributo no es válido.').required('El atributo no es válido.'))
    .nullable()
    .optional()
    .max(50, 'Demasiados atributos.'),
  minPrice: price('El precio mínimo no puede ser negativo.'),
  maxPrice: price('El precio máximo no puede ser negativo.').test(
    'min-not-above-max',
    'El precio mínimo no puede ser mayor que el precio máximo.',
    function check(max) {
      const min = this.parent.minPrice as number | null | undefined;
      return max == null || min == null || min <= max;
    },
  ),
  priceAbove: price('El precio mínimo no puede ser negativo.'),
  priceBelow: price('El precio máximo no puede ser negativo.').test(
    'above-not-over-below',
    'El precio mínimo no puede ser mayor que el precio máximo.',
    function check(below) {
      const above = this.parent.priceAbove as number | null | undefined;
      return below == null || above == null || above <= below;
    },
  ),
});

const pageNumber = number()
  .typeError('La página debe ser un entero mayor o igual a 1.')
  .integer('La página debe ser un entero mayor o igual a 1.')
  .min(1, 'La página debe ser un entero mayor o igual a 1.');

const perPage = number()
  .typeError(`El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.`)
  .integer(`El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.`)
  .min(1, `El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.`)
  .max(MAX_PAGE_SIZE, `El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.`);

export const pageSchema = object({ page: pageNumber, perPage });

export const activityListSchema = object({
  page: pageNumber,
  perPage,
  filter: activityFilterSchema.nullable().optional().default(undefined),
});

export const SIMILAR_LIMIT_MESSAGE = `El límite debe ser un entero entre 1 y ${SIMILAR_ACTIVITIES_MAX}.`;

export const similarActivitiesSchema = object({
  activityId: idString('La actividad no es válida.').required('La actividad no es válida.'),
  limit: number()
    .typeError(SIMILAR_LIMIT_MESSAGE)
    .integer(SIMILAR_LIMIT_MESSAGE)
    .min(1, SIMILAR_LIMIT_MESSAGE)
    .max(SIMILAR_ACTIVITIES_MAX, SIMILAR_LIMIT_MESSAGE),
});
