import { expect } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import { createActivity, createSupplier, createUser, tokenFor, unique } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Shared state and helpers of the catalog-*.test.ts files; each file runs setUp/tearDown in its own beforeAll/afterAll. */

export let server: TestServer;

export interface Item {
  id: string;
  title: string;
  status: number;
  basePrice: string;
  featured: boolean;
  rating: number;
  category: { id: string };
  destination: { id: string };
  origin: { id: string };
  dates?: { startsAt: string; times: { id: string }[] }[];
}

export interface Page {
  items: Item[];
  total: number;
  page: number;
  lastPage: number;
}

export interface Gql<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, any> }[];
  sql: number;
}

export async function gql<T = any>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<Gql<T>> {
  const res = await server.http('POST', '/graphql', { body: { query, variables }, token });
  return { status: res.status, ...(res.body as object), sql: Number(res.headers.get('x-sql-count')) };
}

export const SEARCH = `query Search($filter: ActivityFilter, $page: Int! = 1, $perPage: Int! = 8, $orderBy: ActivityOrderBy,
  $day: String) {
  activities(filter: $filter, page: $page, perPage: $perPage, orderBy: $orderBy) {
    total page lastPage
    items {
      id title status basePrice featured rating
      category { id name } destination { id name } origin { id name }
      images(limit: 1) { id path url(size: "480x480") }
      tags { name label }
      dates(from: $day) { startsAt times { id } }
    }
  }
}`;

export async function search(variables: Record<string, unknown>, token?: string): Promise<Page> {
  const res = await gql<{ activities: Page }>(SEARCH, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data!.activities;
}

/** Every page of a search (perPage 100). */
export async function searchAll(filter: Record<string, unknown>): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const result = await search({ filter, page, perPage: 100 });
    items.push(...result.items);
    if (page >= result.lastPage) return items;
  }
}

/** The day of the dated fixture; each test file passes its own, as they may run at once on one database. */
export let FUTURE_DAY: string;
export let supplierA: { supplierId: number; token: string };
export let supplierB: { token: string };
export let adminToken: string;
export let clientToken: string;
export let pendingId: number;
export let datedId: number;
export let attributedId: number;
export let marker: string;

export async function setUp(futureDay: string): Promise<void> {
  FUTURE_DAY = futureDay;
  server = await startTestServer();
  const a = await createSupplier(server);
  supplierA = { supplierId: a.supplier.id, token: a.token };
  supplierB = { token: (await createSupplier(server)).token };
  adminToken = await tokenFor(server, 'admin@xplora.test');
  clientToken = await tokenFor(server, await createUser(server, UserRole.Client));
  marker = `Zafiro${unique('x').slice(2)}`.replace(/-/g, '');
  pendingId = (
    await createActivity(server, {
      supplierId: supplierA.supplierId,
      title: `Excursión pendiente ${marker}`,
      status: ActivityStatus.Pending,
    })
  ).id;
  datedId = (
    await createActivity(server, {
      supplierId: supplierA.supplierId,
      title: `Excursión fechada ${marker}`,
      dates: [FUTURE_DAY],
      categoryId: 2,
      destinationId: 3,
      originId: 2,
      price: '77.50',
    })
  ).id;
  attributedId = (
    await createActivity(server, {
      supplierId: supplierA.supplierId,
      title: `Excursión con atributos ${marker}`,
      attributes: [6, 7],
      price: '5.00',
      featured: true,
    })
  ).id;
}

export async function tearDown(): Promise<void> {
  await server.stop();
}
