import type { ObjectSchema } from 'yup';
import {
  activityDetailSchema,
  activitySchema,
  reviewModerationSchema,
} from '../../../../schema/validation/supplier-portal.js';
import { AppError, BadInputError } from '../../../../server/src/graphql/errors.js';
import { validateWith } from '../../../../server/src/graphql/validation.js';
import { text } from '../../body.js';
import { snakeCase } from '../../envelope.js';
import type { RestInput } from '../../route.js';
import type { Json } from './shapes.js';

/** Supplier portal request bodies (snake_case) as GraphQL inputs; malformed numbers become values the schemas refuse. */

const INT32_MAX = 2_147_483_647;
const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

/** An integer body field within GraphQL's Int; `fallback` (refused by the schemas when 0) otherwise. */
function int(body: RestInput['body'], name: string, fallback: number): number {
  const value = body[name];
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) && Math.abs(n) <= INT32_MAX ? n : 0;
}

function optionalInt(body: RestInput['body'], name: string): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && Math.abs(n) <= INT32_MAX ? n : 0;
}

function nullableText(body: RestInput['body'], name: string): string | null {
  return body[name] === undefined || body[name] === null ? null : text(body, name);
}

/** A REST enum value ('hours', 'question') as its GraphQL name ('Hours', 'Question'), or a Spanish 422. */
export function enumValue(raw: unknown, allowed: readonly string[], field: string, message: string): string {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!allowed.includes(value)) throw new BadInputError(message, { [field]: message });
  return capital(value);
}

const DURATION_UNITS = ['days', 'hours', 'minutes'] as const;
export const DETAIL_TYPES = ['attribute', 'highlight', 'unsuitable', 'question'] as const;
export const DETAIL_TYPE_MESSAGE = 'El tipo debe ser attribute, highlight, unsuitable o question';

export function sortVariables(input: RestInput, fallback: { column: string; direction: 'ASC' | 'DESC' }) {
  const order = input.list.orderBy ?? fallback;
  return { orderBy: order.column, direction: order.direction };
}

/**
 * A body whose enum GraphQL could not even coerce: the shared schema reports that field together with every other
 * error of the form (`only`: the fields a partial save names), as the server does when the enum is valid.
 */
function refuseAll(schema: ObjectSchema<object>, values: Record<string, unknown>, only?: string[]): never {
  try {
    validateWith(schema, values);
  } catch (error) {
    if (!(error instanceof AppError) || !only) throw error;
    const fields = Object.fromEntries(
      Object.entries((error.toJSON().extensions?.fields ?? {}) as Record<string, string>).filter(([field]) =>
        only.includes(field),
      ),
    );
    throw new BadInputError(Object.values(fields)[0] ?? error.message, fields);
  }
  throw new BadInputError('Datos inválidos.', {});
}

/** A REST enum value as it came (trimmed, lower case); '' when absent. */
function rawEnum(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim().toLowerCase();
}

/** The activity form with `durationUnit` as sent (hours when absent, the spec's default). */
function activityValues(body: RestInput['body']) {
  const unit = rawEnum(body.duration_unit);
  return {
    title: text(body, 'title'),
    summary: text(body, 'summary'),
    description: text(body, 'description'),
    basePrice: text(body, 'base_price'),
    durationQuantity: int(body, 'duration_quantity', 1),
    durationUnit: unit === '' ? 'hours' : unit,
    bookBefore: int(body, 'book_before', 0),
    cancelBefore: int(body, 'cancel_before', 0),
    minParticipants: optionalInt(body, 'min_participants'),
    expectedParticipants: optionalInt(body, 'expected_participants'),
    maxParticipants: optionalInt(body, 'max_participants'),
    departureAddress: text(body, 'departure_address'),
    // The spec's new-activity form starts category, language and origin at 1.
    categoryId: int(body, 'category_id', 1),
    languageId: int(body, 'language_id', 1),
    regularityId: int(body, 'regularity_id', 2),
    originId: int(body, 'origin_id', 1),
    destinationId: int(body, 'destination_id', 0),
  };
}

function activityFields(body: RestInput['body'], only?: string[]) {
  const values = activityValues(body);
  if (!(DURATION_UNITS as readonly string[]).includes(values.durationUnit))
    refuseAll(activitySchema, values, only);
  return { ...values, durationUnit: capital(values.durationUnit) };
}

export function activityInput(body: RestInput['body']) {
  return activityFields(body);
}

/** PATCH: only the form fields the body names (the service keeps the rest as saved). */
export function activityPatch(body: RestInput['body']) {
  const named = Object.keys(activityValues(body)).filter((field) => body[snakeCase(field)] !== undefined);
  const input = activityFields(body, named);
  return Object.fromEntries(Object.entries(input).filter(([field]) => named.includes(field)));
}

/** A review's moderation: `published` or `hidden` as the GraphQL enum value. */
export function moderationStatus(body: RestInput['body']): string {
  const status = rawEnum(body.status);
  validateWith(reviewModerationSchema, { status: status || undefined });
  return status.toUpperCase();
}

export function timeInput(body: RestInput['body']) {
  return {
    startsAt: text(body, 'starts_at'),
    endsAt: text(body, 'ends_at'),
    expectedParticipants: optionalInt(body, 'expected_participants'),
  };
}

export function priceInput(body: RestInput['body']) {
  return {
    title: text(body, 'title'),
    description: nullableText(body, 'description'),
    price: text(body, 'price'),
    participants: int(body, 'participants', 1),
  };
}

export function detailInput(body: RestInput['body'], query: RestInput['query']) {
  const value = body.value;
  const values = {
    type: rawEnum(body.type ?? query.type),
    title: nullableText(body, 'title'),
    description: nullableText(body, 'description'),
    value:
      value === undefined || value === null || value === ''
        ? null
        : value === true ||
          value === 1 ||
          value === '1' ||
          value === 'true' ||
          value === 'yes' ||
          value === 'si',
    // The spec names it `attribute` (an id, or the template object with its id); `attribute_id` still works.
    attributeTemplateId:
      optionalInt(attributeBody(body.attribute), 'id') ??
      optionalInt(body, 'attribute_id') ??
      optionalInt(body, 'attribute_template_id'),
    position: optionalInt(body, 'position'),
  };
  if (!(DETAIL_TYPES as readonly string[]).includes(values.type))
    refuseAll(activityDetailSchema, { ...values, type: values.type || undefined });
  return { ...values, type: capital(values.type) };
}

function attributeBody(value: unknown): Json {
  return value !== null && typeof value === 'object' ? (value as Json) : { id: value };
}

/** Detail saves answer errors under the spec's payload name. */
export const DETAIL_ERROR_NAMES = { attributeTemplateId: 'attribute' };

export function profileInput(body: RestInput['body']) {
  const pago = body.pago_movil as Json | undefined | null;
  return {
    tradeName: text(body, 'trade_name'),
    legalName: text(body, 'legal_name'),
    address: nullableText(body, 'address'),
    description: text(body, 'description'),
    documentTypeId: optionalInt(body, 'document_type_id'),
    documentCode: text(body, 'document_code'),
    webpage: nullableText(body, 'webpage'),
    phoneNumber: nullableText(body, 'phone_number'),
    languageId: optionalInt(body, 'language_id'),
    pagoMovil:
      pago && typeof pago === 'object'
        ? {
            holder: text(pago, 'holder'),
            rif: text(pago, 'rif'),
            phone: text(pago, 'phone'),
            bankCode: text(pago, 'bank_code'),
          }
        : null,
  };
}
