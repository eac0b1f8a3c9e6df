import { describe, expect, it } from 'vitest';
import { PRICE_RANGES } from '../../../../schema/price-ranges';
import { chosenPriceRange, priceRangeFilter, priceRangeLabel } from './filter-labels';
import { parseSearch, toFilter } from './search-params';

describe('the sidebar price ranges', () => {
  it('say their range in Spanish', () => {
    expect(PRICE_RANGES.map(priceRangeLabel)).toEqual([
      'Menos de $25',
      'De $25 a $50',
      'De $50 a $100',
      'De $100 a $200',
      '$200 o más',
    ]);
  });

  it('spell [min, max) as min / max − 0.01 in the URL, and are recognised back from it', () => {
    expect(PRICE_RANGES.map(priceRangeFilter)).toEqual([
      { minPrice: undefined, maxPrice: '24.99' },
      { minPrice: '25', maxPrice: '49.99' },
      { minPrice: '50', maxPrice: '99.99' },
      { minPrice: '100', maxPrice: '199.99' },
      { minPrice: '200', maxPrice: undefined },
    ]);
    PRICE_RANGES.forEach((range, index) => {
      const params = new URLSearchParams();
      const { minPrice, maxPrice } = priceRangeFilter(range);
      if (minPrice) params.set('min', minPrice);
      if (maxPrice) params.set('max', maxPrice);
      expect(chosenPriceRange(parseSearch(params))).toBe(index);
    });
    expect(toFilter(parseSearch(new URLSearchParams('min=25&max=49.99')))).toEqual({
      minPrice: 25,
      maxPrice: 49.99,
    });
  });

  it('a range of the traveller’s own, or none, is no listed range', () => {
    expect(chosenPriceRange({ minPrice: '30', maxPrice: '49.99' })).toBeUndefined();
    expect(chosenPriceRange({ minPrice: '25', maxPrice: '50' })).toBeUndefined();
    expect(chosenPriceRange({})).toBeUndefined();
  });
});
