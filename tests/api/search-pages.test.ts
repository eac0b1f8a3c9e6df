import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchActivitiesDocument } from '../../client/src/graphql/generated/graphql.js';
import { CACHED_TOTAL_MIN } from '../../server/src/modules/catalog/activity-read.js';
import { fork } from './booking.fixtures.js';
import { createActivity, createSupplier } from './catalog.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 19: the search finds a page's ids with an index-only walk and reads the activities for those ids alone, and
 * checks the supplier against the deactivated suppliers once per statement. The spec's `page` must still mean what
 * a plain `order by … limit … offset …` over the same rows means, on both doors, for every order: this file compares
 * the ids of the first, a middle, the last and a past-the-end page with such a query, written here independently of
 * the server's SQL. The seeded rows have ties on every sort key (so the id tie-break counts), and include pending,
 * deleted and deactivated-supplier activities that no page may show; more than CACHED_TOTAL_MIN of them, so pages
 * are also served with a cached total, and a text search's relevance tiers are read both ways (sorted, and through
 * the index).
 */

let db: OwnDatabase;
let server: TestServer;
let inactiveId: number;
const PER_PAGE = 7;
const MIN_PRICE = 4321;
const MAX_PRICE = 4322;
/** A word found only in this file's titles (the price window isolates the rows anyway). */
const marker = 'zorbatilque';
/** A second word carried by more rows than CACHED_TOTAL_MIN: its total is cached, so its pages are read by tiers. */
const common = 'zorbamultil';

/** The public search's orders as a plain query writes them (API enum → REST orderBy → SQL). */
const ORDERS: [string, string, string][] = [
  ['ID_ASC', 'id:asc', 'a.id asc'],
  ['ID_DESC', 'id:desc', 'a.id desc'],
  ['PRICE_ASC', 'base_price:asc', 'a.base_price asc, a.id asc'],
  ['PRICE_DESC', 'base_price:desc', 'a.base_price desc, a.id asc'],
  ['RATING_DESC', 'rating:desc', 'a.rating desc, a.comments_count desc, a.id asc'],
  ['TITLE_ASC', 'title:asc', 'a.title asc, a.id asc'],
  ['PUBLISHED_AT_DESC', 'published_at:desc', 'a.published_at desc, a.id asc'],
];

/** Page `page` by plain OFFSET over the published rows of active suppliers in the price window (and text). */
async function offsetIds(
  order: string,
  page: number,
  text?: string,
): Promise<{ ids: number[]; total: number }> {
  const where = `a.status = 1 and a.deleted_at is null and s.status = 1 and a.base_price between ? and ?
    ${text ? `and a.search_vector @@ websearch_to_tsquery('es_unaccent', ?)` : ''}`;
  const params = [MIN_PRICE, MAX_PRICE, ...(text ? [text] : [])];
  const em = fork(server);
  const rows = await em.execute<{ id: number }[]>(
    `select a.id from activities a join suppliers s on s.id = a.supplier_id where ${where}
    order by ${order} limit ? offset ?`,
    [...params, PER_PAGE, (page - 1) * PER_PAGE],
  );
  const [count] = await em.execute<{ n: string }[]>(
    `select count(*) as n from activities a join suppliers s on s.id = a.supplier_id where ${where}`,
    params,
  );
  return { ids: rows.map((r) => Number(r.id)), total: Number(count!.n) };
}

async function graphqlPage(orderBy: string | undefined, page: number, text?: string) {
  const filter = { minPrice: MIN_PRICE, maxPrice: MAX_PRICE, ...(text ? { text } : {}) };
  const res = await server.http('POST', '/graphql', {
    body: { query: print(SearchActivitiesDocument), variables: { page, perPage: PER_PAGE, filter, orderBy } },
  });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const body = res.body.data.activities as {
    items: { id: string }[];
    total: number;
    page: number;
    lastPage: number;
  };
  return {
    ids: body.items.map((a) => Number(a.id)),
    total: body.total,
    page: body.page,
    lastPage: body.lastPage,
  };
}

async function restPage(orderBy: string | undefined, page: number, text?: string) {
  const query = new URLSearchParams({
    base_price_gte: String(MIN_PRICE),
    base_price_lte: String(MAX_PRICE),
    page: String(page),
    perPage: String(PER_PAGE),
    ...(orderBy ? { orderBy } : {}),
    ...(text ? { s: text } : {}),
  });
  const res = await server.http('GET', `/api/v1/activity?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    ids: (res.body.data as { id: number }[]).map((a) => Number(a.id)),
    total: res.body.total as number,
    page: res.body.currentPage as number,
    lastPage: res.body.lastPage as number,
  };
}

beforeAll(async () => {
  // Its own database: the 2,400 rows above the cached-total threshold would crowd other files' first pages.
  db = await createOwnDatabase('search_pages');
  server = await startTestServer({ databaseUrl: db.url });
  const active = (await createSupplier(server)).supplier;
  const inactive = (await createSupplier(server)).supplier;
  inactiveId = inactive.id;
  const model = await createActivity(server, { supplierId: active.id, price: String(MIN_PRICE) });
  // 60 rows: prices, ratings, titles and publication times repeat (ties), every 9th is pending, every 11th deleted,
  // every 7th belongs to the supplier deactivated below; a third carry the text marker in the title, a third in the
  // summary.
  await fork(server).execute(
    `insert into activities (supplier_id, slug, title, summary, description, status, regularity_id, category_id,
      language_id, origin_id, destination_id, base_price, duration_quantity, duration_unit, rating, comments_count,
      published_at, deleted_at)
    select case when i % 7 = 0 then ? else ? end, 'pagina-' || i,
      'Actividad ' || (i % 5) || case when i % 3 = 0 then ' ' || ? else '' end,
      summary || case when i % 3 = 1 then ' ' || ? else '' end, description,
      case when i % 9 = 0 then 0 else 1 end, regularity_id, category_id, language_id, origin_id, destination_id,
      ? + (i % 4) * 0.25, duration_quantity, duration_unit, (i % 3) + 2, i % 2,
      timestamptz '2026-01-01' + (i % 6) * interval '1 day', case when i % 11 = 0 then now() end
    from activities, generate_series(1, 60) i where id = ?`,
    [inactive.id, active.id, marker, marker, MIN_PRICE, model.id],
  );
  // Above the cached-total threshold: every 4th with the second word in its title, the others in their summary.
  await fork(server).execute(
    `insert into activities (supplier_id, slug, title, summary, description, status, regularity_id, category_id,
      language_id, origin_id, destination_id, base_price, duration_quantity, duration_unit, published_at)
    select case when i % 13 = 0 then ? else ? end, 'comun-' || i,
      'Actividad ' || case when i % 4 = 0 then ? else 'comun' end,
      summary || case when i % 4 <> 0 then ' ' || ? else '' end, description, 1, regularity_id, category_id,
      language_id, origin_id, destination_id, ? + 0.5, duration_quantity, duration_unit, now()
    from activities, generate_series(1, ?::int) i where id = ?`,
    [inactive.id, active.id, common, common, MIN_PRICE, CACHED_TOTAL_MIN + 400, model.id],
  );
  await fork(server).execute('update suppliers set status = 0 where id = ?', [inactive.id]);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

describe('search pages served by the index-only walk', () => {
  it('the fixture has hidden rows and more than one page', async () => {
    const { total } = await offsetIds('a.id', 1);
    const [all] = await fork(server).execute<{ n: string }[]>(
      'select count(*) as n from activities where base_price between ? and ?',
      [MIN_PRICE, MAX_PRICE],
    );
    expect(total).toBeGreaterThan(3 * PER_PAGE);
    expect(Number(all!.n)).toBeGreaterThan(total);
  });

  for (const [graphqlOrder, restOrder, sqlOrder] of ORDERS)
    it(`${graphqlOrder}: first, middle, last and past-the-end pages match a plain OFFSET on both doors`, async () => {
      const { total } = await offsetIds(sqlOrder, 1);
      const lastPage = Math.ceil(total / PER_PAGE);
      for (const page of [1, Math.ceil(lastPage / 2), lastPage, lastPage + 1]) {
        const expected = await offsetIds(sqlOrder, page);
        const shape = { ids: expected.ids, total, page, lastPage };
        expect(await graphqlPage(graphqlOrder, page), `GraphQL page ${page}`).toEqual(shape);
        expect(await restPage(restOrder, page), `REST page ${page}`).toEqual(shape);
      }
      expect((await offsetIds(sqlOrder, lastPage)).ids.length).toBeGreaterThan(0);
      expect((await offsetIds(sqlOrder, lastPage + 1)).ids).toEqual([]);
    });

  it('by relevance (text, no order): title matches first, then the rest, each in id order, page by page', async () => {
    const inTitle = `ts_filter(a.search_vector, '{a}') @@ websearch_to_tsquery('es_unaccent', '${marker}')`;
    const sqlOrder = `(${inTitle}) desc, a.id asc`;
    const { total } = await offsetIds(sqlOrder, 1, marker);
    const lastPage = Math.ceil(total / PER_PAGE);
    const [titles] = await fork(server).execute<{ n: string }[]>(
      `select count(*) as n from activities a where a.base_price between ? and ? and ${inTitle}
        and a.status = 1 and a.deleted_at is null and a.supplier_id <> ?`,
      [MIN_PRICE, MAX_PRICE, inactiveId],
    );
    // Both tiers are present and a page holds the end of one and the start of the other.
    expect(Number(titles!.n)).toBeGreaterThan(0);
    expect(Number(titles!.n) % PER_PAGE).not.toBe(0);
    expect(total).toBeGreaterThan(Number(titles!.n));
    for (let page = 1; page <= lastPage + 1; page++) {
      const expected = await offsetIds(sqlOrder, page, marker);
      const shape = { ids: expected.ids, total, page, lastPage };
      expect(await graphqlPage(undefined, page, marker), `GraphQL page ${page}`).toEqual(shape);
      expect(await restPage(undefined, page, marker), `REST page ${page}`).toEqual(shape);
    }
  });

  it('by relevance over a large set (total cached): the tiers read through the index give the same pages', async () => {
    const inTitle = `ts_filter(a.search_vector, '{a}') @@ websearch_to_tsquery('es_unaccent', '${common}')`;
    const sqlOrder = `(${inTitle}) desc, a.id asc`;
    const { total } = await offsetIds(sqlOrder, 1, common);
    expect(total).toBeGreaterThanOrEqual(CACHED_TOTAL_MIN);
    const [titles] = await fork(server).execute<{ n: string }[]>(
      `select count(*) as n from activities a where a.base_price between ? and ? and ${inTitle}
        and a.status = 1 and a.deleted_at is null and a.supplier_id <> ?`,
      [MIN_PRICE, MAX_PRICE, inactiveId],
    );
    const boundary = Math.ceil(Number(titles!.n) / PER_PAGE);
    expect(Number(titles!.n) % PER_PAGE).not.toBe(0);
    const lastPage = Math.ceil(total / PER_PAGE);
    // The first request counts (and caches the total); the next ones are read by tiers.
    for (const page of [1, 1, 2, boundary, boundary + 1, lastPage - 1, lastPage, lastPage + 1]) {
      const expected = await offsetIds(sqlOrder, page, common);
      const shape = { ids: expected.ids, total, page, lastPage };
      expect(await graphqlPage(undefined, page, common), `GraphQL page ${page}`).toEqual(shape);
      expect(await restPage(undefined, page, common), `REST page ${page}`).toEqual(shape);
    }
  });

  it('with a text filter and an explicit order, the pages match a plain OFFSET too', async () => {
    const sqlOrder = 'a.base_price desc, a.id asc';
    const { total } = await offsetIds(sqlOrder, 1, marker);
    expect(total).toBeGreaterThan(PER_PAGE);
    const lastPage = Math.ceil(total / PER_PAGE);
    for (const page of [1, lastPage, lastPage + 1]) {
      const expected = await offsetIds(sqlOrder, page, marker);
      const shape = { ids: expected.ids, total, page, lastPage };
      expect(await graphqlPage('PRICE_DESC', page, marker), `GraphQL page ${page}`).toEqual(shape);
      expect(await restPage('base_price:desc', page, marker), `REST page ${page}`).toEqual(shape);
    }
  });
});
