import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchActivitiesDocument } from '../../client/src/graphql/generated/graphql.js';
import { CACHED_TOTAL_MIN } from '../../server/src/modules/catalog/activity-read.js';
import { fork } from './booking.fixtures.js';
import { createActivity, createSupplier } from './catalog.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 19: a search over a large result set reuses its total for a while instead of counting every page. The pages
 * served with the kept total must still be the spec's pages: `page` N holds rows (N - 1) × perPage + 1… in order, the
 * shape stays items/total/page/lastPage (REST data/currentPage/lastPage/total), the statements per page stay one
 * fewer or equal, and a page past the end counts exactly again.
 */

let server: TestServer;
// Its 2,100 extra activities would change other files' searches in the shared database.
let db: OwnDatabase;
const PRICE = 987.5;
const filter = { minPrice: 987, maxPrice: 988 };
let ids: number[] = [];

async function search(page: number, perPage: number) {
  const res = await server.http('POST', '/graphql', {
    body: { query: print(SearchActivitiesDocument), variables: { page, perPage, filter } },
  });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return { ...res.body.data.activities, sql: Number(res.headers.get('x-sql-count')) } as {
    items: { id: string }[];
    total: number;
    page: number;
    lastPage: number;
    sql: number;
  };
}

/** Adds `n` published activities priced PRICE (copies of `model`) with one set-based statement. */
async function addActivities(model: number, n: number, from: number) {
  await fork(server).execute(
    `insert into activities (supplier_id, slug, title, summary, description, status, regularity_id, category_id,
      language_id, origin_id, destination_id, base_price, duration_quantity, duration_unit, published_at)
    select supplier_id, 'muchas-' || i, 'Actividad numerosa ' || i, summary, description, 1, regularity_id,
      category_id, language_id, origin_id, destination_id, ?, duration_quantity, duration_unit, now()
    from activities, generate_series(?::int, ?::int) i where id = ?`,
    [PRICE, from, from + n - 1, model],
  );
}

beforeAll(async () => {
  db = await createOwnDatabase('search_totals');
  server = await startTestServer({ databaseUrl: db.url });
  const { supplier } = await createSupplier(server);
  const model = await createActivity(server, { supplierId: supplier.id, price: String(PRICE) });
  await addActivities(model.id, CACHED_TOTAL_MIN + 99, 1);
  const rows = await fork(server).execute<{ id: number }[]>(
    'select id from activities where base_price = ? and status = 1 order by id',
    [PRICE],
  );
  ids = rows.map((r) => r.id);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

describe('search pages over a large result set', () => {
  it('page N holds the rows N of the id order, with the same total, counted once', async () => {
    expect(ids.length).toBe(CACHED_TOTAL_MIN + 100);
    const first = await search(1, 24);
    expect(first.total).toBe(ids.length);
    expect(first.items.map((a) => Number(a.id))).toEqual(ids.slice(0, 24));
    for (const page of [2, 50, 88]) {
      const res = await search(page, 24);
      expect(res.page).toBe(page);
      expect(res.total).toBe(ids.length);
      expect(res.lastPage).toBe(Math.ceil(ids.length / 24));
      expect(res.items.map((a) => Number(a.id))).toEqual(ids.slice((page - 1) * 24, page * 24));
      expect(res.sql).toBeLessThanOrEqual(first.sql);
    }
  });

  it('the REST route answers the same rows and total in the spec shape', async () => {
    const res = await server.http(
      'GET',
      '/api/v1/activity?status=1&base_price_gte=987&base_price_lte=988&page=3&perPage=20',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(ids.length);
    expect(res.body.currentPage).toBe(3);
    expect(res.body.lastPage).toBe(Math.ceil(ids.length / 20));
    expect(res.body.data.map((a: { id: number }) => Number(a.id))).toEqual(ids.slice(40, 60));
  });

  it('a page past the end counts exactly again, and the pages after it show the new total', async () => {
    await addActivities(ids[0]!, 1, 100_000);
    const past = await search(1000, 24);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(ids.length + 1);
    const first = await search(1, 24);
    expect(first.total).toBe(ids.length + 1);
  });
});
