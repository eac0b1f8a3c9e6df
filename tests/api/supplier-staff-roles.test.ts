import { getNamedType, isCompositeType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import { roleCan, STAFF_FORBIDDEN_MESSAGE, type SupplierRole } from '../../schema/staff-roles.js';
import { getSchema } from '../../server/src/assembly/schema.js';
import { PUBLIC_OPERATIONS } from '../../server/src/graphql/public-operations.js';
import { FIELD_CAPABILITIES } from '../../server/src/modules/supplier/staff/field-capabilities.js';
import { graphqlRows } from './permissions/graphql-rows.js';
import { fillPath, graphqlRowKey, restBody, restParams, restRows } from './permissions/rest-rows.js';
import { World } from './permissions/world.js';
import { staffMember } from './staff.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 33 §3: supplier roles × operations on both doors. Owner, Operaciones and Guía of the matrix's supplier, a
 * revoked member (its old token) and a guide of another supplier, on every root field a supplier may call (the rows
 * and variables of the permission matrix) and every /api/v1 route built on one. A role without the field's
 * capability gets 403 with the staff message before the resolver runs; with it, the call succeeds like the owner's.
 */

let db: OwnDatabase;
let server: TestServer;
let w: World;
let fields: Map<string, GraphQLField<unknown, unknown> & { kind: 'query' | 'mutation' }>;
const staff: Record<'operations' | 'guide' | 'revoked' | 'otherGuide', string> = {
  operations: '',
  guide: '',
  revoked: '',
  otherGuide: '',
};

beforeAll(async () => {
  db = await createOwnDatabase('staffroles');
  server = await startTestServer({ databaseUrl: db.url, jobIntervalMs: 86_400_000 });
  w = await World.create(server);
  staff.operations = (await staffMember(server, w.supplier.token, 'OPERATIONS')).token;
  staff.guide = (await staffMember(server, w.supplier.token, 'GUIDE')).token;
  staff.otherGuide = (await staffMember(server, w.otherSupplier.token, 'GUIDE')).token;
  const revoked = await staffMember(server, w.supplier.token, 'OPERATIONS');
  staff.revoked = revoked.token;
  const res = await server.graphql(
    'mutation ($id: ID!) { revokeStaff(id: $id) { status } }',
    { id: revoked.id },
    w.supplier.token,
  );
  expect(res.errors).toBeUndefined();
  const schema = await getSchema();
  fields = new Map();
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const)
    for (const field of Object.values((type as GraphQLObjectType).getFields()))
      fields.set(`${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`, Object.assign(field, { kind }));
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

function documentFor(name: string, vars: Record<string, unknown>): string {
  const field = fields.get(name)!;
  const args = field.args.filter((a) => a.name in vars);
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${field.kind} M${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
}

/** Fields a supplier session may reach (the matrix allows the supplier), except public ones and logout. */
const supplierFields = () =>
  Object.entries(graphqlRows)
    .filter(([name, row]) => !PUBLIC_OPERATIONS.has(name) && row.allow.includes('supplier'))
    .map(([name]) => name);

describe('every supplier field has a capability', () => {
  it('each field the supplier may call is in field-capabilities.ts, and each entry exists', () => {
    const missing = supplierFields().filter((name) => !(name in FIELD_CAPABILITIES));
    expect(missing, `supplier fields without a capability: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(FIELD_CAPABILITIES).filter((name) => !fields.has(name));
    expect(stale, `capabilities of fields the schema no longer has: ${stale.join(', ')}`).toEqual([]);
  });
});

const ROLES: ('operations' | 'guide')[] = ['operations', 'guide'];

describe('GraphQL: roles × operations', () => {
  it.each(supplierFields().filter((n) => n !== 'Mutation.logout'))('%s', async (name) => {
    const row = graphqlRows[name]!;
    const capability = FIELD_CAPABILITIES[name]!;
    const field = fields.get(name)!.name;
    for (const role of ROLES) {
      const vars = (await row.vars?.(w)) ?? {};
      const res = await server.graphql(documentFor(name, vars), vars, staff[role]);
      const label = `${name} as ${role}: ${JSON.stringify(res.errors)}`;
      if (roleCan(role as SupplierRole, capability)) {
        expect(res.errors, label).toBeUndefined();
        expect(res.data && field in res.data, label).toBe(true);
      } else {
        expect(res.errors?.[0]?.extensions?.code, label).toBe('FORBIDDEN');
        expect(res.errors?.[0]?.message, label).toBe(STAFF_FORBIDDEN_MESSAGE);
        expect((res.data as Record<string, unknown> | null)?.[field] ?? null, label).toBeNull();
      }
    }
    const vars = (await row.vars?.(w)) ?? {};
    const revoked = await server.graphql(documentFor(name, vars), vars, staff.revoked);
    expect(revoked.errors?.[0]?.extensions?.code, `${name} with a revoked member's token`).toBe(
      'UNAUTHENTICATED',
    );
    // Another supplier's guide on this supplier's objects: refused, or (a list of its own) nothing of the owner's.
    if (!row.allow.includes('otherSupplier')) {
      const other = await server.graphql(documentFor(name, vars), vars, staff.otherGuide);
      expect(['FORBIDDEN', 'NOT_FOUND'], `${name} as another supplier's guide`).toContain(
        other.errors?.[0]?.extensions?.code,
      );
    }
  });
});

describe('REST: roles × operations', () => {
  const keyed = routes
    .map((route) => ({
      key: `${route.method} ${route.path}`,
      route,
      row: restRows[`${route.method} ${route.path}`],
    }))
    .filter(({ route, row }) => {
      if (!row) return false;
      const from = graphqlRowKey(route, row);
      return (
        from in FIELD_CAPABILITIES &&
        from !== 'Mutation.logout' &&
        !!graphqlRows[from]?.allow.includes('supplier')
      );
    })
    .map((entry) => [entry.key, entry] as const);
  it('covers the supplier routes', () => expect(keyed.length).toBeGreaterThan(20));
  it.each(keyed)('%s', async (_key, { route, row }) => {
    const from = graphqlRowKey(route, row!);
    const gql = graphqlRows[from]!;
    const capability = FIELD_CAPABILITIES[from]!;
    for (const who of [...ROLES, 'revoked'] as const) {
      const v = (await gql.vars?.(w)) ?? {};
      const query = row!.query?.(v);
      const qs = query ? `?${new URLSearchParams(query)}` : '';
      const res = await server.http(
        route.method,
        `/api/v1${fillPath(route, restParams(route, row!, v))}${qs}`,
        {
          token: staff[who],
          body: restBody(route, row!, v, w),
        },
      );
      const label = `${route.method} ${route.path} as ${who}: ${res.status} ${JSON.stringify(res.body)}`;
      if (who === 'revoked') expect(res.status, label).toBe(401);
      else if (roleCan(who, capability)) expect(res.status >= 200 && res.status < 300, label).toBe(true);
      else expect([res.status, res.body?.message], label).toEqual([403, STAFF_FORBIDDEN_MESSAGE]);
    }
  });
});

describe('download routes', () => {
  it('bookings CSV: Operaciones yes, Guía no', async () => {
    expect(
      (await server.http('GET', '/api/v1/suppliers/bookings.csv', { token: staff.operations })).status,
    ).toBe(200);
    const guide = await server.http('GET', '/api/v1/suppliers/bookings.csv', { token: staff.guide });
    expect([guide.status, guide.body?.message]).toEqual([403, STAFF_FORBIDDEN_MESSAGE]);
  });

  it("the manifest CSV: the guide of the departure's supplier yes, another supplier's guide no", async () => {
    const path = `/api/v1/activity_time/${w.slot.timeId}/manifest.csv`;
    expect((await server.http('GET', path, { token: staff.guide })).status).toBe(200);
    expect((await server.http('GET', path, { token: staff.otherGuide })).status).toBe(404);
    expect((await server.http('GET', path, { token: staff.revoked })).status).toBe(401);
  });

  it("a customer's payment proof: the guide is refused", async () => {
    const { paymentId } = await w.payment();
    const res = await server.http('GET', `/api/v1/payment/${paymentId}/proof`, { token: staff.guide });
    expect([res.status, res.body?.message]).toEqual([403, STAFF_FORBIDDEN_MESSAGE]);
  });

  it('an activity picture upload: the guide is refused before the file is read', async () => {
    const res = await server.http('POST', `/api/v1/suppliers/activity/${w.slot.activityId}/images`, {
      token: staff.guide,
    });
    expect([res.status, res.body?.message]).toEqual([403, STAFF_FORBIDDEN_MESSAGE]);
  });
});
