import type { EntityManager } from '@mikro-orm/postgresql';
import { COUNTS_FRESH_MS, COUNTS_MAX_AGE_MS, concat, type Sql } from './activity-read.js';
import { StaleCounts } from '../../lib/stale-counts.js';
import {
  baseConditions,
  durationSql,
  FREE_CANCELLATION,
  groupConditions,
  joinAnd,
  type FacetGroup,
  type SearchCriteria,
} from './activity-search.js';
import { BAND_COLUMN, bandFlagsSql } from './slot-room.sql.js';
import type { ActivityFacets } from './activity-facets.types.js';
import { DurationBucket, TimeOfDay } from './activity.inputs.js';
import { PRICE_RANGES } from '../../../../schema/price-ranges.js';

/**
 * Facet counts of the public search in ONE statement, whatever the number of options: for each option, how many
 * activities the search would answer with that option chosen and every other active filter kept. A group's own
 * filter is left out of its counts (choosing another category widens the search: the options of a group are ORed),
 * the usual semantics of GetYourGuide, Viator and Elasticsearch's post_filter.
 *
 * Shape: the candidate activities (the filters no facet leaves out: publication, text, a date, attributes,
 * featured; and the days and participants of the slot filter) are read once from `activity_facet_rows` (the search's
 * columns of each activity and its seat summary: a sixth of the pages of `activities`, no join), each with one flag
 * per faceted group saying whether it passes that group's filter and the time-of-day bands of its bookable slots
 * (slot-room.sql.ts); in the same pass they are grouped by what the counts tell apart (category, destination,
 * language, rating, the duration bucket, the price range, the flags), a few thousand groups at 100,000 activities;
 * then each facet is a sum over the groups `f` requiring every flag but its own.
 *
 * Attributes are the exception: an activity must have every chosen attribute (ANDed, not ORed), so their filter stays
 * with the candidates, and an attribute's count is the candidates passing every flag that also have it: the groups'
 * attribute sets unnested and summed by template (ATTRIBUTE_FACET).
 */

export const RATING_OPTIONS = [4, 4.5] as const;

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

const FLAG: Record<FacetGroup, string> = {
  origin: 'ok_origin',
  category: 'ok_category',
  destination: 'ok_destination',
  duration: 'ok_duration',
  rating: 'ok_rating',
  timeOfDay: 'ok_time_of_day',
  guideLanguage: 'ok_guide_language',
  freeCancellation: 'ok_free_cancellation',
  price: 'ok_price',
};

/** Every flag but the group's own, ANDed ('true' when only that one). */
function others(group: FacetGroup): string {
  return GROUPS.filter((g) => g !== group)
    .map((g) => FLAG[g])
    .join(' and ');
}

interface EnumerableOption {
  facet: string;
  value: string;
  /** Over the groups `f` aliased `a`. */
  count: Sql;
}

function option(facet: string, value: string, group: FacetGroup, condition: Sql): EnumerableOption {
  return {
    facet,
    value,
    count: concat(`coalesce(sum(n) filter (where ${others(group)} and (`, condition, ')), 0)::int'),
  };
}

const DURATION_BUCKETS = Object.values(DurationBucket);

/** The index of the option an activity falls in (the buckets and the ranges do not overlap), null for none. */
function optionIndex(conditions: Sql[]): Sql {
  return concat('(case', ...conditions.flatMap((c, i) => [' when ', c, ` then ${i}`]), ' end)');
}

const priceRangeSql = ([min, max]: readonly [number, number | null]): Sql => ({
  text: max === null ? 'a.base_price >= ?' : 'a.base_price >= ? and a.base_price < ?',
  params: max === null ? [min] : [min, max],
});

/**
 * Publication, origin, a date, attributes, featured, text — on `activity_facet_rows`, which has no text vector and
 * holds the attribute ids (every chosen one: `@>`).
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
 * An attribute's count: the groups `f` that pass every filter, each counted under every attribute of its set
 * (`attribute_ids` holds each once however many rows repeat it, as the search's `exists` counts it). The set is part
 * of the group key: a handful of sets per group, where unnesting every candidate's set was 260,000 rows at 100k.
 */
const ATTRIBUTE_FACET = `select 'attribute', t.id::text, sum(n)::int
  from f cross join lateral unnest(f.attribute_ids) t(id) where ${GROUPS.map((g) => FLAG[g]).join(' and ')}
  group by t.id`;

/**
 * A value the counts tell apart, packed with the others into one integer per candidate (`k`, 24 bits): grouped by
 * the ids and one integer, the planner hashes the few thousand groups in memory; grouped by fifteen columns, it
 * expected one group per activity and sorted the 98,000 candidates on disk (work_mem) at 100,000 activities.
 */
interface Packed {
  name: string;
  bits: number;
  /** A non-negative integer below 2^bits, per candidate (`a`: activity_facet_rows, `av`: a window's summary). */
  value: Sql;
  /** How `f` reads it back. */
  as: 'int' | 'bool' | 'rating';
}

const bit = (condition: Sql): Sql => concat('coalesce(', condition, ', false)::int');

function packedFields(criteria: SearchCriteria, room: ReturnType<typeof bandFlagsSql>): Packed[] {
  const groups = groupConditions(criteria);
  const flagged = [
    'origin',
    'category',
    'destination',
    'duration',
    'rating',
    'guideLanguage',
    'freeCancellation',
    'price',
  ] as const;
  return [
    {
      name: 'duration_bucket',
      bits: 3,
      value: concat('coalesce(', optionIndex(DURATION_BUCKETS.map((b) => durationSql([b]))), ', 7)'),
      as: 'int',
    },
    {
      name: 'price_range',
      bits: 3,
      value: concat('coalesce(', optionIndex(PRICE_RANGES.map(priceRangeSql)), ', 7)'),
      as: 'int',
    },
    // numeric(2,1): tenths from 0 to 99.
    { name: 'rating', bits: 7, value: { text: '(a.rating * 10)::int', params: [] }, as: 'rating' },
    { name: 'free_cancellation', bits: 1, value: bit({ text: FREE_CANCELLATION, params: [] }), as: 'bool' },
    ...Object.values(TimeOfDay).map((band): Packed => ({
      name: `s_${BAND_COLUMN[band]}`,
      bits: 1,
      value: bit(room.flag(band)),
      as: 'bool',
    })),
    ...flagged.map((group): Packed => ({
      name: FLAG[group],
      bits: 1,
      value: bit(groups[group] ?? { text: 'true', params: [] }),
      as: 'bool',
    })),
  ];
}

export function facetsSql(criteria: SearchCriteria): Sql {
  const bands = criteria.timeOfDay ?? [];
  const timeOfDayFlag = bands.length ? `(${bands.map((b) => `s_${BAND_COLUMN[b]}`).join(' or ')})` : 'true';
  const room = bandFlagsSql(criteria.slotWithRoom ?? { seats: 1 });
  const fields = packedFields(criteria, room);
  let offset = 0;
  const placed = fields.map((field) => {
    const at = offset;
    offset += field.bits;
    return { ...field, at, mask: 2 ** field.bits - 1 };
  });
  const pack = concat(
    '(',
    // `<<` and `|` bind alike in PostgreSQL (left to right): each shifted term in its own parentheses.
    ...placed.flatMap((f, i) => [i === 0 ? '' : ' | ', '((', f.value, `) << ${f.at})`]),
    ')',
  );
  const unpack = placed
    .map((f) => {
      const read = `((k >> ${f.at}) & ${f.mask})`;
      if (f.as === 'bool') return `${read} = 1 as ${f.name}`;
      if (f.as === 'rating') return `${read}::numeric / 10 as ${f.name}`;
      return `${read} as ${f.name}`;
    })
    .join(', ');
  const maskOf = (names: string[]) =>
    placed.filter((f) => names.includes(f.name)).reduce((mask, f) => mask | (1 << f.at), 0);
  const anyBand = maskOf(Object.values(TimeOfDay).map((b) => `s_${BAND_COLUMN[b]}`));
  const enumerable: EnumerableOption[] = [
    ...DURATION_BUCKETS.map((bucket, i) =>
      option('duration', bucket, 'duration', { text: 'a.duration_bucket = ?', params: [i] }),
    ),
    ...RATING_OPTIONS.map((min) =>
      option('rating', String(min), 'rating', { text: 'a.rating >= ?', params: [min] }),
    ),
    ...Object.values(TimeOfDay).map((band) =>
      option('timeOfDay', band, 'timeOfDay', { text: `a.s_${BAND_COLUMN[band]}`, params: [] }),
    ),
    option('freeCancellation', 'true', 'freeCancellation', { text: 'a.free_cancellation', params: [] }),
    ...PRICE_RANGES.map((_, i) =>
      option('price', String(i), 'price', { text: 'a.price_range = ?', params: [i] }),
    ),
  ];
  return concat(
    'with ',
    room.cte ? concat('av as (', room.cte, '), ') : '',
    `r as materialized (
  select * from (
  select a.id, a.origin_id, a.category_id, a.destination_id, a.language_id, a.attribute_ids, `,
    pack,
    ` as k
  from activity_facet_rows a
  ${room.cte ? 'join av on av.activity_id = a.id' : ''}
  where `,
    candidateConditions(criteria),
    // `offset 0` keeps the planner from pulling the filter on k into the scan, which computed k twice per row.
    `${criteria.slotWithRoom ? ' offset 0' : ''}) c
  ${criteria.slotWithRoom ? `where k & ${anyBand} <> 0` : ''}
), f as materialized (
  select g.*, coalesce(${timeOfDayFlag}, false) as ok_time_of_day from (
  select origin_id, category_id, destination_id, language_id, attribute_ids, n, ${unpack} from (
  select origin_id, category_id, destination_id, language_id, attribute_ids, k, count(*)::int as n from r
  group by origin_id, category_id, destination_id, language_id, attribute_ids, k) p) g
)
select 'category' as facet, category_id::text as value, sum(n)::int as count
  from f where ${others('category')} group by category_id
union all
select 'origin', origin_id::text, sum(n)::int from f where ${others('origin')} group by origin_id
union all
${ATTRIBUTE_FACET}
union all
select 'destination', destination_id::text, sum(n)::int from f where ${others('destination')} group by destination_id
union all
select 'guideLanguage', lower(l.abbr), sum(n)::int from f join languages l on l.id = f.language_id
  where ${others('guideLanguage')} group by lower(l.abbr)
union all
select o.facet, o.value, o.count from (select `,
    joinComma(enumerable.map((o, i) => concat(o.count, ` as c${i}`))),
    `
  from f a) c, lateral (values `,
    enumerable.map((o, i) => `('${o.facet}', '${o.value}', c.c${i})`).join(', '),
    `) o(facet, value, count)`,
  );
}

function joinComma(parts: Sql[]): Sql {
  return concat(...parts.flatMap((part, i) => (i === 0 ? [part] : [', ', part])));
}

interface FacetRow {
  facet: string;
  value: string;
  count: number;
}

/** The facet rows → the GraphQL shape; enumerable options in their fixed order, ids and codes by count then value. */
export function toFacets(rows: FacetRow[]): ActivityFacets {
  const of = (facet: string) => rows.filter((r) => r.facet === facet);
  const listed = (facet: string) =>
    of(facet)
      .filter((r) => r.count > 0 && r.value !== null)
      .sort((x, y) => y.count - x.count || x.value.localeCompare(y.value, 'es'));
  const count = (facet: string, value: string) => of(facet).find((r) => r.value === value)?.count ?? 0;
  return {
    categories: listed('category').map((r) => ({ id: Number(r.value), count: r.count })),
    destinations: listed('destination').map((r) => ({ id: Number(r.value), count: r.count })),
    origins: listed('origin').map((r) => ({ id: Number(r.value), count: r.count })),
    attributes: listed('attribute').map((r) => ({ id: Number(r.value), count: r.count })),
    guideLanguages: listed('guideLanguage').map((r) => ({ code: r.value, count: r.count })),
    durations: Object.values(DurationBucket).map((bucket) => ({ bucket, count: count('duration', bucket) })),
    ratings: RATING_OPTIONS.map((minRating) => ({ minRating, count: count('rating', String(minRating)) })),
    timesOfDay: Object.values(TimeOfDay).map((timeOfDay) => ({
      timeOfDay,
      count: count('timeOfDay', timeOfDay),
    })),
    freeCancellation: count('freeCancellation', 'true'),
    priceRanges: PRICE_RANGES.map(([min, max], i) => ({ min, max, count: count('price', String(i)) })),
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
 * The facets of a search, whatever its size, kept per criteria and database and served stale while one recount runs
 * (StaleCounts): a facet count may lag a catalogue or seat change by up to COUNTS_MAX_AGE_MS (2 min), under steady
 * traffic by COUNTS_FRESH_MS (30 s) plus one recount. The page's cards are never kept: they are always exact. Counting
 * reads every candidate activity (98,000 for an unfiltered search at 100,000 activities) and, for the days of a
 * window that include the booking deadline's day, that day's slots: repeated filter combinations must not wait for it.
 */
export async function countFacets(em: EntityManager, criteria: SearchCriteria): Promise<ActivityFacets> {
  const query = facetsSql(criteria);
  const count = (on: EntityManager) => async () =>
    toFacets(await on.execute<FacetRow[]>(query.text, query.params));
  return facetCounts.get(em.config, JSON.stringify(criteria), count(em), {
    background: () => count(em.fork())(),
  });
}

const facetCounts = new StaleCounts<ActivityFacets>(COUNTS_FRESH_MS, COUNTS_MAX_AGE_MS, 500);
