import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import { expectOrdered, seedListFixtures, type ListFixtures } from './list-order.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The list convention on REST (issue 16 §1): every list route is walked with each allowed column in both directions,
 * and the answer must come in that order (nulls last ascending, as PostgreSQL sorts them). Unknown columns and
 * directions are a Spanish 422 that names the allowed columns. GraphQL's list fields: list-order-graphql.test.ts.
 */

let db: OwnDatabase;
let server: TestServer;
let fx: ListFixtures;

// Its own database: each list then holds this file's rows only, one page of them, with values it chose.
beforeAll(async () => {
  db = await createOwnDatabase('listorder');
  server = await startTestServer({ databaseUrl: db.url });
  fx = await seedListFixtures(server);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

/** Who calls each list route and where its ids come from. */
const CALLS: Record<string, { who: keyof ListFixtures['tokens']; path: () => string }> = {
  'GET /activity': { who: 'customer', path: () => '/activity' },
  'GET /bookmarked': { who: 'customer', path: () => '/bookmarked' },
  'GET /activity_category': { who: 'customer', path: () => '/activity_category' },
  'GET /location': { who: 'customer', path: () => '/location' },
  'GET /activity_attribute': { who: 'customer', path: () => '/activity_attribute' },
  'GET /activity_regularity': { who: 'customer', path: () => '/activity_regularity' },
  'GET /language': { who: 'customer', path: () => '/language' },
  'GET /booking': { who: 'customer', path: () => '/booking' },
  'GET /order': { who: 'customer', path: () => '/order' },
  'GET /payment_method': { who: 'customer', path: () => '/payment_method' },
  'GET /bank': { who: 'customer', path: () => '/bank' },
  'GET /supplier': { who: 'admin', path: () => '/supplier' },
  'GET /supplier_category': { who: 'admin', path: () => '/supplier_category' },
  'GET /supplier/:id/contact': { who: 'admin', path: () => `/supplier/${fx.slot.supplierId}/contact` },
  'GET /supplier/:id/alert': { who: 'admin', path: () => `/supplier/${fx.slot.supplierId}/alert` },
  'GET /supplier/:id/comment': { who: 'admin', path: () => `/supplier/${fx.slot.supplierId}/comment` },
  'GET /exchange_rate': { who: 'admin', path: () => '/exchange_rate' },
  'GET /admin/activity/pending': { who: 'admin', path: () => '/admin/activity/pending' },
  'GET /refund': { who: 'admin', path: () => '/refund' },
  'GET /suppliers/activity': { who: 'supplier', path: () => '/suppliers/activity' },
  'GET /suppliers/activity/:id/dates': {
    who: 'supplier',
    path: () => `/suppliers/activity/${fx.slot.activityId}/dates`,
  },
  'GET /suppliers/activity/:id/images': {
    who: 'supplier',
    path: () => `/suppliers/activity/${fx.slot.activityId}/images`,
  },
  'GET /suppliers/activity/:id/details': {
    who: 'supplier',
    path: () => `/suppliers/activity/${fx.slot.activityId}/details`,
  },
  'GET /suppliers/activity/:id/prices': {
    who: 'supplier',
    path: () => `/suppliers/activity/${fx.slot.activityId}/prices`,
  },
  'GET /suppliers/activity/:id/comments': {
    who: 'supplier',
    path: () => `/suppliers/activity/${fx.slot.activityId}/comments`,
  },
  'GET /suppliers/bookings': { who: 'supplier', path: () => '/suppliers/bookings' },
  'GET /suppliers/payments/pending': { who: 'supplier', path: () => '/suppliers/payments/pending' },
  'GET /suppliers/activity/:id/reservations': {
    who: 'supplier',
    path: () => `/suppliers/activity/${fx.slot.activityId}/reservations`,
  },
};

/** The REST list routes: GET routes whose answer is the list envelope (a paged or unpaged GraphQL list). */
const LIST_ROUTES = routes.filter((r) => r.method === 'GET' && r.sortable !== undefined);

describe('REST: every list route orders by each of its columns, both directions', () => {
  it('every GET route answering the list envelope is in the table and declares its columns', async () => {
    const doc = (await server.http('GET', '/api/v1/openapi.json')).body;
    const envelopes = Object.entries(doc.paths as Record<string, Record<string, any>>)
      .filter(([, ops]) =>
        ops.get?.responses?.['200']?.content?.['application/json']?.schema?.required?.includes('currentPage'),
      )
      .map(([path]) => `GET ${path.replace(/\{(\w+)\}/g, ':$1')}`)
      .sort();
    expect(envelopes.filter((key) => !(key in CALLS))).toEqual([]);
    expect(Object.keys(CALLS).filter((key) => !envelopes.includes(key))).toEqual([]);
    expect(LIST_ROUTES.map((r) => `GET ${r.path}`).sort()).toEqual(Object.keys(CALLS).sort());
    // The OpenAPI document lists each route's columns, both directions (every list but the banks has `id`).
    for (const route of LIST_ROUTES) {
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')].get;
      const param = op.parameters.find((p: { name: string }) => p.name === 'orderBy');
      const columns = Object.keys(route.sortable!);
      expect(param.schema.enum, route.path).toEqual(columns.flatMap((c) => [`${c}:asc`, `${c}:desc`]));
      expect(columns.includes('id') || route.path === '/bank', route.path).toBe(true);
      for (const name of ['page', 'perPage'])
        expect(
          op.parameters.map((p: { name: string }) => p.name),
          route.path,
        ).toContain(name);
    }
  });

  for (const route of LIST_ROUTES) {
    const key = `GET ${route.path}`;
    const columns = Object.keys(route.sortable ?? {});
    it(`${key}: ${columns.join(', ')}`, async () => {
      const call = CALLS[key]!;
      for (const column of columns) {
        const lengths: number[] = [];
        for (const direction of ['asc', 'desc'] as const) {
          const res = await server.http(
            'GET',
            `/api/v1${call.path()}?orderBy=${column}:${direction}&perPage=50`,
            {
              token: fx.tokens[call.who],
            },
          );
          expect(res.status, `${key} ${column}:${direction} ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body).toMatchObject({ currentPage: 1, lastPage: 1, total: expect.any(Number) });
          expect(res.body.data.length, `${key} tiene al menos dos filas`).toBeGreaterThanOrEqual(2);
          expectOrdered(res.body.data, column, direction, `${key} ${column}:${direction}`);
          lengths.push(res.body.data.length);
        }
        expect(lengths[0]).toBe(lengths[1]);
      }
      // perPage bounds the page and the envelope counts the rest.
      const paged = await server.http(
        'GET',
        `/api/v1${call.path()}?perPage=1&page=2&orderBy=${columns[0]}:asc`,
        {
          token: fx.tokens[call.who],
        },
      );
      expect(paged.status).toBe(200);
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.currentPage).toBe(2);
      expect(paged.body.lastPage).toBe(paged.body.total);
      // An unknown column (an inherited property name included) or direction: 422 naming the allowed columns.
      for (const bad of ['constructor:asc', 'nope:asc', '__proto__:desc', `${columns[0]}:sideways`]) {
        const res = await server.http('GET', `/api/v1${call.path()}?orderBy=${bad}`, {
          token: fx.tokens[call.who],
        });
        expect(res.status, `${key} ${bad}`).toBe(422);
        expect(res.body.errors).toHaveProperty('orderBy');
        expect(res.body.message).toMatch(/asc o desc|Columnas permitidas/);
        if (!bad.endsWith('sideways')) expect(res.body.message).toContain(columns.join(', '));
      }
    });
  }
});
