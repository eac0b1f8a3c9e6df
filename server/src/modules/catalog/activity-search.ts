import type { EntityManager } from '@mikro-orm/postgresql';
import { ActivityOrderBy, DurationBucket, type TimeOfDay } from './activity.inputs.js';
import { concat, PUBLISHED_ACTIVITY, type PageTiers, type Sql } from './activity-read.js';
import { SPELLING_MIN_SIMILARITY } from './search-session.js';
import { slotRoomSql, type SlotWindow } from './slot-room.sql.js';
import { DURATION_BUCKET_MINUTES, FREE_CANCELLATION_HOURS } from './facet-bits.sql.js';

/** The public search's SQL pieces: its filters (`where`), its orders and the relevance tiers of a text search. */

/** Filters already checked and converted to numbers. */
export interface SearchCriteria {
  text?: string;
  categoryIds?: number[];
  destinationId?: number;
  originId?: number;
  startsAt?: string;
  /** A slot on a day of the range (YYYY-MM-DD, inclusive; open-ended without `to`) with room for `seats` people. */
  slotWithRoom?: SlotWindow;
  attributeIds?: number[];
  /** A bookable slot starting in one of these bands (with `slotWithRoom`'s days and seats when given). */
  timeOfDay?: TimeOfDay[];
  /** `languages.abbr` of the activity's guide language, lower case. */
  guideLanguages?: string[];
  freeCancellation?: boolean;
  durations?: DurationBucket[];
  minRating?: number;
  minPrice?: number;
  maxPrice?: number;
  priceAbove?: number;
  priceBelow?: number;
  featured?: boolean;
}

/** Each duration bucket as (lower, upper] minutes; `duration_minutes` is a generated column of the activity. */
const DURATION_MINUTES = Object.fromEntries(
  Object.values(DurationBucket).map((bucket, i) => [bucket, DURATION_BUCKET_MINUTES[i]!]),
) as Record<DurationBucket, readonly [number, number]>;

/**
 * Free cancellation: the traveller may cancel with a full refund until `cancel_before` hours before the start
 * (cancellation.service.ts), so an activity cancellable up to at least 24 h before it starts — `cancel_before` at most
 * 24 hours — is one a traveller can cancel for free the day before (docs/decisions.md).
 */
export const FREE_CANCELLATION = `a.cancel_before <= ${FREE_CANCELLATION_HOURS}`;

/** The guide's language (`activities.language_id`) by its code; one parameter, the list of lower-case codes. */
const GUIDE_LANGUAGE_IN = 'a.language_id in (select gl.id from languages gl where lower(gl.abbr) in (?))';

/** The slot filters (days, participants, time of day) as one condition: the same slot must satisfy all of them. */
function slotCondition(criteria: SearchCriteria): Sql | undefined {
  const bands = criteria.timeOfDay ?? [];
  if (!criteria.slotWithRoom && bands.length === 0) return undefined;
  return slotRoomSql(bands, criteria.slotWithRoom ?? { seats: 1 });
}

/** The filters a facet counts (activity-facets.ts): each group's own options are left out of its counts. */
export type FacetGroup =
  | 'origin'
  | 'category'
  | 'destination'
  | 'duration'
  | 'rating'
  | 'timeOfDay'
  | 'guideLanguage'
  | 'freeCancellation'
  | 'price';

const sql = (text: string, ...params: unknown[]): Sql => ({ text, params });

/** Ranges of minutes as `(lower, upper]` conditions, ORed (one duration bucket or several). */
export function durationSql(buckets: DurationBucket[]): Sql {
  const ranges = buckets.map((bucket) => DURATION_MINUTES[bucket]);
  return sql(
    `(${ranges.map(() => '(a.duration_minutes > ? and a.duration_minutes <= ?)').join(' or ')})`,
    ...ranges.flat(),
  );
}

/** The condition of each faceted filter that is set (time of day aside: it lives in the slot's `exists`). */
export function groupConditions(criteria: SearchCriteria): Partial<Record<FacetGroup, Sql>> {
  const groups: Partial<Record<FacetGroup, Sql>> = {};
  if (criteria.originId !== undefined) groups.origin = sql('a.origin_id = ?', criteria.originId);
  if (criteria.categoryIds?.length) groups.category = sql('a.category_id in (?)', criteria.categoryIds);
  if (criteria.destinationId !== undefined)
    groups.destination = sql('a.destination_id = ?', criteria.destinationId);
  if (criteria.durations?.length) groups.duration = durationSql(criteria.durations);
  if (criteria.minRating !== undefined) groups.rating = sql('a.rating >= ?', criteria.minRating);
  if (criteria.guideLanguages?.length) groups.guideLanguage = sql(GUIDE_LANGUAGE_IN, criteria.guideLanguages);
  if (criteria.freeCancellation !== undefined)
    groups.freeCancellation = sql(criteria.freeCancellation ? FREE_CANCELLATION : `not ${FREE_CANCELLATION}`);
  const price: Sql[] = [];
  if (criteria.minPrice !== undefined) price.push(sql('a.base_price >= ?', criteria.minPrice));
  if (criteria.maxPrice !== undefined) price.push(sql('a.base_price <= ?', criteria.maxPrice));
  if (criteria.priceAbove !== undefined) price.push(sql('a.base_price > ?', criteria.priceAbove));
  if (criteria.priceBelow !== undefined) price.push(sql('a.base_price < ?', criteria.priceBelow));
  if (price.length) groups.price = joinAnd(price);
  return groups;
}

/**
 * The conditions no facet leaves out: publication, text, a date, attributes, featured. The attributes are ANDed (an
 * activity has every chosen one), so their facet counts keep them too (activity-facets.ts).
 */
export function baseConditions(criteria: SearchCriteria): Sql[] {
  const parts = [sql(PUBLISHED_ACTIVITY)];
  if (criteria.startsAt !== undefined)
    parts.push(
      sql(
        `exists (select 1 from activity_dates ad join activity_times at on at.activity_date_id = ad.id
        where ad.activity_id = a.id and ad.starts_at = ?)`,
        criteria.startsAt,
      ),
    );
  for (const templateId of criteria.attributeIds ?? [])
    parts.push(
      sql(
        `exists (select 1 from activity_details dt where dt.activity_id = a.id and dt.type = 'attribute'
        and dt.value = true and dt.attribute_template_id = ?)`,
        templateId,
      ),
    );
  if (criteria.featured !== undefined) parts.push(sql('a.featured = ?', criteria.featured));
  if (criteria.text)
    parts.push(sql(`a.search_vector @@ websearch_to_tsquery('es_unaccent', ?)`, criteria.text));
  return parts;
}

/** Conditions joined by `and`, parameters in order. */
export function joinAnd(parts: Sql[]): Sql {
  return concat(...parts.flatMap((part, i) => (i === 0 ? [part] : ['\n  and ', part])));
}

/** `where` conditions (ANDed) for the public search; every filter is a bound parameter. */
export function searchConditions(criteria: SearchCriteria): Sql {
  const slot = slotCondition(criteria);
  return joinAnd([
    ...baseConditions(criteria),
    ...(slot ? [slot] : []),
    ...Object.values(groupConditions(criteria)),
  ]);
}

/** `order by` for the search; relevance first when text is given and no order was chosen. */
export function searchOrder(criteria: SearchCriteria, orderBy?: ActivityOrderBy | null): Sql {
  switch (orderBy) {
    case ActivityOrderBy.ID_DESC:
      return { text: 'a.id desc', params: [] };
    case ActivityOrderBy.PRICE_ASC:
      return { text: 'a.base_price asc, a.id asc', params: [] };
    case ActivityOrderBy.PRICE_DESC:
      return { text: 'a.base_price desc, a.id asc', params: [] };
    case ActivityOrderBy.RATING_ASC:
      return { text: 'a.rating asc, a.comments_count asc, a.id asc', params: [] };
    case ActivityOrderBy.RATING_DESC:
      return { text: 'a.rating desc, a.comments_count desc, a.id asc', params: [] };
    case ActivityOrderBy.TITLE_ASC:
      return { text: 'a.title asc, a.id asc', params: [] };
    case ActivityOrderBy.TITLE_DESC:
      return { text: 'a.title desc, a.id asc', params: [] };
    case ActivityOrderBy.PUBLISHED_AT_ASC:
      return { text: 'a.published_at asc, a.id asc', params: [] };
    case ActivityOrderBy.PUBLISHED_AT_DESC:
      return { text: 'a.published_at desc, a.id asc', params: [] };
    case ActivityOrderBy.ID_ASC:
      return { text: 'a.id asc', params: [] };
    // Each of these walks its partial index over published activities (activity.entity.ts) and stops at the page.
    case ActivityOrderBy.RECOMMENDED_DESC:
      // The text search keeps relevance first: title matches, then the rest, each by the recommended score.
      if (criteria.text)
        return { text: `(${IN_TITLE}) desc, a.recommended_score desc, a.id asc`, params: [criteria.text] };
      return { text: 'a.recommended_score desc, a.id asc', params: [] };
    case ActivityOrderBy.RECOMMENDED_ASC:
      return { text: 'a.recommended_score asc, a.id desc', params: [] };
    case ActivityOrderBy.POPULARITY_ASC:
      return { text: 'a.recent_bookings asc, a.comments_count asc, a.id desc', params: [] };
    case ActivityOrderBy.POPULARITY_DESC:
      return { text: 'a.recent_bookings desc, a.comments_count desc, a.id asc', params: [] };
    case ActivityOrderBy.DURATION_ASC:
      return { text: 'a.duration_minutes asc, a.id asc', params: [] };
    case ActivityOrderBy.DURATION_DESC:
      return { text: 'a.duration_minutes desc, a.id desc', params: [] };
    default:
      // Full text by relevance: title matches first, each tier in catalogue order (searchTiers).
      if (criteria.text) return { text: `(${IN_TITLE}) desc, a.id asc`, params: [criteria.text] };
      return { text: 'a.id asc', params: [] };
  }
}

/** Whether the title alone matches the text query (weight A of `search_vector`); one parameter, the text. */
const IN_TITLE = `ts_filter(a.search_vector, '{a}') @@ websearch_to_tsquery('es_unaccent', ?)`;

/**
 * Relevance of a full-text search with no order chosen: first the activities whose title alone matches the
 * query (every word of it in the title; `activities_title_vector_index` is a GIN index on those lexemes), then those
 * it matches elsewhere (summary, description); each tier in catalogue order (id). Like `ts_rank`'s weights (title 1.0,
 * summary 0.4, description 0.2), a title match always comes first; unlike it, the order is one an index can serve:
 * `ts_rank` read and ranked every match before taking the top 24 (`paseo` matches 6,250 activities at 100,000).
 *
 * Two ways to read it, same order (activity-read.ts picks): a set whose total is not known to be large is matched
 * through the GIN index and sorted (`searchOrder`; fewer than CACHED_TOTAL_MIN rows, or the one counting request per
 * cache period); a set known to be large (its total cached) is read tier after tier through the id index with these
 * conditions, stopping once the page is full — a large set's rows are common enough that a page is found after a
 * short walk, where a rare word's walk would read the whole index.
 */
export function searchTiers(
  criteria: SearchCriteria,
  orderBy?: ActivityOrderBy | null,
): PageTiers | undefined {
  if (orderBy || !criteria.text) return undefined;
  // Each tier is a whole `where`: the filters without the text, then the tier's own text condition (a title match
  // implies a full-text match, and the planner estimates one condition better than two correlated ones).
  const filters = searchConditions({ ...criteria, text: undefined });
  return {
    conditions: [
      concat(filters, { text: ` and ${IN_TITLE}`, params: [criteria.text] }),
      concat(filters, {
        text: ` and a.search_vector @@ websearch_to_tsquery('es_unaccent', ?) and not (${IN_TITLE})`,
        params: [criteria.text, criteria.text],
      }),
    ],
    order: { text: 'a.id asc', params: [] },
  };
}

/**
 * A misspelt query: when the Spanish full text finds nothing, each word of three letters or more is replaced
 * by the closest word of the titles' vocabulary (`search_words`, search-word.entity.ts), and the search runs again
 * on the corrected words: 'telerefico' → 'teleferico', 'chocolatte' → 'chocolate', 'telef' → 'teleferico'.
 * Closest: the highest word similarity (the query word's trigrams found in a stretch of the vocabulary word, so a
 * word's beginning also counts), then the highest similarity of the whole words, then the word itself; at least
 * SPELLING_MIN_SIMILARITY, through the vocabulary's trigram index (`<%` at the session's threshold). One statement;
 * it answers the corrected words separated by spaces, or null when no word changed.
 *
 * Before, the trigram and fuzzy stages ranked every title sharing trigrams with the query: 6,250 titles per
 * statement for 'telerefico' at 100,000 activities. The vocabulary stays a few thousand words at any catalogue size.
 */
export function spellingCorrectionSql(text: string): Sql {
  return {
    text: `select case when bool_or(c.word <> q.word) then string_agg(coalesce(c.word, q.word), ' ' order by q.n) end
  as corrected
from regexp_split_to_table(immutable_unaccent(lower(?)), '[^[:alnum:]]+') with ordinality as q(word, n)
left join lateral (
  select w.word from search_words w
  where length(q.word) >= 3 and q.word <% w.word and word_similarity(q.word, w.word) >= ${SPELLING_MIN_SIMILARITY}
  order by word_similarity(q.word, w.word) desc, similarity(q.word, w.word) desc, w.word
  limit 1
) c on true
where q.word <> ''`,
    params: [text],
  };
}

/** The query with its words corrected (spellingCorrectionSql), or undefined when no word changed. */
export async function correctedText(em: EntityManager, text: string): Promise<string | undefined> {
  const correction = spellingCorrectionSql(text);
  const [row] = await em.execute<{ corrected: string | null }[]>(correction.text, correction.params);
  return row?.corrected ?? undefined;
}
