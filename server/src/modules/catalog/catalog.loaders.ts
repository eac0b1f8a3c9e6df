import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ActivityDetailType } from './activity-detail.entity.js';
import { PUBLISHED_ACTIVITY, toDate } from './activity-read.js';
import { DATES_WINDOW_DAYS } from '../../../../schema/constants.js';
import { publicActivities } from './public-images.js';
import { availabilityMessage, type SlotAvailability, slotAvailability } from './slot-availability.js';

/**
 * Per-request DataLoaders of the catalogue: one SQL statement per relation per page, whatever the page size. They
 * return plain rows shaped like the GraphQL types (the entities' @ObjectType classes), not managed entities.
 * The page query primes `categories`, `locations`, `suppliers` and `bookmarked` with what it joined in.
 */

export interface LookupView {
  id: number;
  name: string;
  description?: string;
  status: number;
  createdAt: Date;
}

export interface SupplierView {
  id: number;
  tradeName: string;
  userId: number;
}

export interface ImageView {
  id: number;
  activityId: number;
  path: string;
  thumbnailPath: string;
  description?: string;
  width: number;
  height: number;
  position: number;
  createdAt: Date;
  /** Whether its activity is public (plain URLs) or not (signed URLs). */
  public: boolean;
}

export interface TagView {
  id: number;
  name: string;
  label: string;
  createdAt: Date;
}

export interface PriceView {
  id: number;
  activityId: number;
  title: string;
  description?: string;
  price: string;
  participants: number;
  mandatory: boolean;
  createdAt: Date;
}

export interface DetailView {
  id: number;
  activityId: number;
  type: ActivityDetailType;
  title: string;
  description?: string;
  value?: boolean;
  attributeTemplateId?: number;
  position: number;
  createdAt: Date;
}

export interface TimeView {
  id: number;
  startsAt: string;
  endsAt: string;
  expectedParticipants: number;
  currentAvailable: number;
  cancelledAt?: string | null;
  cancelReason?: string | null;
  createdAt: Date;
  availability: SlotAvailability;
  unavailableReason?: string;
}

/** A slot as read, before its availability is decided. */
type TimeRow = Omit<TimeView, 'availability' | 'unavailableReason'>;

/** A slot with its availability now (slot-availability.ts decides it). */
function withAvailability(date: string, bookBefore: number, time: TimeRow, now: Date): TimeView {
  const availability = slotAvailability({ date, ...time }, bookBefore, now);
  return {
    ...time,
    availability,
    unavailableReason: availabilityMessage(availability, bookBefore) ?? undefined,
  };
}

export interface SlotAvailabilityView {
  availability: SlotAvailability;
  unavailableReason?: string;
}

export interface DateView {
  id: number;
  activityId: number;
  startsAt: string;
  createdAt: Date;
  times: TimeView[];
}

/** The relation statements (also replayed by the raw pg baseline in tests/bench); `in (?)` takes the id list. */
export const CATALOG_SQL = {
  images: `select i.id, i.activity_id as "activityId", i.path, i.thumbnail_path as "thumbnailPath", i.description,
          i.width, i.height, i.position, i.created_at as "createdAt", (${PUBLISHED_ACTIVITY}) as "public"
        from activity_images i join activities a on a.id = i.activity_id
        where i.activity_id in (?) order by i.position, i.id`,
  tags: `select at.activity_id as "activityId", t.id, t.name, t.label, t.created_at as "createdAt"
      from activity_tags at join tags t on t.id = at.tag_id where at.activity_id in (?) order by t.id`,
  prices: `select id, activity_id as "activityId", title, description, price, participants, mandatory,
          created_at as "createdAt"
        from activity_prices where activity_id in (?) order by id`,
  details: `select id, activity_id as "activityId", type, title, description, value,
          attribute_template_id as "attributeTemplateId", position, created_at as "createdAt"
        from activity_details where activity_id in (?) order by type, position, id`,
  dates: `select d.id, d.activity_id as "activityId", d.starts_at::text as "startsAt", d.created_at as "createdAt",
          a.book_before as "bookBefore",
          coalesce(json_agg(json_build_object('id', t.id, 'startsAt', t.starts_at, 'endsAt', t.ends_at,
            'expectedParticipants', t.expected_participants, 'currentAvailable', t.current_available,
            'cancelledAt', t.cancelled_at, 'cancelReason', t.cancel_reason, 'createdAt', t.created_at) order by t.starts_at, t.id) filter (where t.id is not null), '[]') as times
        from activity_dates d join activities a on a.id = d.activity_id
          left join activity_times t on t.activity_date_id = d.id
        where d.activity_id in (?) and d.starts_at >= ?::date and d.starts_at < ?::date + ${DATES_WINDOW_DAYS}
        group by d.id, a.id order by d.starts_at, d.id`,
  times: `select t.id, t.activity_date_id as "activityDateId", t.starts_at as "startsAt", t.ends_at as "endsAt",
        t.expected_participants as "expectedParticipants", t.current_available as "currentAvailable",
        t.cancelled_at as "cancelledAt", t.cancel_reason as "cancelReason",
        t.created_at as "createdAt", d.starts_at::text as "date", a.book_before as "bookBefore"
      from activity_times t join activity_dates d on d.id = t.activity_date_id join activities a on a.id = d.activity_id
      where t.activity_date_id in (?) order by t.starts_at, t.id`,
  slots: `select t.id, t.starts_at as "startsAt", t.current_available as "currentAvailable",
        t.cancelled_at as "cancelledAt",
        d.starts_at::text as "date", a.book_before as "bookBefore"
      from activity_times t join activity_dates d on d.id = t.activity_date_id join activities a on a.id = d.activity_id
      where t.id in (?)`,
} as const;

type Raw = Record<string, unknown>;

/** Optional columns come back as null; GraphQL and the views use undefined. */
function clean<T>(raw: Raw): T {
  const out: Raw = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === null) continue;
    out[key] = key === 'createdAt' ? toDate(value) : value;
  }
  return out as T;
}

function groupBy<T>(keys: readonly number[], rows: T[], keyOf: (row: T) => number): T[][] {
  const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

function byId<T extends { id: number }>(keys: readonly number[], rows: T[]): (T | Error)[] {
  const found = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => found.get(k) ?? new Error(`No existe el registro ${k}.`));
}

export class CatalogLoaders {
  constructor(private readonly em: EntityManager) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.execute<Raw[]>(sql, params).then((rows) => rows.map((r) => clean<T>(r)));
  }

  private lookup(table: string, withDescription: boolean): DataLoader<number, LookupView> {
    const description = withDescription ? 'description, ' : '';
    return new DataLoader(async (ids) =>
      byId(
        ids,
        await this.query<LookupView>(
          `select id, name, ${description}status, created_at as "createdAt" from ${table} where id in (?)`,
          [ids],
        ),
      ),
    );
  }

  readonly categories = this.lookup('activity_categories', true);
  readonly locations = this.lookup('locations', false);
  readonly regularities = this.lookup('activity_regularities', false);

  readonly languages = new DataLoader<number, LookupView & { abbr: string }>(async (ids) =>
    byId(
      ids,
      await this.query<LookupView & { abbr: string }>(
        'select id, name, abbr, status, created_at as "createdAt" from languages where id in (?)',
        [ids],
      ),
    ),
  );

  readonly suppliers = new DataLoader<number, SupplierView>(async (ids) =>
    byId(
      ids,
      await this.query<SupplierView>(
        'select id, trade_name as "tradeName", user_id as "userId" from suppliers where id in (?)',
        [ids],
      ),
    ),
  );

  readonly images = new DataLoader<number, ImageView[]>(async (ids) =>
    groupBy(ids, await this.query<ImageView>(CATALOG_SQL.images, [ids]), (r) => r.activityId),
  );

  readonly tags = new DataLoader<number, TagView[]>(async (ids) => {
    const rows = await this.query<TagView & { activityId: number }>(CATALOG_SQL.tags, [ids]);
    return groupBy(ids, rows, (r) => r.activityId);
  });

  readonly prices = new DataLoader<number, PriceView[]>(async (ids) =>
    groupBy(ids, await this.query<PriceView>(CATALOG_SQL.prices, [ids]), (r) => r.activityId),
  );

  /** Every detail of the activity (attributes, highlights, unsuitables, FAQ) by type, then position. */
  readonly details = new DataLoader<number, DetailView[]>(async (ids) =>
    groupBy(ids, await this.query<DetailView>(CATALOG_SQL.details, [ids]), (r) => r.activityId),
  );

  /**
   * Dates in the window from a day (DATES_WINDOW_DAYS), each with its time slots, in one statement: a list field
   * whose size does not grow without bound. Key: `${activityId}|${from}`.
   */
  readonly dates = new DataLoader<string, DateView[]>(async (keys) => {
    const byFrom = new Map<string, number[]>();
    for (const key of keys) {
      const [id, from] = key.split('|') as [string, string];
      byFrom.set(from, [...(byFrom.get(from) ?? []), Number(id)]);
    }
    const results = new Map<string, DateView[]>();
    const now = new Date();
    for (const [from, ids] of byFrom) {
      const rows = await this.query<DateView & { bookBefore: number }>(CATALOG_SQL.dates, [ids, from, from]);
      for (const row of rows)
        row.times = row.times.map((t) =>
          withAvailability(row.startsAt, row.bookBefore, { ...t, createdAt: toDate(t.createdAt) }, now),
        );
      groupBy(ids, rows, (r) => r.activityId).forEach((group, i) => results.set(`${ids[i]}|${from}`, group));
    }
    return keys.map((key) => results.get(key) ?? []);
  });

  /** Time slots of dates that did not come from `dates` (e.g. another module's ActivityDate entity). */
  readonly times = new DataLoader<number, TimeView[]>(async (ids) => {
    const now = new Date();
    const rows = await this.query<TimeRow & { activityDateId: number; date: string; bookBefore: number }>(
      CATALOG_SQL.times,
      [ids],
    );
    const views = rows.map((r) => ({
      ...withAvailability(r.date, r.bookBefore, r, now),
      activityDateId: r.activityDateId,
    }));
    return groupBy(ids, views, (r) => r.activityDateId);
  });

  /** Availability of slots read as entities (a booking's time, a supplier's new slot), by time id. */
  readonly slotAvailability = new DataLoader<number, SlotAvailabilityView>(async (ids) => {
    const now = new Date();
    const rows = await this.query<TimeRow & { date: string; bookBefore: number }>(CATALOG_SQL.slots, [ids]);
    return byId(
      ids,
      rows.map((r) => withAvailability(r.date, r.bookBefore, r, now)),
    );
  });

  /** Whether each activity is public: pictures read as entities (supplier portal) get plain or signed URLs by it. */
  readonly publicActivity = new DataLoader<number, boolean>(async (ids) => {
    const found = await publicActivities(this.em, ids);
    return ids.map((id) => found.has(id));
  });

  private readonly bookmarkLoaders = new Map<number, DataLoader<number, boolean>>();

  /** Whether this user bookmarked each activity. */
  bookmarked(userId: number): DataLoader<number, boolean> {
    let loader = this.bookmarkLoaders.get(userId);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const rows = await this.query<{ activityId: number }>(
          'select activity_id as "activityId" from bookmarks where user_id = ? and activity_id in (?)',
          [userId, ids],
        );
        const set = new Set(rows.map((r) => r.activityId));
        return ids.map((id) => set.has(id));
      });
      this.bookmarkLoaders.set(userId, loader);
    }
    return loader;
  }
}

declare module '../../graphql/context.js' {
  interface Loaders {
    catalog: CatalogLoaders;
  }
}
