/**
 * Spanish text order for lists sorted outside the database (the gateway's unpaged lists, the client): the same order
 * as PostgreSQL's `es-x-icu` collation the sorted text columns declare (server/src/db/collation.ts) — "Ávila" among
 * the A's, "ñ" after "n", accents and case only breaking ties.
 */
const SPANISH = new Intl.Collator('es');

export function compareSpanish(a: string, b: string): number {
  return SPANISH.compare(a, b);
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Orders two answer values as PostgreSQL does: numbers (and numeric strings) by value, text in Spanish, nulls last ascending. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number' || typeof b === 'number' || (NUMERIC.test(String(a)) && NUMERIC.test(String(b))))
    return Number(a) - Number(b);
  return compareSpanish(String(a), String(b));
}
