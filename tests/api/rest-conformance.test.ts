import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED, routeKey } from '../../rest-compat/src/openapi/documented.js';
import { OUTSIDE_TABLE_OPERATIONS } from '../../rest-compat/src/openapi/outside-table.js';
import { routes } from '../../rest-compat/src/routes/index.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { actor, restSupplierForm, supplierActor, uniqueTag } from './admin-fixtures.js';
import { createSlot, ensureRate, newCustomer } from './booking.fixtures.js';
import { CONFORMANCE_ROWS, type Ctx } from './rest-conformance/rows.js';
import { dayFromNow, lookups, pngImage, restActivityForm, upload } from './supplier-portal.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * One row per route of §7 of both spec documents (rest-conformance/rows.ts), run in order against a real server as
 * the principal the spec says calls it: status, the spec's top-level keys, the list envelope and the relations asked
 * for with `with`. Then the route table and the spec's list are compared both ways.
 */

let server: TestServer;
const ctx = {} as Ctx;
const TOKENS: Record<string, () => string | undefined> = {
  visitor: () => undefined,
  customer: () => ctx.customer.token,
  supplier: () => ctx.slot.supplierToken,
  admin: () => ctx.adminToken,
};

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
  ctx.slot = await createSlot(server, { seats: 100 });
  ctx.customer = await newCustomer(server);
  ctx.adminToken = (await actor(server, UserRole.Admin)).token;
  ctx.targetSupplierId = (await supplierActor(server)).supplier.id;
  ctx.lookups = await lookups(server);
  ctx.tag = uniqueTag();
  ctx.http = server.http;
  ctx.helpers = {
    restActivityForm,
    restSupplierForm,
    dayFromNow,
  };
});
afterAll(() => server.stop());

describe('every documented /api/v1 route answers as §7 says', () => {
  for (const row of CONFORMANCE_ROWS) {
    it(`${row.route} ${row.example ?? ''} as ${row.who}`, async () => {
      const request = await row.request(ctx);
      if (row.who !== 'visitor' && !row.open) {
        // Who calls it: without a session the route refuses, and nothing happens.
        const anonymous = row.multipart
          ? await upload(server, ctx.portalActivityId, undefined, undefined)
          : await server.http(row.route.split(' ')[0]!, `/api/v1${request.path}`, { body: request.body });
        expect(anonymous.status, 'sin sesión').toBe(401);
        expect(anonymous.body).toMatchObject({ message: expect.any(String), code: 'UNAUTHENTICATED' });
      }
      const res = row.multipart
        ? await upload(
            server,
            ctx.portalActivityId,
            TOKENS[row.who]!(),
            {
              data: await pngImage(),
              name: 'foto.png',
              type: 'image/png',
            },
            'Vista al mar',
          )
        : await server.http(row.route.split(' ')[0]!, `/api/v1${request.path}`, {
            body: request.body,
            token: TOKENS[row.who]!(),
          });
      expect(res.status, JSON.stringify(res.body)).toBe(row.status);
      expect(Object.keys(res.body).sort()).toEqual(expect.arrayContaining([...row.keys].sort()));
      if (row.keys.includes('currentPage')) {
        expect(res.body).toMatchObject({
          data: expect.any(Array),
          currentPage: expect.any(Number),
          lastPage: expect.any(Number),
          total: expect.any(Number),
        });
        const perPage = /perPage=(\d+)/.exec(request.path)?.[1];
        if (perPage) expect(res.body.data.length).toBeLessThanOrEqual(Number(perPage));
        expect(res.body.total).toBeGreaterThanOrEqual(res.body.data.length);
      }
      // One shape for a single resource on every route: the object itself, never wrapped in {data}.
      if (!row.keys.includes('currentPage') && row.route !== 'POST /booking/order')
        expect(res.body, 'recurso único sin envoltorio').not.toHaveProperty('data');
      if (row.itemKeys) {
        const item = res.body.data?.[0] ?? res.body;
        expect(item, 'un elemento para comprobar su forma').toBeDefined();
        expect(Object.keys(item)).toEqual(expect.arrayContaining(row.itemKeys));
      }
      await row.check?.(res.body, ctx);
    });
  }
});

describe('the route table and the spec list agree', () => {
  const table = new Set([...routes.map(routeKey), ...OUTSIDE_TABLE_OPERATIONS.map(routeKey)]);

  it('has one conformance row for every documented route, and no row for an undocumented one', () => {
    const covered = new Set(CONFORMANCE_ROWS.map((r) => r.route));
    expect([...covered].sort()).toEqual(Object.keys(DOCUMENTED).sort());
  });

  it('serves every documented route', () => {
    expect(Object.keys(DOCUMENTED).filter((key) => !table.has(key))).toEqual([]);
  });

  it('marks every other route of the table as an Xplora addition in the OpenAPI document', async () => {
    const additions = [...table].filter((key) => !(key in DOCUMENTED));
    const doc = (await server.http('GET', '/api/v1/openapi.json')).body;
    for (const key of additions) {
      const [method, path] = key.split(' ');
      const op = doc.paths[path!.replace(/:(\w+)/g, '{$1}')][method!.toLowerCase()];
      expect(op['x-xplora-addition'], key).toBe(true);
    }
    for (const key of Object.keys(DOCUMENTED)) {
      const [method, path] = key.split(' ');
      expect(
        doc.paths[path!.replace(/:(\w+)/g, '{$1}')][method!.toLowerCase()]['x-xplora-addition'],
        key,
      ).toBe(false);
    }
  });
});
