import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setUp,
  tearDown,
  server,
  gql,
  supplierA,
  supplierB,
  adminToken,
  clientToken,
  pendingId,
} from './catalog.context.js';

beforeAll(() => setUp('2031-03-15'));
afterAll(tearDown);

describe('activity(id): detail and status-0 visibility', () => {
  const DETAIL = `query Detail($id: ID!) { activity(id: $id) {
    id title status bookmarked category { name } destination { name } origin { name } supplier { id tradeName }
    images { id path } tags { label } prices { title price } details { type title value }
    faq: details(type: Question) { title description }
    dates { startsAt times { startsAt endsAt currentAvailable } } reviews { personName rating title createdAt }
    regularity { name } language { name abbr }
  } }`;

  it('returns a published activity with its relations', async () => {
    const res = await gql(DETAIL, { id: '3' });
    expect(res.errors).toBeUndefined();
    const a = res.data.activity;
    expect(a).toMatchObject({ id: '3', status: 1, bookmarked: false });
    expect(a.images.length).toBeGreaterThan(0);
    expect(a.supplier.tradeName).toBeTruthy();
    expect(Object.keys(a.supplier)).toEqual(['id', 'tradeName']);
    expect(a.faq.length).toBeGreaterThan(0);
    expect(a.dates.length).toBeGreaterThan(0);
    expect(a.dates[0].times.length).toBeGreaterThan(0);
    const created = a.reviews.map((r: { createdAt: string }) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const review of a.reviews) expect(review.personName).toBeTruthy();
    const labels = ['Nuevo', 'Recomendado', 'Mejor Precio', 'Destacado'];
    for (const tag of a.tags) expect(labels).toContain(tag.label);
  });

  it('hides a pending activity from visitors, customers and other suppliers', async () => {
    for (const token of [undefined, clientToken, supplierB.token]) {
      const res = await gql(DETAIL, { id: String(pendingId) }, token);
      expect(res.errors?.[0]).toMatchObject({
        message: 'La actividad no existe.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const rest = await server.http('GET', `/api/v1/activity/${pendingId}`);
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ message: 'La actividad no existe.', code: 'NOT_FOUND' });
  });

  it('shows a pending activity to its supplier and to admins', async () => {
    for (const token of [supplierA.token, adminToken]) {
      const res = await gql(DETAIL, { id: String(pendingId) }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.activity).toMatchObject({ id: String(pendingId), status: 0 });
    }
    const rest = await server.http('GET', `/api/v1/activity/${pendingId}`, { token: supplierA.token });
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe(0);
  });

  it('answers NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '-1', '0', '99999999999999']) {
      const res = await gql(DETAIL, { id });
      expect(res.errors?.[0]).toMatchObject({
        message: 'La actividad no existe.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });
});

describe('SQL statements per request (X-SQL-Count)', () => {
  const CARD_PAGE = `query Cards($perPage: Int!) { activities(perPage: $perPage) {
    total page lastPage items { id title basePrice rating commentsCount durationQuantity durationUnit bookmarked
      category { id name } destination { id name } images(limit: 1) { url(size: "480x480") } tags { name label } }
  } }`;

  it('a search page costs the same few statements for 8 and 24 items (≤ 6)', async () => {
    await gql(CARD_PAGE, { perPage: 8 }); // the total, counted once and kept (stale-counts.ts)
    const eight = await gql(CARD_PAGE, { perPage: 8 });
    const twentyFour = await gql(CARD_PAGE, { perPage: 24 });
    expect(eight.errors).toBeUndefined();
    expect(twentyFour.data.activities.items).toHaveLength(24);
    expect(eight.sql).toBeLessThanOrEqual(6);
    expect(twentyFour.sql).toBe(eight.sql);
    // A signed-in customer adds the token lookup, nothing per item.
    const asClient = await gql(CARD_PAGE, { perPage: 24 }, clientToken);
    expect(asClient.sql).toBe(eight.sql + 1);
  });

  it('the REST search route costs the same for 8 and 24 items (≤ 6)', async () => {
    const url = (n: number) => `/api/v1/activity?status=1&perPage=${n}&with=images,category,destination,tags`;
    // The search's total is counted by the first request and kept (stale-counts.ts): both sizes are measured after it.
    await server.http('GET', url(8));
    const eight = await server.http('GET', url(8));
    const twentyFour = await server.http('GET', url(24));
    expect(eight.status).toBe(200);
    expect(twentyFour.body.data).toHaveLength(24);
    expect(Number(eight.headers.get('x-sql-count'))).toBeLessThanOrEqual(6);
    expect(twentyFour.headers.get('x-sql-count')).toBe(eight.headers.get('x-sql-count'));
  });

  it('the worst text search (filters checked, full text, the correction, full text again) stays within 6', async () => {
    const res = await gql(
      `query { activities(perPage: 24, filter: { text: "telerefico", categoryIds: ["1", "2", "3"], destinationId: "1",
        originId: "1", attributeIds: ["2", "4"] }) {
        total items { id category { name } destination { name } images { path } tags { label } } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.activities.total).toBeGreaterThan(0);
    expect(res.sql).toBeLessThanOrEqual(6);
  });

  it('the whole detail costs at most 8, also for a signed-in customer', async () => {
    const query = `query { activity(id: 3) { id title category { name } destination { name } origin { name }
      supplier { tradeName } images { path } tags { label } prices { price } details { title }
      dates { startsAt times { startsAt } } reviews { personName } bookmarked regularity { name } language { name } } }`;
    const visitor = await gql(query);
    expect(visitor.errors).toBeUndefined();
    expect(visitor.sql).toBeLessThanOrEqual(8);
    const customer = await gql(query, undefined, clientToken);
    expect(customer.sql).toBeLessThanOrEqual(8);
    const rest = await server.http('GET', '/api/v1/activity/3');
    expect(Number(rest.headers.get('x-sql-count'))).toBeLessThanOrEqual(8);
  });
});

describe('lookups', () => {
  it('answers locations, attributes, regularities, languages and tags in id order', async () => {
    const res = await gql(`{ locations { id name status } activityAttributes { id name description status }
      activityRegularities { id name } languages { id name abbr } tags { id name label } }`);
    expect(res.errors).toBeUndefined();
    for (const list of Object.values(res.data) as { id: string; status?: number }[][]) {
      expect(list.length).toBeGreaterThan(0);
      const ids = list.map((x) => Number(x.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const item of list) if (item.status !== undefined) expect(item.status).toBe(1);
    }
    expect(res.data.tags.map((t: { label: string }) => t.label)).toEqual(
      expect.arrayContaining(['Nuevo', 'Recomendado', 'Mejor Precio', 'Destacado']),
    );
  });

  it('answers the REST filter lists in the envelope', async () => {
    for (const path of ['location', 'activity_attribute', 'activity_regularity', 'language']) {
      const res = await server.http('GET', `/api/v1/${path}?status=1`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(res.body.data.length);
      expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), status: 1 });
    }
  });
});
