import type { RestInput } from './route.js';

/**
 * Readers for REST body fields. A missing or mistyped field becomes an empty value that the shared yup schema
 * refuses with its Spanish message, instead of a GraphQL coercion error in English.
 */
export function text(body: RestInput['body'], name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** An integer body field, or 0 (which the schemas refuse with their message) when absent or malformed. */
export function integer(body: RestInput['body'], name: string): number {
  const value = Number(body[name]);
  return Number.isSafeInteger(value) ? value : 0;
}

/** An optional text field: undefined when absent, so updates leave it unchanged. */
export function optionalText(body: RestInput['body'], name: string): string | undefined {
  return body[name] === undefined || body[name] === null ? undefined : text(body, name);
}

/** A yes/no body field as forms send it (true, 1, 'true', '1'); anything else, or absent, is false. */
export function flag(body: RestInput['body'], name: string): boolean {
  const value = body[name];
  return value === true || value === 1 || value === 'true' || value === '1';
}
