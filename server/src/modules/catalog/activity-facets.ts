import type { EntityManager } from '@mikro-orm/postgresql';
import { COUNTS_FRESH_MS, COUNTS_MAX_AGE_MS, concat, type Sql } from './activity-read.js';
import { StaleCounts } from '../../lib/stale-counts.js';
import {
  baseConditions,
  groupConditions,
  joinAnd,
  type FacetGroup,
  type SearchCriteria,
} from './activity-search.js';
import { ALL_BANDS, bandFlagsSql } from './slot-room.sql.js';
import { FACET_BITS, FACET_BITS_WIDTH } from './facet-bits.sql.js';
import type { ActivityFacets } from './activity-facets.types.js';
import { DurationBucket, type TimeOfDay } from './activity.inputs.js';
import { PRICE_RANGES } from '../../../../schema/price-ranges.js';

/**
 * Facet counts of the public search: for each option, how many activities the search would answer with that option
 * chosen and every other active filter kept. A group's own filter is left out of its counts (choosing another category
 * widens the search: the options of a group are ORed), the usual semantics of GetYourGuide, Viator and Elasticsearch's
 * post_filter.
 *
 * Two steps:
 * 1. ONE statement reads the candidate activities (the filters no facet leaves out: publication, text, a date,
 *    attributes, featured; the days and participants of the slot filter; and whether each passes the price filter)
 *    from `activity_facet_rows` (the search's columns of each activity and its seat summary: a sixth of the pages of
 *    `activities`, no join), and groups them by everything the counts tell apart: origin, category, destination, guide
 *    language, attribute set, and one packed integer `k`: the activity's own `facet_bits` (duration bucket, price range,
 *    rating, free cancellation; generated with the row, facet-bits.sql.ts), then the time-of-day bands with a bookable
 *    slot (slot-room.sql.ts) and the price filter. A few thousand groups at
 *    100,000 activities. These groups depend only on that statement's part of the criteria (`groupsKey`), so they are
 *    kept per that part: the searches that differ only in category, destination, origin, duration, rating, language,
 *    time of day or free cancellation share one count of the catalogue.
 * 2. In memory, each option is a sum over the groups passing every other group's filter (`toFacets`).
 *
 * Attributes are ANDed (an activity must have every chosen one), so their filter stays with the candidates, and an
 * attribute's count is the groups passing every filter, summed under each attribute of their set.
 */

export const RATING_OPTIONS = [4, 4.5] as const;

const DURATION_BUCKETS = Object.values(DurationBucket);

/**
 * The part of the criteria the statement reads (the rest is applied to its groups in memory): the candidates'
 * filters, the slot window and the price filter.
 */
function statementCriteria(criteria: SearchCriteria): SearchCriteria {
  const { text, attributeIds, startsAt, featured, slotWithRoom, minPrice, maxPrice, priceAbove, priceBelow } =
    criteria;
  return { text, attributeIds, startsAt, featured, slotWithRoom, minPrice, maxPrice, priceAbove, priceBelow };
}

/** What the kept groups of a search are found by. */
export function groupsKey(criteria: SearchCriteria): string {
  return JSON.stringify(statementCriteria(criteria));
}

/**
 * Publication, a date, attributes, featured, text — on `activity_facet_rows`, which has no text vector and holds the
 * attribute ids (every chosen one: `@>`).
 */
function candidateConditions(criteria: SearchCriteria): Sql {
  const parts = baseConditions({ ...criteria, text: undefined, attributeIds: undefined });
  const attributes = criteria.attributeIds ?? [];
  if (attributes.length)
    parts.push({
      text: `a.attribute_ids @> array[${attributes.map(() => '?').join(', ')}]::int[]`,
      params: attributes,
    });
  if (criteria.text)
    parts.push({
      text: `a.id in (select t.id from activities t where t.search_vector @@ websearch_to_tsquery('es_unaccent', ?))`,
      params: [criteria.text],
    });
  return joinAnd(parts);
}

/**
 * A value the counts tell apart, packed with the others into one integer per candidate (`k`): grouped by the ids and
 * one integer, the planner hashes the few thousand groups in memory; grouped by a dozen columns, it expected one group
 * per activity and sorted the 98,000 candidates on disk (work_mem) at 100,000 activities.
 */
interface Packed {
  bits: number;
  /** A non-negative integer below 2^bits, per candidate (`a`: activity_facet_rows, `av`: a window's summary). */
  value: Sql;
}

const bit = (condition: Sql): Sql => concat('coalesce(', condition, ', false)::int');

/**
 * The packed fields after the activity's own (`facet_bits`, facet-bits.sql.ts), in order; `K` below reads them back.
 */
function packedFields(criteria: SearchCriteria, room: ReturnType<typeof bandFlagsSql>): Packed[] {
  return [
    { bits: FACET_BITS_WIDTH, value: { text: 'a.facet_bits', params: [] } },
    ...ALL_BANDS.map((band): Packed => ({ bits: 1, value: bit(room.flag(band)) })),
    { bits: 1, value: bit(groupConditions(criteria).price ?? { text: 'true', params: [] }) },
  ];
}

/** Where each packed field sits in `k` (the order of packedFields). */
const K = {
  ...FACET_BITS,
  band: (band: TimeOfDay) => ({ at: FACET_BITS_WIDTH + ALL_BANDS.indexOf(band), mask: 1 }),
  price: { at: FACET_BITS_WIDTH + ALL_BANDS.length, mask: 1 },
};
const read = (k: number, field: { at: number; mask: number }) => (k >> field.at) & field.mask;

/** The statement of a search's groups; only its statement criteria matter (groupsKey). */
export function facetsSql(search: SearchCriteria): Sql {
  const criteria = statementCriteria(search);
  const room = bandFlagsSql(criteria.slotWithRoom ?? { seats: 1 });
  let offset = 0;
  const pack = concat(
    '(',
    // `<<` and `|` bind alike in PostgreSQL (left to right): each shifted term in its own parentheses.
    ...packedFields(criteria, room).flatMap((field, i) => {
      const at = offset;
      offset += field.bits;
      return [i === 0 ? '' : ' | ', '((', field.value, `) << ${at})`];
    }),
    ')',
  );
  const anyBand = ALL_BANDS.reduce((mask, band) => mask | (1 << K.band(band).at), 0);
  return concat(
    'with ',
    room.cte ? concat('av as (', room.cte, '), ') : '',
    `r as materialized (
  select * from (
  select a.origin_id, a.category_id, a.destination_id, a.language_id, a.attribute_ids, `,
    pack,
    ` as k
  from activity_facet_rows a
  ${room.cte ? 'join av on av.activity_id = a.id' : ''}
  where `,
    candidateConditions(criteria),
    // `offset 0` keeps the planner from pulling the filter on k into the scan, which computed k twice per row.
    `${criteria.slotWithRoom ? ' offset 0' : ''}) c
  ${criteria.slotWithRoom ? `where k & ${anyBand} <> 0` : ''}
)
select g.origin_id as "originId", g.category_id as "categoryId", g.destination_id as "destinationId",
  lower(l.abbr) as language, g.attribute_ids as "attributeIds", g.k, g.n from (
  select origin_id, category_id, destination_id, language_id, attribute_ids, k, count(*)::int as n from r
  group by origin_id, category_id, destination_id, language_id, attribute_ids, k) g
  left join languages l on l.id = g.language_id`,
  );
}

/** A row of facetsSql: how many candidates share these values. */
export interface FacetGroupRow {
  originId: number | null;
  categoryId: number | null;
  destinationId: number | null;
  language: string | null;
  attributeIds: number[];
  k: number;
  n: number;
}

const GROUPS: FacetGroup[] = [
  'origin',
  'category',
  'destination',
  'duration',
  'rating',
  'timeOfDay',
  'guideLanguage',
  'freeCancellation',
  'price',
];
const GROUP_BIT = Object.fromEntries(GROUPS.map((g, i) => [g, 1 << i])) as Record<FacetGroup, number>;
const EVERY_GROUP = (1 << GROUPS.length) - 1;

/** Per group, whether a row of facetsSql passes the search's filter of that group (none: it passes). */
function groupTests(criteria: SearchCriteria): Record<FacetGroup, (row: FacetGroupRow) => boolean> {
  const among = <T>(chosen: T[] | undefined, value: T) => !chosen?.length || chosen.includes(value);
  const buckets = criteria.durations?.map((b) => DURATION_BUCKETS.indexOf(b));
  const bands = criteria.timeOfDay ?? [];
  const free = criteria.freeCancellation === undefined ? undefined : Number(criteria.freeCancellation);
  return {
    origin: (r) => criteria.originId === undefined || r.originId === criteria.originId,
    category: (r) => among(criteria.categoryIds, r.categoryId as number),
    destination: (r) => criteria.destinationId === undefined || r.destinationId === criteria.destinationId,
    duration: (r) => among(buckets, read(r.k, K.duration)),
    // Tenths over 10 is the nearest double to the decimal rating, as the filter's number is.
    rating: (r) => criteria.minRating === undefined || read(r.k, K.ratingTenths) / 10 >= criteria.minRating,
    timeOfDay: (r) => !bands.length || bands.some((band) => read(r.k, K.band(band)) === 1),
    guideLanguage: (r) => among(criteria.guideLanguages, r.language as string),
    freeCancellation: (r) => free === undefined || read(r.k, K.freeCancellation) === free,
    price: (r) => read(r.k, K.price) === 1,
  };
}

/** Counts by value, largest first, then by value (Spanish order). */
function listed<V extends string | number>(counts: Map<V | null, number>): { value: V; count: number }[] {
  return [...counts]
    .filter((entry): entry is [V, number] => entry[0] !== null && entry[1] > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((x, y) => y.count - x.count || String(x.value).localeCompare(String(y.value), 'es'));
}

/** The facet counts of a search from the groups of its statement criteria. */
export function toFacets(rows: FacetGroupRow[], criteria: SearchCriteria): ActivityFacets {
  const tests = groupTests(criteria);
  const byCategory = new Map<number | null, number>();
  const byDestination = new Map<number | null, number>();
  const byOrigin = new Map<number | null, number>();
  const byAttribute = new Map<number, number>();
  const byLanguage = new Map<string | null, number>();
  const durations = DURATION_BUCKETS.map(() => 0);
  const ratings = RATING_OPTIONS.map(() => 0);
  const bands = ALL_BANDS.map(() => 0);
  const priceRanges = PRICE_RANGES.map(() => 0);
  let freeCancellation = 0;
  const add = <V>(counts: Map<V, number>, value: V, n: number) =>
    counts.set(value, (counts.get(value) ?? 0) + n);
  for (const row of rows) {
    const passed = GROUPS.reduce((mask, g) => (tests[g](row) ? mask | GROUP_BIT[g] : mask), 0);
    /** Whether the row passes every group's filter but `group`'s. */
    const besides = (group: FacetGroup) => (passed | GROUP_BIT[group]) === EVERY_GROUP;
    const { n, k } = row;
    if (besides('category')) add(byCategory, row.categoryId, n);
    if (besides('destination')) add(byDestination, row.destinationId, n);
    if (besides('origin')) add(byOrigin, row.originId, n);
    if (besides('guideLanguage')) add(byLanguage, row.language, n);
    if (passed === EVERY_GROUP) for (const id of row.attributeIds) add(byAttribute, id, n);
    if (besides('duration') && read(k, K.duration) < durations.length) durations[read(k, K.duration)]! += n;
    if (besides('rating'))
      RATING_OPTIONS.forEach((min, i) => {
        if (read(k, K.ratingTenths) / 10 >= min) ratings[i]! += n;
      });
    if (besides('timeOfDay'))
      ALL_BANDS.forEach((band, i) => {
        if (read(k, K.band(band)) === 1) bands[i]! += n;
      });
    if (besides('freeCancellation') && read(k, K.freeCancellation) === 1) freeCancellation += n;
    if (besides('price') && read(k, K.priceRange) < priceRanges.length)
      priceRanges[read(k, K.priceRange)]! += n;
  }
  const ids = (counts: Map<number | null, number>) =>
    listed(counts).map(({ value, count }) => ({ id: value, count }));
  return {
    categories: ids(byCategory),
    destinations: ids(byDestination),
    origins: ids(byOrigin),
    attributes: ids(byAttribute),
    guideLanguages: listed(byLanguage).map(({ value, count }) => ({ code: value, count })),
    durations: DURATION_BUCKETS.map((bucket, i) => ({ bucket, count: durations[i]! })),
    ratings: RATING_OPTIONS.map((minRating, i) => ({ minRating, count: ratings[i]! })),
    timesOfDay: ALL_BANDS.map((timeOfDay, i) => ({ timeOfDay, count: bands[i]! })),
    freeCancellation,
    priceRanges: PRICE_RANGES.map(([min, max], i) => ({ min, max, count: priceRanges[i]! })),
  };
}

/**
 * The search's total from its facet counts: every activity has one category, so the categories' counts (each with
 * every other filter kept) add up to the total — over the chosen categories when the search filters by category.
 */
export function facetsTotal(criteria: SearchCriteria, facets: ActivityFacets): number {
  const chosen = criteria.categoryIds?.length ? new Set(criteria.categoryIds) : undefined;
  return facets.categories.filter((c) => !chosen || chosen.has(c.id)).reduce((sum, c) => sum + c.count, 0);
}

/**
 * The facets of a search, whatever its size. The groups its statement counts are kept per statement criteria
 * (groupsKey) and database and served stale while one recount runs (StaleCounts): a facet count may lag a catalogue or
 * seat change by up to COUNTS_MAX_AGE_MS (2 min), under steady traffic by COUNTS_FRESH_MS (30 s) plus one recount. The
 * page's cards are never kept: they are always exact. Counting reads every candidate activity (98,000 for an
 * unfiltered search at 100,000 activities) and, for the days of a window that include the booking deadline's day,
 * that day's slots: repeated and neighbouring filter combinations must not wait for it.
 */
export async function countFacets(em: EntityManager, criteria: SearchCriteria): Promise<ActivityFacets> {
  const query = facetsSql(criteria);
  const count = (on: EntityManager) => async () =>
    (await on.execute<FacetGroupRow[]>(query.text, query.params)).map((row): FacetGroupRow => ({
      ...row,
      originId: row.originId === null ? null : Number(row.originId),
      categoryId: row.categoryId === null ? null : Number(row.categoryId),
      destinationId: row.destinationId === null ? null : Number(row.destinationId),
    }));
  const groups = await facetGroups.get(em.config, groupsKey(criteria), count(em), {
    background: () => count(em.fork())(),
  });
  return toFacets(groups, criteria);
}

/** A few thousand groups of a few numbers each per key at 100,000 activities: well under a megabyte. */
const facetGroups = new StaleCounts<FacetGroupRow[]>(COUNTS_FRESH_MS, COUNTS_MAX_AGE_MS, 200);
