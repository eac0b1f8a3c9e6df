import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { number, object, string } from 'yup';
import { documentCodeField, documentTypeIdField } from './auth.js';
import { BUSINESS_TIME_ZONE } from '../constants.js';

/**
 * Admin portal form rules and their Spanish messages (supplier spec §3, §5, §9). Used by the admin screens' formik
 * forms and, through `@ValidatedBy`, by the server before any write.
 */

export const SUPPLIER_STATUSES = [
  { id: 1, name: 'Activo' },
  { id: 0, name: 'Inactivo' },
] as const;

export const CONTACT_STATUSES = [
  { id: 1, name: 'Active' },
  { id: 0, name: 'Inactive' },
] as const;

export const ALERT_STATUSES = [
  { id: 0, name: 'Not Sent' },
  { id: 1, name: 'Sent' },
] as const;

export const CURRENCIES = ['USD', 'EUR'] as const;

export const FEE_MIN = 0.05;
export const FEE_MAX = 1;

export const STATUS_INVALID = 'El estado es inválido';

/**
 * A select of 0/1: a value outside it is "inválido"; a missing one is refused with `required`, or, where the spec
 * gives a default (contacts and alerts: 0), takes `fallback` (the server stores the same default).
 */
function statusField(required: string, fallback?: 0 | 1) {
  const field = number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(STATUS_INVALID)
    .oneOf([0, 1], STATUS_INVALID);
  return fallback === undefined ? field.required(required) : field.optional().default(fallback);
}

/** A required id picked from a list: '' or 0 is "not chosen". */
function requiredId(message: string) {
  return number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(message)
    .required(message)
    .integer(message)
    .min(1, message);
}

const optionalText = (max: number, message: string) =>
  string().trim().max(max, message).nullable().optional();

const optionalEmail = string()
  .trim()
  .max(254, 'El correo no debe tener más de 254 caracteres.')
  .email('Debe ser un correo válido.')
  .nullable()
  .optional();

const phoneBase = () =>
  string()
    .trim()
    .max(20, 'El teléfono no debe tener más de 20 caracteres.')
    .matches(/^\+?[\d\s().-]{7,20}$/, { message: 'El teléfono no es válido.', excludeEmptyString: true });
const requiredPhone = phoneBase().required('El teléfono es obligatorio');
const optionalPhone = phoneBase().nullable().optional();

/** Every field of the admin supplier form (create and update share it). */
export const supplierSchema = object({
  tradeName: string()
    .trim()
    .required('El título es obligatorio')
    .min(3, 'El título debe tener al menos 3 caracteres')
    .max(124, 'El título debe tener no más de 124 caracteres'),
  legalName: string()
    .trim()
    .required('La Razón Social es requerida')
    .min(3, 'La Razón Social debe tener al menos 3 caracteres')
    .max(124, 'La Razón Social debe tener no más de 124 caracteres'),
  documentTypeId: documentTypeIdField,
  documentCode: documentCodeField,
  // Spec: "valid format if given". With one, the supplier's account gets the password link; without, no mail.
  email: optionalEmail,
  phoneNumber: optionalPhone,
  webpage: string()
    .trim()
    .max(255, 'La página web no debe tener más de 255 caracteres.')
    .matches(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, {
      message: 'La página web debe ser una URL válida (http:// o https://).',
      excludeEmptyString: true,
    })
    .nullable()
    .optional(),
  address: optionalText(255, 'La dirección no debe tener más de 255 caracteres.'),
  description: string()
    .trim()
    .required('La descripción es requerida')
    .min(12, 'La descripción debe tener al menos 12 caracteres')
    .max(255, 'La descripción debe tener no más de 255 caracteres'),
  notes: optionalText(1024, 'Las notas deben tener no más de 1024 caracteres'),
  fee: number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError('El precio es obligatorio')
    .required('El precio es obligatorio')
    .min(FEE_MIN, 'El precio debe ser igual o mayor a 0') // the spec's wording; the bound is FEE_MIN
    .max(FEE_MAX, 'El precio debe ser igual o menor a 1')
    .test('fee-decimals', 'El precio debe tener como máximo 3 decimales', (value) =>
      value === undefined ? true : /^\d+(\.\d{1,3})?$/.test(String(value)),
    ),
  status: statusField('El estado es requerido'),
  languageId: requiredId('El idioma es requerido'),
  categoryId: requiredId('La categoría es requerida'),
});

export const contactSchema = object({
  name: string()
    .trim()
    .required('El nombre es obligatorio')
    .min(3, 'El nombre debe tener al menos 3 caracteres.')
    .max(124, 'El nombre no debe tener más de 124 caracteres.'),
  email: optionalEmail,
  phoneNumber: requiredPhone,
  status: statusField('El estado es requerido', 0),
});

export const alertSchema = object({
  title: string()
    .trim()
    .required('El título es obligatorio')
    .min(3, 'El título debe tener al menos 3 caracteres')
    .max(124, 'El título debe tener no más de 124 caracteres'),
  message: string()
    .trim()
    .required('El mensaje es obligatorio')
    .min(3, 'El mensaje debe tener al menos 3 caracteres')
    .max(255, 'El mensaje debe tener no más de 255 caracteres'),
  status: statusField('El estado es requerido', 0),
});

export const commentSchema = object({
  message: string()
    .trim()
    .required('El mensaje es obligatorio')
    .min(3, 'El mensaje debe tener al menos 3 caracteres')
    .max(255, 'El mensaje debe tener no más de 255 caracteres'),
});

export const rejectActivitySchema = object({
  reason: string()
    .trim()
    .required('El motivo es obligatorio')
    .min(3, 'El motivo debe tener al menos 3 caracteres')
    .max(255, 'El motivo debe tener no más de 255 caracteres'),
});

/** Today's date (YYYY-MM-DD) in Venezuela, the business time zone. */
export function businessToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd');
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const exchangeRateSchema = object({
  currency: string()
    .trim()
    .uppercase()
    // Blank is missing: "requerida" rather than outside the list.
    .transform((value: string) => value || undefined)
    .required('La moneda es requerida')
    .oneOf([...CURRENCIES], 'La moneda debe ser USD o EUR'),
  rate: string()
    .trim()
    .required('La tasa es requerida')
    .matches(/^\d{1,14}(\.\d+)?$/, 'La tasa debe ser un número')
    .matches(/^\d+\.\d{2,4}$/, 'La tasa debe tener entre 2 y 4 decimales')
    .test('rate-positive', 'La tasa debe ser mayor a 0', (value) => !value || Number(value) > 0),
  valueDate: string()
    .trim()
    .required('La fecha valor es requerida')
    .test('date-format', 'La fecha valor debe ser una fecha válida (AAAA-MM-DD)', (value) =>
      value ? isCalendarDate(value) : true,
    )
    .test('date-past', 'La fecha valor no puede ser futura', (value) =>
      value && isCalendarDate(value) ? value <= businessToday() : true,
    )
    .test('date-recent', 'La fecha valor no puede ser anterior al año 2000', (value) =>
      value && isCalendarDate(value) ? value >= '2000-01-01' : true,
    ),
});
