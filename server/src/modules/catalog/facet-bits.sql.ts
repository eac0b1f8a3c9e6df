import { PRICE_RANGES } from '../../../../schema/price-ranges.js';

/**
 * What the facet counts tell apart of an activity alone, packed into one integer: `activity_facet_rows.facet_bits`, a
 * column PostgreSQL generates when the row is written, so a count reads it instead of computing it for each of the
 * 98,000 candidates of a search at 100,000 activities (a third of the statement). The counts' packed `k`
 * (activity-facets.ts) starts with these bits. Nothing of the catalogue is imported here: the entity's column is
 * declared from this module, and the entities load before the rest.
 */

/** The duration buckets' (lower, upper] minutes, in the order of `DurationBucket` (activity.inputs.ts). */
export const DURATION_BUCKET_MINUTES: readonly (readonly [number, number])[] = [
  [0, 120],
  [120, 240],
  [240, 360],
  [360, 1440],
  [1440, 2_147_483_647],
];

/** Free cancellation: `cancel_before` at most this many hours (activity-search.ts says why). */
export const FREE_CANCELLATION_HOURS = 24;

/** Where each value sits; 7 in a 3-bit field means "in no bucket" (no duration, or a price outside the ranges). */
export const FACET_BITS = {
  duration: { at: 0, mask: 7 },
  priceRange: { at: 3, mask: 7 },
  /** numeric(2,1): tenths from 0 to 99. */
  ratingTenths: { at: 6, mask: 127 },
  freeCancellation: { at: 13, mask: 1 },
} as const;

/** The first bit after them. */
export const FACET_BITS_WIDTH = 14;

/** The index of the first condition that holds, 7 when none does. */
const indexOf = (conditions: string[]) =>
  `coalesce(case ${conditions.map((c, i) => `when ${c} then ${i}`).join(' ')} else null end, 7)`;

const FIELDS: [string, { at: number }][] = [
  [
    indexOf(
      DURATION_BUCKET_MINUTES.map(
        ([low, high]) => `duration_minutes > ${low} and duration_minutes <= ${high}`,
      ),
    ),
    FACET_BITS.duration,
  ],
  [
    indexOf(
      PRICE_RANGES.map(([min, max]) =>
        max === null ? `base_price >= ${min}` : `base_price >= ${min} and base_price < ${max}`,
      ),
    ),
    FACET_BITS.priceRange,
  ],
  ['(rating * 10)::int', FACET_BITS.ratingTenths],
  [`coalesce(cancel_before <= ${FREE_CANCELLATION_HOURS}, false)::int`, FACET_BITS.freeCancellation],
];

/** The generated column's expression over the row's own columns (`<<` and `|` bind alike: each term in parentheses). */
export const FACET_BITS_SQL = `(${FIELDS.map(([value, { at }]) => `((${value}) << ${at})`).join(' | ')}) stored`;
