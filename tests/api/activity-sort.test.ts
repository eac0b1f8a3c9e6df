import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRecentBookings } from '../../server/src/modules/booking/activity-popularity.js';
import { Location } from '../../server/src/modules/catalog/location.entity.js';
import { book, createSlot, ensureRate, newCustomer } from './booking.fixtures.js';
import { createActivity, createSupplier, unique } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The search's orders over a fixed catalogue of five activities in a destination of their own, each answer computed
 * by hand from the documented formula (activity.entity.ts, ACTIVITY_RECOMMENDED_SCORE_SQL):
 *   score = (rating × reviews + 4.0 × 5) / (reviews + 5) + 0.5 × ln(1 + recent bookings) + 0.25 if featured
 *
 *   name    price  rating reviews recent featured duration  published      score
 *   Alto    50.00  5.0      1      0     no      3 hours   2026-01-03     (5+20)/6            = 4.1667
 *   Bueno   30.00  4.8    200      0     no     90 minutes 2026-01-01     (960+20)/205        = 4.7805
 *   Cerca   10.00  4.0     10     20     no      1 days    2026-01-05     4.0 + 0.5 ln 21     = 5.5223
 *   Dorado  80.00  4.2     40      2     yes     2 hours   2026-01-02     (168+20)/45 + 0.5 ln 3 + 0.25 = 4.9771
 *   Eco     20.00  0.0      0      0     no     30 minutes 2026-01-04     20/5                = 4.0000
 */

let server: TestServer;
let destinationId: number;
const ids: Record<string, number> = {};

const em = () => server.db.orm.em.fork() as EntityManager;

const CATALOGUE = [
  ['Alto', '50.00', 5.0, 1, 0, false, 3, 'hours', '2026-01-03'],
  ['Bueno', '30.00', 4.8, 200, 0, false, 90, 'minutes', '2026-01-01'],
  ['Cerca', '10.00', 4.0, 10, 20, false, 1, 'days', '2026-01-05'],
  ['Dorado', '80.00', 4.2, 40, 2, true, 2, 'hours', '2026-01-02'],
  ['Eco', '20.00', 0.0, 0, 0, false, 30, 'minutes', '2026-01-04'],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  const place = em();
  const destination = place.create(Location, { name: unique('Destino de orden') });
  await place.flush();
  destinationId = destination.id;
  const { supplier } = await createSupplier(server);
  for (const [name, price, rating, reviews, recent, featured, quantity, unit, published] of CATALOGUE) {
    const activity = await createActivity(server, {
      supplierId: supplier.id,
      title: unique(name),
      price,
      destinationId,
      featured,
    });
    ids[name] = activity.id;
    await em().execute(
      `update activities set rating = ?, comments_count = ?, recent_bookings = ?, duration_quantity = ?,
         duration_unit = ?, published_at = ? where id = ?`,
      [rating, reviews, recent, quantity, unit, published, activity.id],
    );
  }
});
afterAll(() => server.stop());

const names = (list: { id: string | number }[]) =>
  list.map((a) => Object.keys(ids).find((name) => ids[name] === Number(a.id)));

async function graphqlOrder(orderBy: string) {
  const res = await server.graphql<{ activities: { items: { id: string }[] } }>(
    `query($filter: ActivityFilter, $orderBy: ActivityOrderBy) {
       activities(filter: $filter, orderBy: $orderBy, perPage: 24) { items { id } } }`,
    { filter: { destinationId: String(destinationId) }, orderBy },
  );
  expect(res.errors).toBeUndefined();
  return names(res.data!.activities.items);
}

async function restOrder(orderBy: string) {
  const res = await server.http('GET', `/api/v1/activity?destination_id=${destinationId}&orderBy=${orderBy}`);
  expect(res.status).toBe(200);
  return names(res.body.data);
}

describe('search orders', () => {
  it.each([
    ['RECOMMENDED_DESC', 'recommended:desc', ['Cerca', 'Dorado', 'Bueno', 'Alto', 'Eco']],
    ['RECOMMENDED_ASC', 'recommended:asc', ['Eco', 'Alto', 'Bueno', 'Dorado', 'Cerca']],
    ['POPULARITY_DESC', 'popularity:desc', ['Cerca', 'Dorado', 'Bueno', 'Alto', 'Eco']],
    ['PRICE_ASC', 'price:asc', ['Cerca', 'Eco', 'Bueno', 'Alto', 'Dorado']],
    ['PRICE_DESC', 'price:desc', ['Dorado', 'Alto', 'Bueno', 'Eco', 'Cerca']],
    ['RATING_DESC', 'rating:desc', ['Alto', 'Bueno', 'Dorado', 'Cerca', 'Eco']],
    ['PUBLISHED_AT_DESC', 'published_at:desc', ['Cerca', 'Eco', 'Alto', 'Dorado', 'Bueno']],
    ['DURATION_ASC', 'duration:asc', ['Eco', 'Bueno', 'Dorado', 'Alto', 'Cerca']],
    ['DURATION_DESC', 'duration:desc', ['Cerca', 'Alto', 'Dorado', 'Bueno', 'Eco']],
  ])('%s on GraphQL and %s on REST', async (graphql, rest, expected) => {
    expect(await graphqlOrder(graphql)).toEqual(expected);
    expect(await restOrder(rest)).toEqual(expected);
  });

  it('keeps the old default (id order) when no order is asked for', async () => {
    expect(await graphqlOrder(null as unknown as string)).toEqual([
      'Alto',
      'Bueno',
      'Cerca',
      'Dorado',
      'Eco',
    ]);
    const res = await server.http('GET', `/api/v1/activity?destination_id=${destinationId}`);
    expect(names(res.body.data)).toEqual(['Alto', 'Bueno', 'Cerca', 'Dorado', 'Eco']);
  });

  it('stores the documented recommended score', async () => {
    const rows = await em().execute<{ id: number; score: string }[]>(
      'select id, recommended_score::text as score from activities where destination_id = ? order by id',
      [destinationId],
    );
    expect(rows.map((r) => r.score)).toEqual(['4.1667', '4.7805', '5.5223', '4.9771', '4.0000']);
  });
});

describe('recent bookings', () => {
  it('counts the bookings of the last 30 days that were not cancelled', async () => {
    await ensureRate(server);
    const slot = await createSlot(server);
    const customer = await newCustomer(server);
    const recent = async () => {
      await refreshRecentBookings(server.db.orm);
      const [row] = await em().execute<{ n: number }[]>(
        'select recent_bookings as n from activities where id = ?',
        [slot.activityId],
      );
      return row!.n;
    };
    const first = await book(server, slot, customer.token, 2);
    await book(server, slot, customer.token, 1);
    expect(await recent()).toBe(2);
    await em().execute('update bookings set status = 5 where id = ?', [first]);
    expect(await recent()).toBe(1);
    await em().execute(`update bookings set created_at = now() - interval '31 days' where activity_id = ?`, [
      slot.activityId,
    ]);
    expect(await recent()).toBe(0);
  });
});
