import { isCalendarDate } from '../../../../schema/validation/calendar-date';
import { SEARCH_PAGE_SIZE } from '../../../../schema/constants';
import { paths } from '../../platform/paths';
import type {
  ActivityFilter,
  ActivityOrderBy,
  DurationBucket,
  TimeOfDay,
} from '../../graphql/generated/graphql';

/**
 * Duration buckets, minimum ratings and times of day by their URL values (`dur`, `rating`, `time`), in the sidebar's
 * order; their labels live with the sidebar (filter-labels.ts), which is not in the first load.
 */
export const DURATIONS = {
  'hasta-2h': 'UP_TO_2H',
  '2-4h': 'FROM_2_TO_4H',
  'medio-dia': 'HALF_DAY',
  'dia-completo': 'FULL_DAY',
  'varios-dias': 'MULTI_DAY',
} as const satisfies Record<string, DurationBucket>;
export type DurationKey = keyof typeof DURATIONS;

export const RATINGS = { '4': 4, '4.5': 4.5 } as const;
export type RatingKey = keyof typeof RATINGS;

export const TIMES_OF_DAY = {
  manana: 'MORNING',
  tarde: 'AFTERNOON',
  noche: 'EVENING',
} as const satisfies Record<string, TimeOfDay>;
export type TimeOfDayKey = keyof typeof TIMES_OF_DAY;

/** The orders a traveller can pick, by their URL value; the first is the default. */
export const SORTS = {
  recomendados: { label: 'Recomendados', orderBy: 'RECOMMENDED_DESC' },
  'precio-asc': { label: 'Precio: menor a mayor', orderBy: 'PRICE_ASC' },
  'precio-desc': { label: 'Precio: mayor a menor', orderBy: 'PRICE_DESC' },
  valoracion: { label: 'Mejor valoradas', orderBy: 'RATING_DESC' },
  populares: { label: 'Más populares', orderBy: 'POPULARITY_DESC' },
  nuevas: { label: 'Más nuevas', orderBy: 'PUBLISHED_AT_DESC' },
  duracion: { label: 'Duración', orderBy: 'DURATION_ASC' },
} as const satisfies Record<string, { label: string; orderBy: ActivityOrderBy }>;
export type SortKey = keyof typeof SORTS;

function isSortKey(value: string | undefined): value is SortKey {
  return value !== undefined && Object.hasOwn(SORTS, value);
}

/**
 * The order asked of the server: the chosen one, else "Recomendados" — except that a text search without a chosen
 * order keeps its relevance order (title matches first), which the server reads tier by tier at any size.
 */
export function orderOf(state: SearchState): ActivityOrderBy | undefined {
  if (state.sort) return SORTS[state.sort].orderBy;
  return state.text ? undefined : SORTS.recomendados.orderBy;
}

/**
 * The search's filters as they live in the URL (customer spec §2.5), so a search can be shared and the back button
 * walks through earlier filters:
 *   s (free text) · cat (category id, repeatable) · location (destination id) · origin (origin id) ·
 *   date (YYYY-MM-DD) · attr (attribute id, repeatable) · min / max (USD per person) ·
 *   from / to (YYYY-MM-DD, an inclusive range of days with a free seat; "Este fin de semana") ·
 *   people (1–100: a slot with room for that many, on those days or from today) ·
 *   dur (one of DURATIONS, repeatable: any of them) · rating (one of RATINGS: at least that) ·
 *   time (one of TIMES_OF_DAY, repeatable) · lang (a guide language's code, repeatable) ·
 *   freecancel (1: free cancellation, up to 24 h before) ·
 *   sort (one of SORTS; absent: "Recomendados", or relevance when there is text).
 * `cat`, `location` and `date` are the parameters the home page and older links send.
 *
 * These functions are also the server's list of what a search page reads: it renders and caches /search from
 * `searchQuery` (parseSearch, then toSearchParams, then `page`) and drops every other parameter. A new filter goes into
 * SearchState, parseSearch and toSearchParams here, and nowhere else.
 */
export interface SearchState {
  text?: string;
  categoryIds: string[];
  attributeIds: string[];
  originId?: string;
  destinationId?: string;
  date?: string;
  /** An inclusive range of days (YYYY-MM-DD); `to` alone starts today, `from` alone is one day. */
  from?: string;
  to?: string;
  /** How many people the slot must have room for. */
  people?: string;
  minPrice?: string;
  maxPrice?: string;
  /** Keys of DURATIONS, in DURATIONS' order. */
  durations: DurationKey[];
  rating?: RatingKey;
  /** Keys of TIMES_OF_DAY, in its order. */
  timesOfDay: TimeOfDayKey[];
  /** Guide languages' codes (`Language.abbr`), sorted. */
  languages: string[];
  freeCancellation?: true;
  /** Absent: the default order (orderOf). */
  sort?: SortKey;
}

export const EMPTY_SEARCH: SearchState = {
  categoryIds: [],
  attributeIds: [],
  durations: [],
  timesOfDay: [],
  languages: [],
};

const ID = /^[1-9]\d{0,9}$/;
const PRICE = /^\d{1,8}(\.\d{1,2})?$/;
const MAX_TEXT = 124;
const MAX_IDS = 50;
const LANGUAGE = /^[a-z]{2,3}$/;
const MAX_LANGUAGES = 20;

function ids(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => ID.test(value));
  return [...new Set(values)].slice(0, MAX_IDS);
}

function oneId(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && ID.test(value) ? value : undefined;
}

function price(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && PRICE.test(value) ? value : undefined;
}

/** The known values of a repeatable parameter, once each, in the table's order (one address per set). */
function keysOf<K extends string>(params: URLSearchParams, name: string, table: Record<K, unknown>): K[] {
  const chosen = new Set(params.getAll(name).flatMap((value) => value.split(',').map((v) => v.trim())));
  return (Object.keys(table) as K[]).filter((key) => chosen.has(key));
}

function keyOf<K extends string>(
  params: URLSearchParams,
  name: string,
  table: Record<K, unknown>,
): K | undefined {
  const value = params.get(name)?.trim();
  return value !== undefined && Object.hasOwn(table, value) ? (value as K) : undefined;
}

/** `lang` codes, lower case, once each, sorted (one address per set). */
function languages(params: URLSearchParams): string[] {
  const codes = params
    .getAll('lang')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => LANGUAGE.test(value));
  return [...new Set(codes)].sort().slice(0, MAX_LANGUAGES);
}

/** `sort` of a list address, when it names an order other than the default. */
export function parseSort(params: URLSearchParams): SortKey | undefined {
  const sort = params.get('sort')?.trim();
  return isSortKey(sort) && sort !== 'recomendados' ? sort : undefined;
}

/** Reads the filters from the query string, dropping what is malformed (so a bad link never errors). */
export function parseSearch(params: URLSearchParams): SearchState {
  const text = params.get('s')?.trim().slice(0, MAX_TEXT) || undefined;
  const date = params.get('date')?.trim();
  const day = (name: string) => {
    const value = params.get(name)?.trim();
    return value && isCalendarDate(value) ? value : undefined;
  };
  const from = day('from');
  let to = day('to');
  if (from !== undefined && to !== undefined && to < from) to = undefined;
  const minPrice = price(params, 'min');
  let maxPrice = price(params, 'max');
  if (minPrice !== undefined && maxPrice !== undefined && Number(minPrice) > Number(maxPrice))
    maxPrice = undefined;
  return {
    text,
    categoryIds: ids(params, 'cat'),
    attributeIds: ids(params, 'attr'),
    originId: oneId(params, 'origin'),
    destinationId: oneId(params, 'location'),
    date: date && isCalendarDate(date) ? date : undefined,
    from,
    to,
    people: /^([1-9]\d?|100)$/.test(params.get('people')?.trim() ?? '')
      ? params.get('people')!.trim()
      : undefined,
    minPrice,
    maxPrice,
    durations: keysOf(params, 'dur', DURATIONS),
    rating: keyOf(params, 'rating', RATINGS),
    timesOfDay: keysOf(params, 'time', TIMES_OF_DAY),
    languages: languages(params),
    freeCancellation: params.get('freecancel')?.trim() === '1' ? true : undefined,
    sort: parseSort(params),
  };
}

/** The canonical query string of a state (fixed order, empty filters left out). */
export function toSearchParams(state: Partial<SearchState>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set('s', state.text);
  for (const id of state.categoryIds ?? []) params.append('cat', id);
  if (state.destinationId) params.set('location', state.destinationId);
  if (state.originId) params.set('origin', state.originId);
  if (state.date) params.set('date', state.date);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.people) params.set('people', state.people);
  for (const id of state.attributeIds ?? []) params.append('attr', id);
  if (state.minPrice) params.set('min', state.minPrice);
  if (state.maxPrice) params.set('max', state.maxPrice);
  for (const key of state.durations ?? []) params.append('dur', key);
  if (state.rating) params.set('rating', state.rating);
  for (const key of state.timesOfDay ?? []) params.append('time', key);
  for (const code of state.languages ?? []) params.append('lang', code);
  if (state.freeCancellation) params.set('freecancel', '1');
  if (state.sort) params.set('sort', state.sort);
  return params;
}

/** /search with these filters, e.g. searchPath({ categoryIds: ['2'], date: '2026-12-01' }). */
export function searchPath(state: Partial<SearchState>): string {
  const query = toSearchParams(state).toString();
  return query ? `${paths.search}?${query}` : paths.search;
}

const PAGE = /^[1-9]\d{0,4}$/;

/** `page` of a list address (search, landing pages): the first page shown; 1 when absent or malformed. */
export function parsePage(params: URLSearchParams): number {
  const value = params.get('page')?.trim();
  return value && PAGE.test(value) ? Number(value) : 1;
}

/** `page` past the first (its canonical query string). */
export function pageQuery(params: URLSearchParams): URLSearchParams {
  const page = parsePage(params);
  return new URLSearchParams(page > 1 ? { page: String(page) } : {});
}

/** What a landing page reads: `page` past the first and `sort` (its canonical link names the page only). */
export function landingQuery(params: URLSearchParams): URLSearchParams {
  const query = pageQuery(params);
  const sort = parseSort(params);
  if (sort) query.set('sort', sort);
  return query;
}

/** The query string of a search, canonical: its filters in a fixed order, and the page when past the first. */
export function searchQuery(params: URLSearchParams): URLSearchParams {
  const query = toSearchParams(parseSearch(params));
  const page = parsePage(params);
  if (page > 1) query.set('page', String(page));
  return query;
}

/** The search query's variables for one page: the loader and the page ask for exactly the same thing. */
export function searchVariables(state: SearchState, page: number) {
  return { filter: toFilter(state), page, perPage: SEARCH_PAGE_SIZE, orderBy: orderOf(state) };
}

/** The GraphQL filter of a state. */
export function toFilter(state: SearchState): ActivityFilter {
  const filter: ActivityFilter = {};
  if (state.text) filter.text = state.text;
  if (state.categoryIds.length) filter.categoryIds = state.categoryIds;
  if (state.attributeIds.length) filter.attributeIds = state.attributeIds;
  if (state.originId) filter.originId = state.originId;
  if (state.destinationId) filter.destinationId = state.destinationId;
  if (state.date) filter.startsAt = state.date;
  if (state.from) filter.startsFrom = state.from;
  if (state.to) filter.startsTo = state.to;
  if (state.people) filter.participants = Number(state.people);
  if (state.minPrice) filter.minPrice = Number(state.minPrice);
  if (state.maxPrice) filter.maxPrice = Number(state.maxPrice);
  if (state.durations.length) filter.durations = state.durations.map((key) => DURATIONS[key]);
  if (state.rating) filter.minRating = RATINGS[state.rating];
  if (state.timesOfDay.length) filter.timeOfDay = state.timesOfDay.map((key) => TIMES_OF_DAY[key]);
  if (state.languages.length) filter.guideLanguages = state.languages;
  if (state.freeCancellation) filter.freeCancellation = true;
  return filter;
}

/**
 * Whether search engines may index this search: the whole catalogue, or one destination and/or one category (what
 * the landing pages and the sitemap offer), in the default order. Any other filter, words or order: `noindex, follow`.
 */
export function isIndexable(state: SearchState): boolean {
  const others = { ...state, destinationId: undefined, categoryIds: state.categoryIds.slice(1) };
  return Object.values(others).every((value) =>
    Array.isArray(value) ? value.length === 0 : value === undefined,
  );
}

/** How many sidebar filters are set (shown on the mobile 'Filtros' button). */
export function activeFilterCount(state: SearchState): number {
  return (
    state.categoryIds.length +
    state.attributeIds.length +
    state.durations.length +
    state.timesOfDay.length +
    state.languages.length +
    [
      state.freeCancellation,
      state.people,
      state.rating,
      state.originId,
      state.destinationId,
      state.date,
      state.from ?? state.to,
      state.minPrice,
      state.maxPrice,
    ].filter(Boolean).length
  );
}
