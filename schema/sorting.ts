/**
 * Spanish text order for lists sorted outside the database (the gateway's unpaged lists, the client): the same order
 * as PostgreSQL's `es-x-icu` collation the sorted text columns declare (server/src/db/collation.ts) — "Ávila" among
 * the A's, "ñ" after "n", accents and case only breaking ties.
 */
const SPANISH = new Intl.Collator('es');

export function compareSpanish(a: string, b: string): number {
  return SPANISH.compare(a, b);
}
