import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import { createActivity, createSupplier, createUser, tokenFor } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let supplierId: number;
let supplierToken: string;
let adminToken: string;

interface Gql {
  status: number;
  data?: any;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

async function gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<Gql> {
  const res = await server.http('POST', '/graphql', { body: { query, variables }, token });
  return { status: res.status, ...(res.body as object) };
}

const BOOKMARK = 'mutation($id: ID!) { bookmarkActivity(id: $id) { id bookmarked bookmarksCount } }';
const UNBOOKMARK = 'mutation($id: ID!) { unbookmarkActivity(id: $id) { id bookmarked bookmarksCount } }';
const FAVOURITES = `query($page: Int! = 1, $perPage: Int! = 8) { bookmarkedActivities(page: $page, perPage: $perPage) {
  total page lastPage items { id bookmarked category { name } images(limit: 1) { path } } } }`;

async function newCustomer(): Promise<string> {
  return tokenFor(server, await createUser(server, UserRole.Client));
}

async function newActivity(status = ActivityStatus.Active): Promise<string> {
  return String((await createActivity(server, { supplierId, status })).id);
}

async function bookmarksCount(id: string): Promise<number> {
  const [row] = await server.db.orm.em
    .fork()
    .execute<{ n: number }[]>('select bookmarks_count as n from activities where id = ?', [Number(id)]);
  return row!.n;
}

beforeAll(async () => {
  server = await startTestServer();
  const supplier = await createSupplier(server);
  supplierId = supplier.supplier.id;
  supplierToken = supplier.token;
  adminToken = await tokenFor(server, 'admin@xplora.test');
});
afterAll(() => server.stop());

describe('bookmark permissions', () => {
  it('needs a session: 401 UNAUTHENTICATED for visitors on both doors', async () => {
    const id = await newActivity();
    for (const query of [BOOKMARK, UNBOOKMARK]) {
      const res = await gql(query, { id });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.data?.bookmarkActivity ?? res.data?.unbookmarkActivity ?? null).toBeNull();
    }
    expect((await gql(FAVOURITES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const path of [`/api/v1/activity/${id}/bookmark`, `/api/v1/activity/${id}/unbookmark`]) {
      const res = await server.http('POST', path);
      expect(res.status).toBe(401);
    }
    expect((await server.http('GET', '/api/v1/bookmarked')).status).toBe(401);
    expect(await bookmarksCount(id)).toBe(0);
  });

  it('is for customers only: 403 FORBIDDEN for suppliers and admins', async () => {
    const id = await newActivity();
    for (const token of [supplierToken, adminToken]) {
      const res = await gql(BOOKMARK, { id }, token);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await server.http('POST', `/api/v1/activity/${id}/bookmark`, { token })).status).toBe(403);
      expect((await server.http('GET', '/api/v1/bookmarked', { token })).status).toBe(403);
    }
    expect(await bookmarksCount(id)).toBe(0);
  });

  it('refuses unknown and unpublished activities with 404', async () => {
    const token = await newCustomer();
    const pending = await newActivity(ActivityStatus.Pending);
    for (const id of ['999999', 'abc', pending]) {
      const res = await gql(BOOKMARK, { id }, token);
      expect(res.errors?.[0]).toMatchObject({
        message: 'La actividad no existe.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const rest = await server.http('POST', '/api/v1/activity/999999/bookmark', { token });
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('La actividad no existe.');
  });
});

describe('bookmarking', () => {
  it('adds and removes idempotently, keeping bookmarksCount and the bookmarked flag right', async () => {
    const token = await newCustomer();
    const id = await newActivity();
    const first = await gql(BOOKMARK, { id }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data.bookmarkActivity).toEqual({ id, bookmarked: true, bookmarksCount: 1 });
    const again = await gql(BOOKMARK, { id }, token);
    expect(again.data.bookmarkActivity).toEqual({ id, bookmarked: true, bookmarksCount: 1 });
    expect(await bookmarksCount(id)).toBe(1);

    const detail = `query($id: ID!) { activity(id: $id) { bookmarked } }`;
    expect((await gql(detail, { id }, token)).data.activity.bookmarked).toBe(true);
    expect((await gql(detail, { id })).data.activity.bookmarked).toBe(false);
    expect((await gql(detail, { id }, await newCustomer())).data.activity.bookmarked).toBe(false);

    const removed = await gql(UNBOOKMARK, { id }, token);
    expect(removed.data.unbookmarkActivity).toEqual({ id, bookmarked: false, bookmarksCount: 0 });
    const removedAgain = await gql(UNBOOKMARK, { id }, token);
    expect(removedAgain.data.unbookmarkActivity).toEqual({ id, bookmarked: false, bookmarksCount: 0 });
    expect(await bookmarksCount(id)).toBe(0);
  });

  it('keeps the count exact under concurrency', async () => {
    const id = await newActivity();
    const token = await newCustomer();
    // One customer, many tabs: one bookmark.
    const same = await Promise.all(Array.from({ length: 12 }, () => gql(BOOKMARK, { id }, token)));
    for (const res of same) expect(res.errors).toBeUndefined();
    expect(await bookmarksCount(id)).toBe(1);
    // Ten customers at once: ten more.
    const tokens = await Promise.all(Array.from({ length: 10 }, () => newCustomer()));
    await Promise.all(tokens.map((t) => gql(BOOKMARK, { id }, t)));
    expect(await bookmarksCount(id)).toBe(11);
    // Mixed removals and re-adds end where the rows say.
    await Promise.all([
      ...tokens.slice(0, 5).map((t) => gql(UNBOOKMARK, { id }, t)),
      ...tokens.slice(0, 5).map((t) => gql(UNBOOKMARK, { id }, t)),
      ...Array.from({ length: 5 }, () => gql(UNBOOKMARK, { id }, token)),
    ]);
    const [rows] = await server.db.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from bookmarks where activity_id = ?', [Number(id)]);
    expect(await bookmarksCount(id)).toBe(5);
    expect(Number(rows!.n)).toBe(5);
  });

  it('lists the favourites, newest first, only published ones, with paging', async () => {
    const token = await newCustomer();
    const ids = [await newActivity(), await newActivity(), await newActivity()];
    for (const id of ids) await gql(BOOKMARK, { id }, token);
    const res = await gql(FAVOURITES, {}, token);
    expect(res.errors).toBeUndefined();
    expect(res.data.bookmarkedActivities).toMatchObject({ total: 3, page: 1, lastPage: 1 });
    expect(res.data.bookmarkedActivities.items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
    for (const item of res.data.bookmarkedActivities.items) expect(item.bookmarked).toBe(true);

    const paged = await gql(FAVOURITES, { page: 2, perPage: 2 }, token);
    expect(paged.data.bookmarkedActivities).toMatchObject({ total: 3, page: 2, lastPage: 2 });
    expect(paged.data.bookmarkedActivities.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);

    // An activity sent back to approval disappears from the list.
    await server.db.orm.em.fork().execute('update activities set status = 0 where id = ?', [Number(ids[1])]);
    const after = await gql(FAVOURITES, {}, token);
    expect(after.data.bookmarkedActivities.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0]]);

    const bad = await gql(FAVOURITES, { perPage: 101 }, token);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('works through REST: bookmark, bookmarked list, unbookmark', async () => {
    const token = await newCustomer();
    const id = await newActivity();
    const added = await server.http('POST', `/api/v1/activity/${id}/bookmark`, { token });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: Number(id), bookmarked: true, bookmarks_count: 1 });
    const list = await server.http('GET', '/api/v1/bookmarked?with=images,category,destination', { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ currentPage: 1, lastPage: 1, total: 1 });
    expect(list.body.data[0]).toMatchObject({
      id: Number(id),
      bookmarked: true,
      category: { name: expect.any(String) },
    });
    expect(list.body.data[0].images).toHaveLength(1);
    const removed = await server.http('POST', `/api/v1/activity/${id}/unbookmark`, { token });
    expect(removed.body).toMatchObject({ id: Number(id), bookmarked: false, bookmarks_count: 0 });
    const empty = await server.http('GET', '/api/v1/bookmarked', { token });
    expect(empty.body).toEqual({ data: [], currentPage: 1, lastPage: 1, total: 0 });
  });

  it('marks bookmarked cards in search results for that customer only', async () => {
    const token = await newCustomer();
    const id = await newActivity();
    await gql(BOOKMARK, { id }, token);
    const query = `query { activities(perPage: 100, orderBy: ID_DESC) { items { id bookmarked } } }`;
    const mine = (await gql(query, undefined, token)).data.activities.items as {
      id: string;
      bookmarked: boolean;
    }[];
    expect(mine.find((i) => i.id === id)?.bookmarked).toBe(true);
    expect(mine.filter((i) => i.bookmarked).map((i) => i.id)).toEqual([id]);
    const visitor = (await gql(query)).data.activities.items as { bookmarked: boolean }[];
    expect(visitor.some((i) => i.bookmarked)).toBe(false);
  });
});
