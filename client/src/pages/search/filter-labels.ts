import { PRICE_RANGES } from '../../../../schema/price-ranges';
import type { DurationKey, RatingKey, SearchState, TimeOfDayKey } from './search-params';

/** The sidebar's words for the URL's filter values (search-params.ts). */
export const DURATION_LABELS: Record<DurationKey, string> = {
  'hasta-2h': 'Hasta 2 horas',
  '2-4h': 'De 2 a 4 horas',
  'medio-dia': 'Medio día (4 a 6 horas)',
  'dia-completo': 'Día completo',
  'varios-dias': 'Varios días',
};

export const RATING_LABELS: Record<RatingKey, string> = { '4': '4 o más', '4.5': '4,5 o más' };

export const TIME_OF_DAY_LABELS: Record<TimeOfDayKey, string> = {
  manana: 'Mañana (antes de las 12:00)',
  tarde: 'Tarde (12:00 a 18:00)',
  noche: 'Noche (desde las 18:00)',
};

/** A price range's words: "Menos de $25", "De $25 a $50", "$200 o más". */
export function priceRangeLabel([min, max]: (typeof PRICE_RANGES)[number]): string {
  if (max === null) return `$${min} o más`;
  return min === 0 ? `Menos de $${max}` : `De $${min} a $${max}`;
}

/** The URL's min / max of a price range: prices have two decimals, so [min, max) is min ≤ price ≤ max − 0.01. */
export function priceRangeFilter([min, max]: (typeof PRICE_RANGES)[number]): Pick<
  SearchState,
  'minPrice' | 'maxPrice'
> {
  return {
    minPrice: min > 0 ? String(min) : undefined,
    maxPrice: max === null ? undefined : ((max * 100 - 1) / 100).toFixed(2),
  };
}

/** The index of the price range that the search's min / max spell, if they spell one. */
export function chosenPriceRange(state: Pick<SearchState, 'minPrice' | 'maxPrice'>): number | undefined {
  const index = PRICE_RANGES.findIndex((range) => {
    const filter = priceRangeFilter(range);
    return (
      Number(filter.minPrice ?? 0) === Number(state.minPrice ?? 0) &&
      filter.maxPrice === (state.maxPrice === undefined ? undefined : Number(state.maxPrice).toFixed(2))
    );
  });
  return index < 0 ? undefined : index;
}
