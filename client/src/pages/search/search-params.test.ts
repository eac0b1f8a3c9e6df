import { describe, expect, it } from 'vitest';
import { weekendRange } from '../../../../schema/validation/calendar-date';
import { isIndexable, parseSearch, searchVariables, toSearchParams } from './search-params';

describe('date filters in the URL', () => {
  it('"Este fin de semana" is the Saturday and Sunday ahead, or what is left of the one under way', () => {
    expect(weekendRange('2026-11-27')).toEqual({ from: '2026-11-28', to: '2026-11-29' }); // Friday
    expect(weekendRange('2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-29' }); // Saturday
    expect(weekendRange('2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-11-29' }); // Sunday
    expect(weekendRange('2026-11-30')).toEqual({ from: '2026-12-05', to: '2026-12-06' }); // Monday
    expect(weekendRange('2026-12-31')).toEqual({ from: '2027-01-02', to: '2027-01-03' }); // across the year
  });

  it('reads from/to and sort, drops what is malformed, and asks the server for the same', () => {
    const state = parseSearch(
      new URLSearchParams('from=2026-11-28&to=2026-11-29&people=4&sort=duracion&x=1'),
    );
    expect(state).toMatchObject({ from: '2026-11-28', to: '2026-11-29', people: '4', sort: 'duracion' });
    expect(toSearchParams(state).toString()).toBe('from=2026-11-28&to=2026-11-29&people=4&sort=duracion');
    expect(searchVariables(state, 1)).toMatchObject({
      filter: { startsFrom: '2026-11-28', startsTo: '2026-11-29', participants: 4 },
      orderBy: 'DURATION_ASC',
    });
    expect(parseSearch(new URLSearchParams('from=2026-11-29&to=2026-11-28&sort=nope'))).toMatchObject({
      from: '2026-11-29',
      to: undefined,
      sort: undefined,
    });
    expect(parseSearch(new URLSearchParams('from=2026-02-30')).from).toBeUndefined();
    for (const people of ['0', '101', '2.5', 'abc'])
      expect(parseSearch(new URLSearchParams({ people })).people).toBeUndefined();
  });

  it('a visitor gets "Recomendados"; a text search without a chosen order keeps relevance', () => {
    expect(searchVariables(parseSearch(new URLSearchParams('')), 1).orderBy).toBe('RECOMMENDED_DESC');
    expect(searchVariables(parseSearch(new URLSearchParams('s=paseo')), 1).orderBy).toBeUndefined();
    expect(searchVariables(parseSearch(new URLSearchParams('s=paseo&sort=precio-asc')), 1).orderBy).toBe(
      'PRICE_ASC',
    );
  });
});

describe('duration and rating in the URL', () => {
  it('reads dur (repeatable, in a fixed order) and rating, drops unknown values, asks the server for the same', () => {
    const state = parseSearch(
      new URLSearchParams('dur=varios-dias&dur=hasta-2h,nope&rating=4.5&dur=hasta-2h'),
    );
    expect(state).toMatchObject({ durations: ['hasta-2h', 'varios-dias'], rating: '4.5' });
    expect(toSearchParams(state).toString()).toBe('dur=hasta-2h&dur=varios-dias&rating=4.5');
    expect(searchVariables(state, 1).filter).toEqual({
      durations: ['UP_TO_2H', 'MULTI_DAY'],
      minRating: 4.5,
    });
    expect(parseSearch(new URLSearchParams('rating=3')).rating).toBeUndefined();
  });

  it('reads time of day, guide languages and free cancellation the same way', () => {
    const state = parseSearch(new URLSearchParams('time=noche&time=manana&lang=EN,es&lang=x1&freecancel=1'));
    expect(state).toMatchObject({
      timesOfDay: ['manana', 'noche'],
      languages: ['en', 'es'],
      freeCancellation: true,
    });
    expect(toSearchParams(state).toString()).toBe('time=manana&time=noche&lang=en&lang=es&freecancel=1');
    expect(searchVariables(state, 1).filter).toEqual({
      timeOfDay: ['MORNING', 'EVENING'],
      guideLanguages: ['en', 'es'],
      freeCancellation: true,
    });
    expect(parseSearch(new URLSearchParams('freecancel=yes')).freeCancellation).toBeUndefined();
  });
});

describe('which searches search engines may index', () => {
  const indexable = (query: string) => isIndexable(parseSearch(new URLSearchParams(query)));
  it('the whole catalogue, one destination and/or one category; nothing beyond', () => {
    for (const query of ['', 'location=3', 'cat=2', 'location=3&cat=2', 'page=2&location=3'])
      expect(indexable(query), query).toBe(true);
    for (const query of [
      'cat=1&cat=2',
      's=rafting',
      'location=3&rating=4',
      'dur=2-4h',
      'people=4',
      'sort=valoracion',
    ])
      expect(indexable(query), query).toBe(false);
  });
});
