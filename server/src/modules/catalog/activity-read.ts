import type { EntityManager } from '@mikro-orm/postgresql';
import type { DurationUnit } from './activity.entity.js';
import { StaleCounts } from '../../lib/stale-counts.js';

/**
 * The catalogue's read path: hand-written SQL run through the request's EntityManager (so it is counted and logged
 * like any ORM statement) returning plain rows, not managed entities. One statement returns a whole search page with
 * its total (a count sub-select), category, origin, destination, supplier, regularity, language (JSON sub-selects) and the viewer's bookmark flag; the resolvers'
 * DataLoaders are primed from it. Measured against entity hydration in tests/bench (see the report there).
 */

/** An activity as the read path returns it: the entity's scalars plus its foreign keys. */
export interface ActivityRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  status: number;
  basePrice: string;
  durationQuantity: number;
  durationUnit: DurationUnit;
  bookBefore: number;
  cancelBefore: number;
  minParticipants: number;
  expectedParticipants: number;
  maxParticipants: number;
  departureAddress: string;
  featured: boolean;
  rating: number;
  commentsCount: number;
  bookmarksCount: number;
  publishedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
  categoryId: number;
  originId: number;
  destinationId: number;
  supplierId: number;
  regularityId: number;
  languageId: number;
}

/** What the page query joins in besides the activity (primes the loaders). */
export interface ActivityPageRow extends ActivityRow {
  category: { id: number; name: string; description: string; status: number; createdAt: Date };
  origin: { id: number; name: string; status: number; createdAt: Date };
  destination: { id: number; name: string; status: number; createdAt: Date };
  supplier: { id: number; tradeName: string; userId: number; status: number };
  regularity: { id: number; name: string; status: number; createdAt: Date };
  language: { id: number; name: string; abbr: string; status: number; createdAt: Date };
  bookmarked: boolean;
}

/** SQL with `?` placeholders (an array parameter expands to a list) and its parameters. */
export interface Sql {
  text: string;
  params: unknown[];
}

const ACTIVITY_COLUMNS = `a.id, a.slug, a.title, a.summary, a.description, a.status, a.base_price as "basePrice",
  a.duration_quantity as "durationQuantity", a.duration_unit as "durationUnit", a.book_before as "bookBefore",
  a.cancel_before as "cancelBefore", a.min_participants as "minParticipants",
  a.expected_participants as "expectedParticipants", a.max_participants as "maxParticipants",
  a.departure_address as "departureAddress", a.featured, a.rating::float8 as rating, a.comments_count as "commentsCount",
  a.bookmarks_count as "bookmarksCount", a.published_at as "publishedAt", a.created_at as "createdAt",
  a.updated_at as "updatedAt", a.category_id as "categoryId", a.origin_id as "originId",
  a.destination_id as "destinationId", a.supplier_id as "supplierId", a.regularity_id as "regularityId",
  a.language_id as "languageId"`;

/**
 * The to-one relations as JSON objects from correlated sub-selects: evaluated only for the rows of the page (after
 * `limit`), and cheap to plan — a seven-table join took ~16 ms to plan on the 10,000-activity bench database.
 */
const RELATED_COLUMNS = `(select json_build_object('id', c.id, 'name', c.name, 'description', c.description,
    'status', c.status, 'createdAt', c.created_at) from activity_categories c where c.id = a.category_id) as category,
  (select json_build_object('id', o.id, 'name', o.name, 'status', o.status, 'createdAt', o.created_at)
    from locations o where o.id = a.origin_id) as origin,
  (select json_build_object('id', d.id, 'name', d.name, 'status', d.status, 'createdAt', d.created_at)
    from locations d where d.id = a.destination_id) as destination,
  (select json_build_object('id', s.id, 'tradeName', s.trade_name, 'userId', s.user_id, 'status', s.status)
    from suppliers s where s.id = a.supplier_id) as supplier,
  (select json_build_object('id', r.id, 'name', r.name, 'status', r.status, 'createdAt', r.created_at)
    from activity_regularities r where r.id = a.regularity_id) as regularity,
  (select json_build_object('id', l.id, 'name', l.name, 'abbr', l.abbr, 'status', l.status, 'createdAt', l.created_at)
    from languages l where l.id = a.language_id) as language`;

/** PostgreSQL's timestamptz text ('2026-11-22 04:13:23.683+00') → Date. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function optionalDate(value: unknown): Date | undefined {
  return value === null || value === undefined ? undefined : toDate(value);
}

type Raw = Record<string, unknown>;

/** A JSON object from RELATED_COLUMNS with its `createdAt` text as a Date. */
function related<T>(value: unknown): T {
  const object = (typeof value === 'string' ? JSON.parse(value) : value) as Raw;
  return (object.createdAt === undefined ? object : { ...object, createdAt: toDate(object.createdAt) }) as T;
}

function pageRow(raw: Raw): ActivityPageRow {
  return {
    ...(raw as unknown as ActivityRow),
    publishedAt: optionalDate(raw.publishedAt),
    createdAt: toDate(raw.createdAt),
    updatedAt: toDate(raw.updatedAt),
    category: related(raw.category),
    origin: related(raw.origin),
    destination: related(raw.destination),
    supplier: related(raw.supplier),
    regularity: related(raw.regularity),
    language: related(raw.language),
    bookmarked: raw.bookmarked === true,
  };
}

/**
 * What the public may see of activities aliased `a`: published, not deleted, and of an active supplier (a
 * deactivated supplier's activities vanish from every public list and come back when it is reactivated).
 *
 * The supplier check reads the (few) deactivated suppliers once per statement and tests each row against that array,
 * instead of probing `suppliers` per row: walking 4,000 rows to page 500 probed one supplier per distinct owner
 * (2,000 at 100,000 activities, ~6,000 buffers) and now reads the suppliers table once. Equivalent to
 * "an active supplier exists": `supplier_id` is a non-null foreign key and a supplier's status is 0 or 1.
 */
export const PUBLISHED_ACTIVITY = `a.status = 1 and a.deleted_at is null
  and a.supplier_id <> all (array(select ps.id from suppliers ps where ps.status <> 1))`;

function bookmarkedColumn(viewerId: number | undefined): Sql {
  return viewerId
    ? {
        text: 'exists (select 1 from bookmarks bm where bm.activity_id = a.id and bm.user_id = ?) as bookmarked',
        params: [viewerId],
      }
    : { text: 'false as bookmarked', params: [] };
}

export interface PageQuery {
  /** Extra `join` (e.g. the viewer's bookmarks); its parameters come first. */
  join?: Sql;
  where: Sql;
  order: Sql;
  limit: number;
  offset: number;
  viewerId?: number;
  /** False when the total is already known (a cached total): the statement then does not count. */
  countTotal?: boolean;
  /**
   * The total may be kept whatever its size (a search whose count reads the seat summaries: activity.service.ts);
   * otherwise only totals of at least CACHED_TOTAL_MIN are kept.
   */
  totalMayLag?: boolean;
  /** The total, already known (from the search's facet counts): the page statement then does not count. */
  knownTotal?: number;
  /** Relevance tiers (searchTiers), used only while the total is cached as large (selectActivityPage). */
  tiers?: PageTiers;
}

/** `where` conditions read one after the other, each in `order`, instead of `where` and `order` (which still count). */
export interface PageTiers {
  conditions: Sql[];
  order: Sql;
}

/** Concatenates SQL text and parameters in textual order (so `?` and its value cannot drift apart). */
export function concat(...parts: (string | Sql)[]): Sql {
  return {
    text: parts.map((p) => (typeof p === 'string' ? p : p.text)).join(''),
    params: parts.flatMap((p) => (typeof p === 'string' ? [] : p.params)),
  };
}

/**
 * The page's ids in order with their position. With tiers: each tier's first offset + limit ids in `order`, appended
 * tier after tier (`union all` runs its branches in order, and the outer `limit` stops pulling as soon as the page is
 * full, so a later tier is not read while an earlier one fills the page), then `limit … offset`.
 */
function pageIds(query: PageQuery): Sql {
  const join = query.join ?? { text: '', params: [] };
  if (!query.tiers)
    return concat(
      'select a.id, row_number() over (order by ',
      query.order,
      ') as position_in_page from activities a ',
      join,
      ' where ',
      query.where,
      ' order by ',
      query.order,
      ' limit ? offset ?',
      { text: '', params: [query.limit, query.offset] },
    );
  const { order } = query.tiers;
  const branches = query.tiers.conditions.map((tier) =>
    concat('(select a.id from activities a ', join, ' where ', tier, ' order by ', order, ' limit ?)', {
      text: '',
      params: [query.offset + query.limit],
    }),
  );
  return concat(
    'select t.id, row_number() over () as position_in_page from (select u.id from (',
    ...branches.flatMap((branch, i) => (i === 0 ? [branch] : ['\n    union all ', branch])),
    ') u limit ? offset ?) t',
    { text: '', params: [query.limit, query.offset] },
  );
}

/**
 * The page statement (also replayed by the raw pg baseline in tests/bench). Deep pages: the spec's `page`
 * gives no cursor, so any keyset must first find its boundary by walking `offset` entries in the sort order. The walk
 * selects only the id (and what the order and filters read), so over an index that covers them — the default id order
 * on `activities_published_id_index` — it is index-only, and the activity rows, their relations and the bookmark flag
 * are read for the page's ids alone (a late row lookup by primary key). Page 500 of 8 at 100,000 activities read
 * 6,571 buffers through the heap; see tests/bench/README.md for the figures after.
 */
export function activityPageSql(query: PageQuery): Sql {
  const join = query.join ?? { text: '', params: [] };
  const total =
    query.countTotal !== false
      ? concat('(select count(*) from activities a ', join, ' where ', query.where, ')')
      : { text: 'null::bigint', params: [] };
  // Inside: the page's ids only (ordered, limited; the index can stop early) with their position; the total is an
  // uncorrelated sub-select, computed once. Outside: the columns and relations of those rows.
  return concat(
    `select ${ACTIVITY_COLUMNS}, ${RELATED_COLUMNS}, `,
    bookmarkedColumn(query.viewerId),
    ', ',
    total,
    ' as total\nfrom (\n  ',
    pageIds(query),
    '\n) p\njoin activities a on a.id = p.id\norder by p.position_in_page',
  );
}

/** The detail statement (also replayed by the raw pg baseline in tests/bench). */
export function activitySql(id: number, viewerId?: number): Sql {
  const bookmarked = bookmarkedColumn(viewerId);
  return {
    text: `select ${ACTIVITY_COLUMNS}, ${RELATED_COLUMNS}, ${bookmarked.text}
from activities a
where a.id = ? and a.deleted_at is null`,
    params: [...bookmarked.params, id],
  };
}

/** Plain rows of the page or detail statement → ActivityPageRow (shared with the bench baseline). */
export function toActivityPageRow(raw: Record<string, unknown>): ActivityPageRow {
  return pageRow(raw);
}

/**
 * One page of activities with their total in ONE statement (or none counted when the total is kept, below); a
 * second, counting statement runs only when the page is past the end (no row to read the total from).
 */
export async function selectActivityPage(
  em: EntityManager,
  query: PageQuery,
): Promise<{ rows: ActivityPageRow[]; total: number }> {
  const key = totalKey(query);
  const keep = (total: number) => total >= CACHED_TOTAL_MIN || query.totalMayLag === true;
  const known = query.knownTotal ?? totals.known(em.config, key, () => countTotal(em.fork(), query), keep);
  // Tiers only over a set known to be large (searchTiers); the same order sorted otherwise.
  const tiers = known !== undefined && known >= CACHED_TOTAL_MIN ? query.tiers : undefined;
  const page = activityPageSql({ ...query, tiers, countTotal: known === undefined });
  const raw = await em.execute<Raw[]>(page.text, page.params);
  if (raw.length > 0) {
    if (known !== undefined)
      return { rows: raw.map(pageRow), total: Math.max(known, query.offset + raw.length) };
    const total = Number(raw[0]!.total);
    remember(em, key, total, keep);
    return { rows: raw.map(pageRow), total };
  }
  if (query.offset === 0 && known === undefined) return { rows: [], total: 0 };
  const total = await countTotal(em, query);
  remember(em, key, total, keep);
  return { rows: [], total };
}

async function countTotal(em: EntityManager, query: PageQuery): Promise<number> {
  const join = query.join ?? { text: '', params: [] };
  const [count] = await em.execute<{ total: string }[]>(
    `select count(*) as total from activities a ${join.text} where ${query.where.text}`,
    [...join.params, ...query.where.params],
  );
  return Number(count?.total ?? 0);
}

/**
 * Totals kept in memory (StaleCounts, per database and filters) and served stale while one request's background
 * recount runs: counting 98,000 published activities on every search page was the whole cost of the page at 100,000
 * activities, and grew with the catalogue. Totals of at least CACHED_TOTAL_MIN are kept, and any total of a search
 * that says it may lag (`totalMayLag`); smaller ones are counted exactly, in the page statement itself. A kept total
 * lags a catalogue change by at most COUNTS_MAX_AGE_MS, under steady traffic by COUNTS_FRESH_MS plus one recount.
 * A page past the end still counts exactly. The page's rows are never kept.
 */
export const CACHED_TOTAL_MIN = 2_000;
/** How long a kept count (a total, the facet counts) is served without a recount. */
export const COUNTS_FRESH_MS = 30_000;
/** The oldest a kept count is ever served; past it, the request counts. */
export const COUNTS_MAX_AGE_MS = 120_000;
const totals = new StaleCounts<number>(COUNTS_FRESH_MS, COUNTS_MAX_AGE_MS, 500);

function totalKey(query: PageQuery): string {
  const join = query.join ?? { text: '', params: [] };
  return JSON.stringify([join.text, join.params, query.where.text, query.where.params]);
}

function remember(em: EntityManager, key: string, total: number, keep: (total: number) => boolean): void {
  if (keep(total)) totals.set(em.config, key, total);
  else totals.delete(em.config, key);
}

/** One activity by id, whatever its status (the caller decides who may see it); soft-deleted ones are absent. */
export async function selectActivity(
  em: EntityManager,
  id: number,
  viewerId?: number,
): Promise<ActivityPageRow | undefined> {
  const sql = activitySql(id, viewerId);
  const raw = await em.execute<Raw[]>(sql.text, sql.params);
  return raw[0] ? pageRow(raw[0]) : undefined;
}
