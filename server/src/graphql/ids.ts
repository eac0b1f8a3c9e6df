import { NotFoundError } from './errors.js';

/** A GraphQL ID or REST path segment as a primary key; anything else is simply "not found". */
export function idOf(raw: string | number | null | undefined, message: string): number {
  const text = String(raw ?? '').trim();
  const value = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) throw new NotFoundError(message);
  return value;
}
