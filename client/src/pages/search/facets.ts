import { PRICE_RANGES } from '../../../../schema/price-ranges';
import type { SearchFacetsQuery } from '../../graphql/generated/discovery';

type Facets = NonNullable<SearchFacetsQuery['activities']['facets']>;
import {
  DURATIONS,
  RATINGS,
  TIMES_OF_DAY,
  type DurationKey,
  type RatingKey,
  type TimeOfDayKey,
} from './search-params';

/**
 * How many activities each sidebar option would leave, every other chosen filter kept (the server's facets, by the
 * options' URL keys). Categories, destinations, origins, attributes and languages the server leaves out leave none.
 */
export interface FacetCounts {
  durations: Partial<Record<DurationKey, number>>;
  ratings: Partial<Record<RatingKey, number>>;
  timesOfDay: Partial<Record<TimeOfDayKey, number>>;
  /** By language code. */
  languages: Record<string, number>;
  categories: Record<string, number>;
  destinations: Record<string, number>;
  origins: Record<string, number>;
  /** With the chosen attributes kept: they are ANDed. */
  attributes: Record<string, number>;
  freeCancellation: number;
  /** By index of PRICE_RANGES. */
  priceRanges: number[];
}

function byKey<K extends string, V>(
  table: Record<K, V>,
  matches: (value: V, key: K) => number | undefined,
): Partial<Record<K, number>> {
  const counts: Partial<Record<K, number>> = {};
  for (const key of Object.keys(table) as K[]) {
    const count = matches(table[key], key);
    if (count !== undefined) counts[key] = count;
  }
  return counts;
}

const byId = (items: { id: string; count: number }[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.count]));

export function facetCounts(facets: Facets): FacetCounts {
  return {
    durations: byKey(DURATIONS, (d) => facets.durations.find((f) => f.bucket === d)?.count),
    ratings: byKey(RATINGS, (r) => facets.ratings.find((f) => f.minRating === r)?.count),
    timesOfDay: byKey(TIMES_OF_DAY, (t) => facets.timesOfDay.find((f) => f.timeOfDay === t)?.count),
    languages: Object.fromEntries(facets.guideLanguages.map((item) => [item.code.toLowerCase(), item.count])),
    categories: byId(facets.categories),
    destinations: byId(facets.destinations),
    origins: byId(facets.origins),
    attributes: byId(facets.attributes),
    freeCancellation: facets.freeCancellation,
    priceRanges: PRICE_RANGES.map(([min]) => facets.priceRanges.find((f) => f.min === min)?.count ?? 0),
  };
}
