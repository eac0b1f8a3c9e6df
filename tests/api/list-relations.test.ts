import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import { fork } from './booking.fixtures.js';
import { CALLS, seedListFixtures, type ListFixtures } from './list-order.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The `with` convention on REST: every list route (and every single resource that has relations) is asked for each
 * relation it declares. A relation the answer always embeds changes nothing; an optional one adds exactly its key to
 * every row and nothing else. All of them at once cost the same SQL statements whatever the page size (no N+1). An
 * unknown relation is a 422 that names the allowed ones. GraphQL's optional relation fields close the file.
 */

let db: OwnDatabase;
let server: TestServer;
let fx: ListFixtures;
let ids: { booking: number };

type Row = Record<string, unknown>;

beforeAll(async () => {
  db = await createOwnDatabase('listrelations');
  server = await startTestServer({ databaseUrl: db.url });
  fx = await seedListFixtures(server);
  const em = fork(server);
  // The slot's supplier gets a category; its activity an attribute copied from a template.
  await em.execute(
    `update suppliers set category_id = (select min(id) from supplier_categories) where id = ?`,
    [fx.slot.supplierId],
  );
  const [template] = await em.execute<{ id: number }[]>(
    `select min(id) as id from activity_attribute_templates where status = 1`,
  );
  const detail = await server.http('POST', `/api/v1/suppliers/activity/${fx.slot.activityId}/details`, {
    token: fx.tokens.supplier,
    body: { type: 'attribute', attribute: template!.id, value: true },
  });
  expect(detail.status, JSON.stringify(detail.body)).toBe(201);
  const get = (path: string) =>
    server.http('GET', `/api/v1${path}`, { token: fx.tokens.customer }).then((r) => r.body.data[0].id);
  ids = { booking: await get('/booking') };
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

/** The single resources that take `with`: who reads them and at which id. */
const SINGLE: Record<string, { who: keyof ListFixtures['tokens']; path: () => string }> = {
  // The slot's own activity went back to review when the fixtures edited it: another, published one.
  'GET /activity/:id': { who: 'customer', path: () => `/activity/${fx.other.activityId}` },
  'GET /booking/:id': { who: 'customer', path: () => `/booking/${ids.booking}` },
  'GET /supplier/:id': { who: 'admin', path: () => `/supplier/${fx.slot.supplierId}` },
  'GET /suppliers/activity/:id': { who: 'supplier', path: () => `/suppliers/activity/${fx.slot.activityId}` },
};

const LIST_ROUTES = routes.filter((r) => r.method === 'GET' && r.sortable !== undefined);
const SINGLE_ROUTES = routes.filter((r) => r.method === 'GET' && !r.sortable && r.relations?.length);

/** Every value a dotted path reaches in a row (through arrays); `undefined` where a key is missing. */
function reach(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [value];
  if (Array.isArray(value)) return value.flatMap((item) => reach(item, path));
  if (value === null) return [null];
  if (typeof value !== 'object') return [undefined];
  const [key, ...rest] = path;
  return reach((value as Row)[key!], rest);
}

/** The row without the relation's key (its last part, where the path reaches it). */
function without(value: unknown, path: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => without(item, path));
  if (value === null || typeof value !== 'object') return value;
  const [key, ...rest] = path;
  const copy = { ...(value as Row) };
  if (rest.length === 0) delete copy[key!];
  else copy[key!] = without(copy[key!], rest);
  return copy;
}

async function get(who: keyof ListFixtures['tokens'], path: string, query: string) {
  const sep = path.includes('?') ? '&' : '?';
  return server.http('GET', `/api/v1${path}${query ? sep + query : ''}`, { token: fx.tokens[who] });
}

/** Asks each relation alone and checks the answer against the one without `with`. */
async function expectRelations(
  key: string,
  relations: string[],
  who: keyof ListFixtures['tokens'],
  path: string,
  rowsOf: (body: Row) => Row[],
) {
  const plain = await get(who, path, 'perPage=50');
  expect(plain.status, `${key} ${JSON.stringify(plain.body)}`).toBe(200);
  const base = rowsOf(plain.body);
  expect(base.length, `${key} tiene filas`).toBeGreaterThan(0);
  for (const relation of relations) {
    const label = `${key} with=${relation}`;
    const res = await get(who, path, `perPage=50&with=${relation}`);
    expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBe(200);
    // One relation costs at most one statement, whatever the number of rows (no N+1).
    const [before, after] = [plain, res].map((r) => Number(r.headers.get('x-sql-count')));
    expect(after! - before!, `${label}: SQL ${before} → ${after}`).toBeLessThanOrEqual(1);
    const rows = rowsOf(res.body);
    const parts = relation.split('.');
    // Every row answers the relation (null or [] where a row has none), and a to-one relation is there somewhere.
    const values = rows.flatMap((row) => reach(row, parts));
    expect(values.includes(undefined), `${label}: ${JSON.stringify(rows[0])}`).toBe(false);
    if (!values.some(Array.isArray))
      expect(
        values.some((v) => v !== null),
        label,
      ).toBe(true);
    // Already embedded: the same answer. Optional: the same answer plus the relation's key.
    const embedded = !base.flatMap((row) => reach(row, parts)).includes(undefined);
    if (embedded) expect(rows, label).toEqual(base);
    else
      expect(
        rows.map((row) => without(row, parts)),
        label,
      ).toEqual(base);
  }
}

async function expectUnknownRefused(
  key: string,
  relations: string[],
  who: keyof ListFixtures['tokens'],
  path: string,
) {
  for (const bad of ['secret', 'password_hash', `${relations[0] ?? 'x'}.nope`]) {
    const res = await get(who, path, `with=${bad}`);
    expect(res.status, `${key} with=${bad}`).toBe(422);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors).toHaveProperty('with');
    expect(res.body.message).toContain(`Relación desconocida: ${bad}.`);
    expect(res.body.message).toContain(
      relations.length ? `Relaciones permitidas: ${relations.join(', ')}.` : 'Esta ruta no tiene relaciones.',
    );
  }
}

describe('REST: every list takes `with` with the relations of its entities', () => {
  it('the table covers every list and single resource, and OpenAPI lists each route’s relations', async () => {
    expect(LIST_ROUTES.map((r) => `GET ${r.path}`).sort()).toEqual(Object.keys(CALLS).sort());
    expect(SINGLE_ROUTES.map((r) => `GET ${r.path}`).sort()).toEqual(Object.keys(SINGLE).sort());
    const doc = (await server.http('GET', '/api/v1/openapi.json')).body;
    for (const route of [...LIST_ROUTES, ...SINGLE_ROUTES]) {
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')].get;
      const param = op.parameters.find((p: { name: string }) => p.name === 'with');
      if (!route.relations?.length) expect(param, route.path).toBeUndefined();
      else {
        expect(param.schema['x-relations'], route.path).toEqual(route.relations);
        const pattern = new RegExp(param.schema.pattern);
        expect(pattern.test(route.relations.join(',')), route.path).toBe(true);
        expect(pattern.test('secret'), route.path).toBe(false);
      }
    }
  });

  const expected: Record<string, string[]> = {
    'GET /supplier': ['category', 'user'],
    'GET /supplier/:id/contact': ['supplier'],
    'GET /supplier/:id/alert': ['supplier'],
    'GET /supplier/:id/comment': ['supplier', 'author'],
    'GET /suppliers/activity': ['category', 'language', 'regularity', 'origin', 'destination'],
    'GET /suppliers/activity/:id/dates': ['times'],
    'GET /suppliers/activity/:id/details': ['attribute'],
    'GET /suppliers/activity/:id/comments': ['person', 'person.location'],
    'GET /suppliers/activity/:id/reservations': [
      'person',
      'person.location',
      'date',
      'date.activity',
      'time',
    ],
    'GET /suppliers/activity/:id/images': [],
    'GET /suppliers/activity/:id/prices': [],
  };
  it('the spec’s relations are the ones each route declares', () => {
    for (const [key, relations] of Object.entries(expected)) {
      const route = LIST_ROUTES.find((r) => `GET ${r.path}` === key)!;
      expect(route.relations ?? [], key).toEqual(relations);
    }
    const single = SINGLE_ROUTES.find((r) => r.path === '/suppliers/activity/:id')!;
    expect(single.relations).toEqual(expected['GET /suppliers/activity']);
    expect(SINGLE_ROUTES.find((r) => r.path === '/supplier/:id')!.relations).toEqual(['category', 'user']);
  });

  for (const route of LIST_ROUTES) {
    const key = `GET ${route.path}`;
    const relations = route.relations ?? [];
    it(`${key}: ${relations.join(', ') || '(sin relaciones)'}`, async () => {
      const call = CALLS[key]!;
      await expectRelations(key, relations, call.who, call.path(fx), (body) => body.data as Row[]);
      await expectUnknownRefused(key, relations, call.who, call.path(fx));
      if (relations.length === 0) return;
      // All relations at once: at most one statement each.
      const plain = await get(call.who, call.path(fx), 'perPage=50');
      const all = await get(call.who, call.path(fx), `perPage=50&with=${relations.join(',')}`);
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      const [before, after] = [plain, all].map((res) => Number(res.headers.get('x-sql-count')));
      expect(after! - before!, `${key}: SQL ${before} → ${after}`).toBeLessThanOrEqual(relations.length);
    });
  }

  for (const route of SINGLE_ROUTES) {
    const key = `GET ${route.path}`;
    it(`${key}: ${route.relations!.join(', ')}`, async () => {
      const call = SINGLE[key]!;
      await expectRelations(key, route.relations!, call.who, call.path(), (body) => [body]);
      await expectUnknownRefused(key, route.relations!, call.who, call.path());
    });
  }

  it('the spec’s example: GET /suppliers/activity/{id}?with=category', async () => {
    const res = await get('supplier', `/suppliers/activity/${fx.slot.activityId}`, 'with=category');
    expect(res.status).toBe(200);
    expect(res.body.category).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('GET /order still accepts the booking names it accepted before (`/api/v1` only grows), changing nothing', async () => {
    const plain = await get('customer', '/order', 'perPage=50');
    for (const relation of ['activity', 'time', 'supplier.payment_data']) {
      const res = await get('customer', '/order', `perPage=50&with=${relation}`);
      expect(res.status, relation).toBe(200);
      expect(res.body, relation).toEqual(plain.body);
    }
  });

  it('answers the optional relations with their objects', async () => {
    const supplier = await get('admin', `/supplier/${fx.slot.supplierId}`, 'with=category,user');
    expect(supplier.body.category).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(supplier.body.user).toMatchObject({ id: supplier.body.user_id, email: expect.any(String) });
    const comments = await get('admin', `/supplier/${fx.slot.supplierId}/comment`, 'with=author,supplier');
    for (const row of comments.body.data as Row[]) {
      expect(row.author).toEqual({ id: row.author_id, name: row.author_name });
      expect(row.supplier).toEqual({ id: fx.slot.supplierId, trade_name: supplier.body.trade_name });
    }
    const details = await get(
      'supplier',
      `/suppliers/activity/${fx.slot.activityId}/details`,
      'type=attribute&with=attribute',
    );
    const attribute = (details.body.data as Row[]).find((d) => d.attribute_id !== null)!;
    expect(attribute.attribute).toEqual({
      id: attribute.attribute_id,
      name: expect.any(String),
      description: expect.any(String),
      status: 1,
    });
  });
});

describe('GraphQL: the same optional relations as fields', () => {
  it('suppliers, their tabs and activity details answer their relations', async () => {
    const query = `{
      suppliers(perPage: 50) { items { id categoryId category { id name } userId user { id email } } }
      supplierContacts(supplierId: "${fx.slot.supplierId}") { id supplier { id tradeName } }
      supplierAlerts(supplierId: "${fx.slot.supplierId}") { id supplier { id } }
      supplierComments(supplierId: "${fx.slot.supplierId}") { id authorId author { id name } supplier { id } }
    }`;
    const res = await server.http('POST', '/graphql', { token: fx.tokens.admin, body: { query } });
    expect(res.body.errors).toBeUndefined();
    const data = res.body.data;
    for (const s of data.suppliers.items) {
      expect(s.category?.id ?? null).toBe(s.categoryId === null ? null : String(s.categoryId));
      expect(s.user.id).toBe(String(s.userId));
    }
    expect(data.suppliers.items.some((s: Row) => s.category !== null)).toBe(true);
    for (const list of ['supplierContacts', 'supplierAlerts', 'supplierComments'])
      for (const row of data[list]) expect(row.supplier.id, list).toBe(String(fx.slot.supplierId));
    for (const c of data.supplierComments) expect(c.author.id).toBe(String(c.authorId));

    const details = await server.http('POST', '/graphql', {
      token: fx.tokens.supplier,
      body: {
        query: `{ activityDetails(activityId: "${fx.slot.activityId}", perPage: 50) {
          items { type attributeTemplateId attribute { id name description status } } } }`,
      },
    });
    expect(details.body.errors).toBeUndefined();
    const items = details.body.data.activityDetails.items as Row[];
    expect(items.some((d) => d.attribute !== null)).toBe(true);
    for (const d of items)
      expect((d.attribute as Row | null)?.id ?? null).toBe(
        d.attributeTemplateId === null ? null : String(d.attributeTemplateId),
      );
  });
});
