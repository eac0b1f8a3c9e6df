/**
 * The search sidebar's price ranges in USD per person, [min, max): from `min` inclusive to `max` exclusive, the last
 * without a ceiling. Prices have two decimals, so a range is also `min ≤ price ≤ max − 0.01` (the sidebar's URL form).
 * A module of its own, so it loads with the search sidebar, not with the public first load as schema/constants.ts does.
 */
export const PRICE_RANGES: readonly (readonly [min: number, max: number | null])[] = [
  [0, 25],
  [25, 50],
  [50, 100],
  [100, 200],
  [200, null],
];
