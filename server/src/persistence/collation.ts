/**
 * How text columns are sorted: Spanish, as the Unicode collation (ICU) orders it ("Ávila" among the A's, "ñ" after
 * "n", case and accents only breaking ties). Every text column a list may be ordered by declares it
 * (`@Property({ collation: SPANISH_COLLATION })`), so every `order by` on it — the ORM's, raw SQL, both doors — sorts
 * the same way without naming it. `es-x-icu` comes with any PostgreSQL built with ICU (the embedded one included);
 * lists sorted in the gateway compare with `compareSpanish` (schema/sorting.ts), the same order.
 */
export const SPANISH_COLLATION = 'es-x-icu';
