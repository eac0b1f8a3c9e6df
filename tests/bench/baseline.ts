import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import { SEARCH_PAGE_SIZE } from '../../schema/constants.js';
import { todayInCaracas } from '../../schema/validation/calendar-date.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  activitySql,
  selectActivityPage,
  toActivityPageRow,
  type Sql,
} from '../../server/src/modules/catalog/activity-read.js';
import {
  searchConditions,
  searchOrder,
  searchTiers,
  correctedText,
  type SearchCriteria,
} from '../../server/src/modules/catalog/activity-search.js';
import { CATALOG_SQL } from '../../server/src/modules/catalog/catalog.loaders.js';
import { REVIEW_SQL } from '../../server/src/modules/review/published-reviews.js';
import { SEARCH_SESSION_OPTIONS } from '../../server/src/modules/catalog/search-session.js';

/**
 * The bench's yardstick (never part of the product): a bare Express + pg endpoint that runs the very statements the
 * catalogue's read path runs (imported from it), in the same order and concurrency, and answers the same JSON as the
 * GraphQL query — no GraphQL, no ORM, no DataLoader, no context.
 */

/** `?` placeholders (arrays expand to lists, as MikroORM does) → pg's `$n`. */
export function toPg(sql: Sql | { text: string; params: unknown[] }): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  let index = 0;
  const text = sql.text.replace(/\?/g, () => {
    const param = sql.params[index++];
    if (Array.isArray(param)) {
      return param.map((v) => (values.push(v), `$${values.length}`)).join(', ');
    }
    values.push(param);
    return `$${values.length}`;
  });
  return { text, values };
}

export async function startBaseline(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 15,
    options: SEARCH_SESSION_OPTIONS,
    // Like MikroORM: timestamps and dates as text, numerics as text.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        [1082, 1114, 1184].includes(oid)
          ? (v: string) => v
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const query = async <T = Record<string, unknown>>(sql: Sql): Promise<T[]> =>
    (await pool.query(toPg(sql))).rows as T[];
  /** What the read path needs of an EntityManager: `execute`, and `config` to key its cache of totals. */
  const bare = {
    config: {},
    execute: (text: string, params: unknown[]) => query({ text, params }),
  } as unknown as EntityManager;
  const byActivity = async (text: string, ids: number[], extra: unknown[] = []) => {
    const rows = await query<Record<string, unknown> & { activityId: number }>({
      text,
      params: [ids, ...extra],
    });
    const groups = new Map<number, Record<string, unknown>[]>(ids.map((id) => [id, []]));
    for (const row of rows) groups.get(row.activityId)?.push(row);
    return groups;
  };

  const app = express();
  app.disable('x-powered-by');

  app.get('/search', async (req, res, next) => {
    try {
      const page = Number(req.query.page ?? 1);
      const perPage = Number(req.query.perPage ?? SEARCH_PAGE_SIZE);
      const text = typeof req.query.s === 'string' ? req.query.s : undefined;
      // The read path's own page function (cached large totals, relevance tiers, the typo correction), run on the
      // bare pool instead of the request's EntityManager.
      const window = { limit: perPage, offset: (page - 1) * perPage };
      const page$ = (search: SearchCriteria) =>
        selectActivityPage(bare, {
          where: searchConditions(search),
          order: searchOrder(search, null),
          tiers: searchTiers(search, null),
          ...window,
        });
      let { rows, total } = await page$({ text });
      if (text && total === 0) {
        const corrected = await correctedText(bare, text);
        if (corrected) ({ rows, total } = await page$({ text: corrected }));
      }
      const ids = rows.map((r) => r.id);
      const [images, tags] = ids.length
        ? await Promise.all([byActivity(CATALOG_SQL.images, ids), byActivity(CATALOG_SQL.tags, ids)])
        : [new Map(), new Map()];
      res.json({
        data: {
          activities: {
            total,
            page,
            lastPage: Math.max(1, Math.ceil(total / perPage)),
            items: rows.map((r) => ({
              id: String(r.id),
              title: r.title,
              basePrice: r.basePrice,
              rating: r.rating,
              commentsCount: r.commentsCount,
              durationQuantity: r.durationQuantity,
              durationUnit: r.durationUnit.toUpperCase(),
              bookmarked: false,
              category: { id: String(r.category.id), name: r.category.name },
              destination: { id: String(r.destination.id), name: r.destination.name },
              images: (images.get(r.id) ?? [])
                .slice(0, 1)
                .map((i: Record<string, unknown>) => ({ url: `/images/480x480/${String(i.path).slice(9)}` })),
              tags: (tags.get(r.id) ?? []).map((t: Record<string, unknown>) => ({
                name: t.name,
                label: t.label,
              })),
            })),
          },
        },
      });
    } catch (error) {
      next(error);
    }
  });

  app.get('/detail/:id', async (req, res, next) => {
    try {
      const [raw] = await query(activitySql(Number(req.params.id)));
      if (!raw || raw.status !== 1) {
        res.status(404).json({ errors: [{ message: 'La actividad no existe.' }] });
        return;
      }
      const a = toActivityPageRow(raw);
      const ids = [a.id];
      const [images, tags, prices, details, dates, reviews] = await Promise.all([
        byActivity(CATALOG_SQL.images, ids),
        byActivity(CATALOG_SQL.tags, ids),
        byActivity(CATALOG_SQL.prices, ids),
        byActivity(CATALOG_SQL.details, ids),
        // The window's first day twice (`starts_at >= ? and starts_at < ? + window`), as the product's loader passes it.
        byActivity(CATALOG_SQL.dates, ids, [todayInCaracas(), todayInCaracas()]),
        byActivity(REVIEW_SQL.published, ids),
      ]);
      res.json({
        data: {
          activity: {
            id: String(a.id),
            title: a.title,
            summary: a.summary,
            description: a.description,
            status: a.status,
            rating: a.rating,
            commentsCount: a.commentsCount,
            basePrice: a.basePrice,
            expectedParticipants: a.expectedParticipants,
            bookmarked: false,
            category: { name: a.category.name },
            destination: { name: a.destination.name },
            supplier: { tradeName: a.supplier.tradeName },
            images: (images.get(a.id) ?? []).map((i) => ({ path: i.path, description: i.description })),
            tags: (tags.get(a.id) ?? []).map((t) => ({ label: t.label })),
            prices: (prices.get(a.id) ?? []).map((p) => ({ title: p.title, price: p.price })),
            details: (details.get(a.id) ?? []).map((d) => ({ type: d.type, title: d.title, value: d.value })),
            dates: (dates.get(a.id) ?? []).map((d) => ({
              startsAt: d.startsAt,
              times: (d.times as Record<string, unknown>[]).map((t) => ({
                startsAt: t.startsAt,
                currentAvailable: t.currentAvailable,
              })),
            })),
            reviews: (reviews.get(a.id) ?? []).map((r) => ({
              personName: r.personName,
              rating: r.rating,
              title: r.title,
              createdAt: r.createdAt,
            })),
          },
        },
      });
    } catch (error) {
      next(error);
    }
  });

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
