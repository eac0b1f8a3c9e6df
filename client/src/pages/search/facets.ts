import type { DurationKey, RatingKey, SearchState } from './search-params';

/** How many activities each sidebar option would leave, every other chosen filter kept. */
export interface FacetCounts {
  durations: Partial<Record<DurationKey, number>>;
  ratings: Partial<Record<RatingKey, number>>;
}

/** The counts of the sidebar's options for a search. */
export function useFacets(_state: SearchState): FacetCounts | undefined {
  return undefined;
}
