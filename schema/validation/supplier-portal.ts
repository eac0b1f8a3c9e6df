import { boolean, number, object, string } from 'yup';
import { documentCodeField, documentTypeIdField } from './auth.js';
import { noControlCharacters } from './text.js';

/**
 * Supplier portal form rules and their Spanish messages (supplier spec §3, §5, §9). Used by the supplier screens'
 * formik forms and, through `@ValidatedBy`, by the server before any write.
 */

export const DURATION_UNITS = ['days', 'hours', 'minutes'] as const;
export const DEFAULT_REGULARITY_ID = 2;
/** A new activity's category, language and origin start at 1 (supplier spec §9), when that choice exists. */
export const DEFAULT_LOOKUP_ID = 1;
export const ACTIVITY_DETAIL_TYPES = ['attribute', 'highlight', 'unsuitable', 'question'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_DESCRIPTION_MAX = 255;

/** '' and null become undefined, so `required` answers with its own message instead of a type error. */
const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

function requiredInt(required: string, min: number, minMessage: string) {
  return number()
    .transform(blankToUndefined)
    .typeError(required)
    .required(required)
    .integer(minMessage)
    .min(min, minMessage);
}

function requiredId(message: string) {
  return number()
    .transform(blankToUndefined)
    .typeError(message)
    .required(message)
    .integer(message)
    .min(1, message);
}

/** A decimal amount written as text or number ("12.50"); at most 2 decimals. */
function money(required: string, minMessage: string) {
  return string()
    .transform((value: unknown, original: unknown) =>
      typeof original === 'number' ? String(original) : (value as string),
    )
    .trim()
    .required(required)
    .matches(/^-?\d{1,8}(\.\d{1,2})?$/, { message: 'El precio debe ser un número con hasta 2 decimales' })
    .test('min', minMessage, (value) => value === undefined || Number(value) >= 0);
}

/** Visible characters of an HTML fragment (for the rich-text editor's counter and checks). */
export function htmlTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length;
}

export const activitySchema = object({
  title: string()
    .trim()
    .required('El título es requerido')
    .min(3, 'El título debe contener al menos 3 caracteres.')
    .max(124, 'El título no debe contener mas de 124 caracteres.')
    .test(noControlCharacters('El título')),
  summary: string()
    .trim()
    .required('El resumen es requerido')
    .min(20, 'El resumen debe contener al menos 20 caracteres.')
    .max(255, 'El resumen no debe contener más de 255 caracteres.')
    .test(noControlCharacters('El resumen', { multiline: true })),
  description: string()
    .trim()
    .required('La descripción es requerida')
    .min(20, 'La descripción debe contener al menos 20 caracteres.')
    .max(2048, 'La descripción no debe contener más de 2048 caracteres.')
    .test(noControlCharacters('La descripción', { multiline: true })),
  basePrice: money('El precio es obligatorio', 'El precio debe ser igual o mayor a 0'),
  durationQuantity: requiredInt('La duración es requerida', 1, 'La duración debe ser al menos 1'),
  durationUnit: string()
    .required('La unidad de duración es requerida')
    .oneOf([...DURATION_UNITS], 'La unidad de duración debe ser días, horas o minutos'),
  bookBefore: requiredInt('La anticipación para reservar es requerida', 0, 'Debe ser igual o mayor a 0'),
  cancelBefore: requiredInt('La anticipación para cancelar es requerida', 0, 'Debe ser igual o mayor a 0'),
  minParticipants: requiredInt(
    'El mínimo de participantes es requerido',
    1,
    'Debe haber al menos 1 participante',
  ),
  expectedParticipants: requiredInt(
    'Los participantes esperados son requeridos',
    1,
    'Debe haber al menos 1 participante',
  ).test('between', 'Los participantes esperados deben estar entre el mínimo y el máximo', function (value) {
    const { minParticipants, maxParticipants } = this.parent as {
      minParticipants?: number;
      maxParticipants?: number;
    };
    if (value === undefined || minParticipants === undefined || maxParticipants === undefined) return true;
    return minParticipants <= value && value <= maxParticipants;
  }),
  maxParticipants: requiredInt(
    'El máximo de participantes es requerido',
    1,
    'Debe haber al menos 1 participante',
  ).test('max', 'El máximo de participantes no puede ser menor que el mínimo', function (value) {
    const { minParticipants } = this.parent as { minParticipants?: number };
    return value === undefined || minParticipants === undefined || value >= minParticipants;
  }),
  departureAddress: string()
    .trim()
    .required('La dirección de salida es requerida')
    .max(255, 'La dirección de salida no debe contener más de 255 caracteres.')
    .test(noControlCharacters('La dirección de salida')),
  categoryId: requiredId('La categoría es requerida'),
  languageId: requiredId('El idioma es requerido'),
  regularityId: requiredId('La regularidad es requerida'),
  originId: requiredId('El origen es requerido'),
  destinationId: requiredId('El destino es requerido'),
});

/** A picture's optional caption (the upload's `description` field). */
export const activityImageSchema = object({
  description: string()
    .trim()
    .max(IMAGE_DESCRIPTION_MAX, `La descripción no debe contener más de ${IMAGE_DESCRIPTION_MAX} caracteres.`)
    .test(noControlCharacters('La descripción'))
    .nullable()
    .optional(),
});

export const activityStatusSchema = object({
  status: number()
    .typeError('El estado debe ser 0 o 1.')
    .required('El estado debe ser 0 o 1.')
    .oneOf([0, 1], 'El estado debe ser 0 o 1.'),
});

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const activityDateSchema = object({
  startsAt: string()
    .trim()
    .required('La fecha es requerida')
    .matches(DATE_RE, 'La fecha debe tener el formato AAAA-MM-DD.')
    .test('calendar', 'La fecha no es válida.', (value) => {
      if (!value || !DATE_RE.test(value)) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }),
});

/** 'HH:MM' or 'HH:MM:SS' → 'HH:MM:SS' (for comparisons). */
export function normalizeTime(value: string): string {
  return value.length === 5 ? `${value}:00` : value;
}

export const activityTimeSchema = object({
  startsAt: string()
    .trim()
    .required('La hora de inicio es requerida')
    .matches(TIME_RE, 'La hora debe tener el formato HH:MM.'),
  endsAt: string()
    .trim()
    .required('La hora de fin es requerida')
    .matches(TIME_RE, 'La hora debe tener el formato HH:MM.')
    .test('after', 'La hora de fin debe ser posterior a la de inicio.', function (value) {
      const { startsAt } = this.parent as { startsAt?: string };
      if (!value || !startsAt || !TIME_RE.test(value) || !TIME_RE.test(startsAt)) return true;
      return normalizeTime(value) > normalizeTime(startsAt);
    }),
  expectedParticipants: number()
    .transform(blankToUndefined)
    .typeError('Los participantes deben ser un número')
    .integer('Los participantes deben ser un número entero')
    .min(1, 'Debe haber al menos 1 participante')
    .max(100000, 'Demasiados participantes')
    .nullable()
    .optional(),
});

export const activityPriceSchema = object({
  title: string()
    .trim()
    .required('El título es requerido')
    .max(124, 'El título no debe contener mas de 124 caracteres.')
    .test(noControlCharacters('El título')),
  description: string()
    .trim()
    .max(255, 'La descripción no debe contener más de 255 caracteres.')
    .test(noControlCharacters('La descripción', { multiline: true }))
    .nullable()
    .optional(),
  price: money('El precio es obligatorio', 'El precio debe ser igual o mayor a 0'),
  participants: number()
    .transform(blankToUndefined)
    .typeError('Los participantes son requeridos')
    .required('Los participantes son requeridos')
    .integer('Los participantes deben ser un número entero')
    .min(0, 'Los participantes deben ser igual o mayor a 0'),
});

/**
 * Details of every type. Attribute: template and yes/no value required (title and description come from the
 * template). Question (FAQ): question 12–124, answer 12–512. Highlight and unsuitable: title required.
 */
export const activityDetailSchema = object({
  type: string()
    .required('El tipo es requerido')
    .oneOf([...ACTIVITY_DETAIL_TYPES], 'El tipo debe ser attribute, highlight, unsuitable o question'),
  attributeTemplateId: number()
    .transform(blankToUndefined)
    .nullable()
    .optional()
    .when('type', {
      is: 'attribute',
      then: (s) =>
        s
          .typeError('El atributo es requerido')
          .required('El atributo es requerido')
          .min(1, 'El atributo es requerido'),
    }),
  value: boolean()
    .nullable()
    .optional()
    .when('type', { is: 'attribute', then: (s) => s.required('El valor es requerido') }),
  title: string()
    .trim()
    .nullable()
    .optional()
    .test(noControlCharacters('El título'))
    .when('type', {
      is: 'question',
      then: (s) =>
        s
          .required('La pregunta es requerida')
          .min(12, 'La pregunta debe contener al menos 12 caracteres.')
          .max(124, 'La pregunta no debe contener más de 124 caracteres.'),
      otherwise: (s) =>
        s.when('type', {
          is: (t: string) => t === 'highlight' || t === 'unsuitable',
          then: (x) =>
            x
              .required('El título es requerido')
              .max(124, 'El título no debe contener mas de 124 caracteres.'),
        }),
    }),
  description: string()
    .trim()
    .nullable()
    .optional()
    .test(noControlCharacters('La descripción', { multiline: true }))
    .when('type', {
      is: 'question',
      then: (s) =>
        s
          .required('La respuesta es requerida')
          .min(12, 'La respuesta debe contener al menos 12 caracteres.')
          .max(512, 'La respuesta no debe contener más de 512 caracteres.'),
      otherwise: (s) => s.max(512, 'La descripción no debe contener más de 512 caracteres.'),
    }),
});

export const reviewModerationSchema = object({
  status: string()
    .required('El estado es requerido')
    .oneOf(['published', 'hidden'], 'El estado debe ser publicado u oculto'),
});

export const supplierProfileSchema = object({
  tradeName: string()
    .trim()
    .required('El nombre comercial es obligatorio')
    .min(3, 'El nombre comercial debe tener al menos 3 caracteres')
    .max(124, 'El nombre comercial debe tener no más de 124 caracteres'),
  legalName: string()
    .trim()
    .required('La Razón Social es requerida')
    .min(3, 'La Razón Social debe tener al menos 3 caracteres')
    .max(124, 'La Razón Social debe tener no más de 124 caracteres'),
  address: string()
    .trim()
    .max(255, 'La dirección no debe tener más de 255 caracteres.')
    .nullable()
    .optional(),
  description: string()
    .trim()
    .required('La descripción es requerida')
    .min(12, 'La descripción debe tener al menos 12 caracteres')
    .max(255, 'La descripción debe tener no más de 255 caracteres'),
  documentTypeId: documentTypeIdField.transform(blankToUndefined),
  documentCode: documentCodeField,
  webpage: string()
    .trim()
    .max(255, 'La página web no debe tener más de 255 caracteres.')
    .matches(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, {
      message: 'La página web debe ser una URL válida (http:// o https://).',
      excludeEmptyString: true,
    })
    .nullable()
    .optional(),
  phoneNumber: string()
    .trim()
    .max(20, 'El teléfono no debe tener más de 20 caracteres.')
    .matches(/^\+?[\d\s().-]{7,20}$/, { message: 'El teléfono no es válido.', excludeEmptyString: true })
    .nullable()
    .optional(),
  languageId: number()
    .transform(blankToUndefined)
    .typeError('El idioma es requerido')
    .integer()
    .min(1, 'El idioma es requerido')
    .nullable()
    .optional(),
  pagoMovil: object({
    holder: string()
      .trim()
      .required('El titular es requerido')
      .min(3, 'El titular debe tener al menos 3 caracteres')
      .max(124, 'El titular no debe tener más de 124 caracteres'),
    rif: string()
      .trim()
      .required('El RIF o cédula es requerido')
      .matches(/^[VEJGPvejgp]?-?\d{5,10}(-?\d)?$/, 'El RIF o cédula no es válido'),
    phone: string()
      .trim()
      .required('El teléfono de pago móvil es requerido')
      .matches(/^(\+58|0)?4\d{9}$/, 'El teléfono de pago móvil debe ser un celular venezolano (04XX1234567)'),
    bankCode: string()
      .trim()
      .required('El banco es requerido')
      .matches(/^\d{4}$/, 'El banco es requerido'),
  })
    .nullable()
    .optional()
    .default(undefined),
});
