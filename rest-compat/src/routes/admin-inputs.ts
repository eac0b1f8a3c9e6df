import { BadInputError } from '../../../server/src/graphql/errors.js';
import { text } from '../body.js';
import type { RestInput } from '../route.js';

/** Admin portal request bodies (snake_case) as GraphQL inputs; malformed numbers become values the schemas refuse. */

const INT32_MAX = 2_147_483_647;

/**
 * An optional integer (status, ids): null when absent (the schema's default or "requerido" applies); -1 when
 * malformed or outside GraphQL's 32-bit Int, which every one of these schemas refuses as invalid (a malformed status
 * must not fall back to the default, and a value GraphQL cannot coerce must never reach it).
 */
function optionalInteger(body: RestInput['body'], name: string): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && Math.abs(n) <= INT32_MAX ? n : -1;
}

/** A nullable text field: null when absent. */
function nullableText(body: RestInput['body'], name: string): string | null {
  return body[name] === undefined || body[name] === null ? null : text(body, name);
}

export function supplierInput(body: RestInput['body']) {
  return {
    tradeName: text(body, 'trade_name'),
    legalName: text(body, 'legal_name'),
    // Left out: the create form's 3, or "requerido" on an update (GraphQL's default applies to an absent field only).
    documentTypeId: optionalInteger(body, 'document_type_id') ?? undefined,
    documentCode: text(body, 'document_code'),
    email: nullableText(body, 'email'),
    phoneNumber: nullableText(body, 'phone_number'),
    webpage: nullableText(body, 'webpage'),
    address: nullableText(body, 'address'),
    description: text(body, 'description'),
    notes: nullableText(body, 'notes'),
    fee: nullableText(body, 'fee'),
    status: optionalInteger(body, 'status'),
    languageId: optionalInteger(body, 'language_id'),
    categoryId: optionalInteger(body, 'category_id'),
  };
}

export function contactInput(body: RestInput['body']) {
  return {
    name: text(body, 'name'),
    email: nullableText(body, 'email'),
    phoneNumber: text(body, 'phone_number'),
    status: optionalInteger(body, 'status'),
  };
}

export function alertInput(body: RestInput['body']) {
  return {
    title: text(body, 'title'),
    message: text(body, 'message'),
    status: optionalInteger(body, 'status'),
  };
}

const CURRENCY_MESSAGE = 'La moneda debe ser USD o EUR';

/** `currency` as the GraphQL enum; anything else is refused here with the schema's Spanish message. */
export function currency(value: unknown, required: boolean): string | null {
  if ((value === undefined || value === '') && !required) return null;
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (upper !== 'USD' && upper !== 'EUR')
    throw new BadInputError(CURRENCY_MESSAGE, { currency: CURRENCY_MESSAGE });
  return upper;
}

export function pendingReview(value: unknown): boolean | null {
  if (value === undefined || value === '') return null;
  return value === '1' || value === 'true';
}

export function statusFilter(value: unknown): number | null {
  if (value === undefined || value === '') return null;
  if (value !== '0' && value !== '1') {
    throw new BadInputError('El estado debe ser 0 o 1.', { status: 'El estado debe ser 0 o 1.' });
  }
  return Number(value);
}
