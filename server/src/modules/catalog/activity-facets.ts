import type { EntityManager } from '@mikro-orm/postgresql';
import { CACHED_TOTAL_MIN, concat, type Sql } from './activity-read.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import {
  baseConditions,
  bookableSlotSql,
  durationSql,
  FREE_CANCELLATION,
  groupConditions,
  joinAnd,
  TIME_OF_DAY_SQL,
  type FacetGroup,
  type SearchCriteria,
} from './activity-search.js';
import type { ActivityFacets } from './activity-facets.types.js';
import { DurationBucket, TimeOfDay } from './activity.inputs.js';

/**
 * Facet counts of the public search in ONE statement, whatever the number of options: for each option, how many
 * activities the search would answer with that option chosen and every other active filter kept. A group's own
 * filter is left out of its counts (choosing another category widens the search: the options of a group are ORed),
 * the usual semantics of GetYourGuide, Viator and Elasticsearch's post_filter.
 *
 * Shape: the candidate activities (the filters no facet counts: publication, text, origin, a date, attributes,
 * featured; and the days and participants of the slot filter) are read once into `f`, each with one flag per faceted
 * group saying whether it passes that group's filter and the time-of-day bands of its bookable slots; then each facet
 * is a count over `f` requiring every flag but its own.
 */

export const RATING_OPTIONS = [4, 4.5] as const;

/** USD price ranges [min, max); the last is open-ended. */
export const PRICE_RANGES: [number, number | null][] = [
  [0, 25],
  [25, 50],
  [50, 100],
  [100, 200],
  [200, null],
];

const GROUPS: FacetGroup[] = [
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
  category: 'ok_category',
  destination: 'ok_destination',
  duration: 'ok_duration',
  rating: 'ok_rating',
  timeOfDay: 'ok_time_of_day',
  guideLanguage: 'ok_guide_language',
  freeCancellation: 'ok_free_cancellation',
  price: 'ok_price',
};

const BANDS: Record<TimeOfDay, string> = {
  [TimeOfDay.MORNING]: 'morning',
  [TimeOfDay.AFTERNOON]: 'afternoon',
  [TimeOfDay.EVENING]: 'evening',
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
  /** Over `f` aliased `a`, which keeps the activity's column names. */
  count: Sql;
}

function option(facet: string, value: string, group: FacetGroup, condition: Sql): EnumerableOption {
  return {
    facet,
    value,
    count: concat(`count(*) filter (where ${others(group)} and (`, condition, '))::int'),
  };
}

export function facetsSql(criteria: SearchCriteria): Sql {
  const groups = groupConditions(criteria);
  const flag = (group: FacetGroup): Sql =>
    concat('coalesce(', groups[group] ?? { text: 'true', params: [] }, ', false) as ', FLAG[group]);
  const bands = criteria.timeOfDay ?? [];
  const timeOfDayFlag = bands.length ? `(${bands.map((b) => `s.${BANDS[b]}`).join(' or ')})` : 'true';
  const enumerable: EnumerableOption[] = [
    ...Object.values(DurationBucket).map((bucket) =>
      option('duration', bucket, 'duration', durationSql([bucket])),
    ),
    ...RATING_OPTIONS.map((min) =>
      option('rating', String(min), 'rating', { text: 'a.rating >= ?', params: [min] }),
    ),
    ...Object.values(TimeOfDay).map((band) =>
      option('timeOfDay', band, 'timeOfDay', { text: `a.s_${BANDS[band]}`, params: [] }),
    ),
    option('freeCancellation', 'true', 'freeCancellation', { text: 'a.free_cancellation', params: [] }),
    ...PRICE_RANGES.map(([min, max], i) =>
      option('price', String(i), 'price', {
        text: max === null ? 'a.base_price >= ?' : 'a.base_price >= ? and a.base_price < ?',
        params: max === null ? [min] : [min, max],
      }),
    ),
  ];
  return concat(
    `with s as (
  select ad.activity_id,
    bool_or(${TIME_OF_DAY_SQL.MORNING}) as morning,
    bool_or(${TIME_OF_DAY_SQL.AFTERNOON}) as afternoon,
    bool_or(${TIME_OF_DAY_SQL.EVENING}) as evening
  from activity_dates ad
  join activity_times at on at.activity_date_id = ad.id
  join activities a on a.id = ad.activity_id
  where `,
    bookableSlotSql(criteria.slotWithRoom),
    `
  group by ad.activity_id
), f as materialized (
  select a.category_id, a.destination_id, lower(l.abbr) as language, a.duration_minutes,
    a.rating, a.base_price, ${FREE_CANCELLATION} as free_cancellation,
    coalesce(s.morning, false) as s_morning, coalesce(s.afternoon, false) as s_afternoon,
    coalesce(s.evening, false) as s_evening, coalesce(${timeOfDayFlag}, false) as ok_time_of_day, `,
    joinComma(
      (
        [
          'category',
          'destination',
          'duration',
          'rating',
          'guideLanguage',
          'freeCancellation',
          'price',
        ] as const
      ).map(flag),
    ),
    `
  from activities a
  join languages l on l.id = a.language_id
  left join s on s.activity_id = a.id
  where `,
    joinAnd([
      ...baseConditions(criteria),
      ...(criteria.slotWithRoom ? [{ text: 's.activity_id is not null', params: [] }] : []),
    ]),
    `
)
select 'category' as facet, category_id::text as value, count(*)::int as count
  from f where ${others('category')} group by category_id
union all
select 'destination', destination_id::text, count(*)::int from f where ${others('destination')} group by destination_id
union all
select 'guideLanguage', language, count(*)::int from f where ${others('guideLanguage')} group by language
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
 * The facets of a search. Large candidate sets (at least CACHED_TOTAL_MIN activities, like the search's totals) are
 * kept for FACETS_TTL_MS per criteria and database, so they may lag a catalogue or seat change by that long; smaller
 * ones are always counted.
 */
export async function countFacets(em: EntityManager, criteria: SearchCriteria): Promise<ActivityFacets> {
  const key = JSON.stringify(criteria);
  const cached = facetCache.get(em.config, key);
  if (cached) return cached;
  const query = facetsSql(criteria);
  const rows = await em.execute<FacetRow[]>(query.text, query.params);
  const facets = toFacets(rows);
  const candidates = facets.categories.reduce((sum, c) => sum + c.count, 0);
  if (candidates >= CACHED_TOTAL_MIN) facetCache.set(em.config, key, facets);
  return facets;
}

const facetCache = new TtlCache<ActivityFacets>(30_000, 500);
