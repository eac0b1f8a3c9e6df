import { getNamedType, isCompositeType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import type { RestRoute } from '../../rest-compat/src/route.js';
import { getSchema } from '../../server/src/assembly/schema.js';
import { SOPORTE_REFUSAL } from '../../server/src/modules/account/admin-role.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { ADMIN_OPERATIONS } from '../../server/src/modules/admin/admin-roles.js';
import { actor } from './admin-fixtures.js';
import { auditCount, auditOf } from './audit-trail.fixtures.js';
import { graphqlRows, SESSIONS } from './permissions/graphql-rows.js';
import { fillPath, graphqlRowKey, restBody, restParams, restRows } from './permissions/rest-rows.js';
import { World } from './permissions/world.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Admin roles (issue 33, item 3): Soporte × Administrador on every admin operation, on both doors and on the
 * downloads outside GraphQL. The table is ADMIN_OPERATIONS (server/src/modules/admin/admin-roles.ts); an admin
 * operation missing from it fails here by name. Administrador cells must succeed, Soporte cells the table denies
 * answer FORBIDDEN with the Soporte message, no data and no audit entry.
 */

/** Money never reaches Soporte, whatever the table says (docs/decisions.md). */
const MONEY = [
  'Mutation.confirmPayment',
  'Mutation.rejectPayment',
  'Mutation.markRefunded',
  'Mutation.declineRefund',
  'Mutation.setExchangeRate',
  'Mutation.updateSupplier', // the supplier's fee
  'Mutation.setStatementPeriod',
  'Mutation.registerStatementPayment',
  'Mutation.verifyStatementPayment',
  'Mutation.rejectStatementPayment',
  'Mutation.recordLedgerAdjustment',
  'Mutation.issuePartnerKey',
  'Mutation.revokePartnerKey',
  'Mutation.setAdminRole',
  'Query.pendingPayments',
  'Query.adminStatements',
  'Query.ledgerEntries',
  'Query.supplierBalances',
];

let server: TestServer;
let w: World;
let soporte: { id: number; token: string };
let fields: Map<string, { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }>;

beforeAll(async () => {
  server = await startTestServer({ jobIntervalMs: 86_400_000 });
  w = await World.create(server);
  const who = await actor(server, UserRole.Admin);
  soporte = { id: who.user.id, token: who.token };
  const res = await server.graphql<{ setAdminRole: { role: string } }>(
    `mutation ($id: ID!) { setAdminRole(id: $id, role: Soporte) { role } }`,
    { id: String(soporte.id) },
    w.admin.token,
  );
  expect(res.data?.setAdminRole.role).toBe('Soporte');
  const schema = await getSchema();
  fields = new Map();
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const)
    for (const field of Object.values((type as GraphQLObjectType).getFields()))
      fields.set(`${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`, { kind, field });
}, 120_000);
afterAll(() => server?.stop());

function documentFor(name: string, vars: Record<string, unknown>): string {
  const { kind, field } = fields.get(name)!;
  const args = field.args.filter((a) => a.name in vars);
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} M${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
}

/** The entries Soporte made (a refused call's would be Soporte's; other files write entries meanwhile). */
const auditTotal = () => auditCount(server, { users: [soporte.id] });

describe('the table covers every admin operation', () => {
  it('every field whose @Authorized names admin, and every one the matrix opens to admins only, is mapped', () => {
    const storage = getMetadataStorage();
    const classRoles = new Map(storage.authorizedResolver.map((a) => [a.target, a.roles]));
    const fieldRoles = new Map(
      storage.authorizedFields.map((a) => [`${a.target.name}.${a.fieldName}`, a.roles]),
    );
    const guarded: string[] = [];
    for (const [kind, list] of [
      ['Query', storage.queries],
      ['Mutation', storage.mutations],
    ] as const)
      for (const q of list) {
        const roles = fieldRoles.get(`${q.target.name}.${q.methodName}`) ?? classRoles.get(q.target);
        if (roles?.includes('admin')) guarded.push(`${kind}.${q.schemaName}`);
      }
    const sessionWide = (allow: string[]) => SESSIONS.every((p) => allow.includes(p));
    const reached = Object.entries(graphqlRows)
      .filter(([, row]) => row.allow.includes('admin') && !sessionWide(row.allow))
      .map(([name]) => name);
    const missing = [...new Set([...guarded, ...reached])].filter((name) => !(name in ADMIN_OPERATIONS));
    expect(missing, `admin operations without a role in ADMIN_OPERATIONS: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(ADMIN_OPERATIONS).filter(
      (k) => /^(Query|Mutation)\./.test(k) && !fields.has(k),
    );
    expect(stale).toEqual([]);
  });

  it('money is an Administrador’s', () => {
    expect(MONEY.filter((name) => ADMIN_OPERATIONS[name] !== 'administrador')).toEqual([]);
  });
});

const operations = Object.keys(ADMIN_OPERATIONS)
  .filter((name) => /^(Query|Mutation)\./.test(name))
  .sort();

describe('GraphQL: Soporte and Administrador', () => {
  it.each(operations)('%s', async (name) => {
    const row = graphqlRows[name]!;
    const field = fields.get(name)!.field.name;
    const soporteVars = (await row.vars?.(w)) ?? {};
    const before = await auditTotal();
    const asSoporte = await server.graphql(documentFor(name, soporteVars), soporteVars, soporte.token);
    if (ADMIN_OPERATIONS[name] === 'soporte') {
      expect(asSoporte.errors, `${name} as Soporte`).toBeUndefined();
      expect(asSoporte.data?.[field], `${name} as Soporte`).toBeDefined();
    } else {
      expect(asSoporte.errors?.[0], `${name} as Soporte`).toMatchObject({
        message: SOPORTE_REFUSAL,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(asSoporte.data?.[field] ?? null).toBeNull();
      expect(await auditTotal(), `${name}: a refused call wrote to the trail`).toBe(before);
    }
    const vars = (await row.vars?.(w)) ?? {};
    const asAdministrador = await server.graphql(documentFor(name, vars), vars, w.admin.token);
    expect(asAdministrador.errors, `${name} as Administrador`).toBeUndefined();
  });

  it('Soporte reads the admin-only fields of a supplier (fee, notes, account)', async () => {
    const res = await server.graphql<{ supplier: { fee: string; notes: string | null } }>(
      `query ($id: ID!) { supplier(id: $id) { fee notes user { email } } }`,
      { id: w.supplier.supplierId },
      soporte.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.supplier.fee).toMatch(/^0\.\d+/);
  });
});

const adminRoutes = routes
  .map((route) => ({ route, row: restRows[`${route.method} ${route.path}`] }))
  .filter(({ route, row }) => row && graphqlRowKey(route, row) in ADMIN_OPERATIONS)
  .map(({ route, row }) => [`${route.method} ${route.path}`, route, row!] as const);

async function restCall(route: RestRoute, key: string, token: string) {
  const row = restRows[key]!;
  const v = (await graphqlRows[graphqlRowKey(route, row)]!.vars?.(w)) ?? {};
  const query = row.query?.(v);
  const qs = query ? `?${new URLSearchParams(query)}` : '';
  return server.http(route.method, `/api/v1${fillPath(route, restParams(route, row, v))}${qs}`, {
    token,
    body: restBody(route, row, v, w),
  });
}

describe('REST /api/v1: Soporte and Administrador', () => {
  it('the admin routes are in the table', () => expect(adminRoutes.length).toBeGreaterThan(30));

  it.each(adminRoutes)('%s', async (key, route, row) => {
    const need = ADMIN_OPERATIONS[graphqlRowKey(route, row)];
    const asSoporte = await restCall(route, key, soporte.token);
    const label = `${key} as Soporte: ${asSoporte.status} ${JSON.stringify(asSoporte.body)}`;
    if (need === 'soporte') expect(asSoporte.status, label).toBeLessThan(300);
    else expect([asSoporte.status, asSoporte.body?.message], label).toEqual([403, SOPORTE_REFUSAL]);
    const asAdministrador = await restCall(route, key, w.admin.token);
    expect(asAdministrador.status, `${key} as Administrador`).toBeLessThan(300);
  });
});

describe('downloads outside GraphQL', () => {
  it('the commission ledger, a statement’s lines and PDF: Administrador only; the audit CSV: both', async () => {
    const statementId = await w.statement();
    const paths = [
      '/api/v1/admin/ledger.csv?from=2026-01-01&to=2026-12-31',
      `/api/v1/suppliers/statements/${statementId}/lines.csv`,
      `/api/v1/suppliers/statements/${statementId}/statement.pdf`,
    ];
    for (const path of paths) {
      const refused = await server.http('GET', path, { token: soporte.token });
      expect([refused.status, refused.body?.message], path).toEqual([403, SOPORTE_REFUSAL]);
      expect((await server.http('GET', path, { token: w.admin.token })).status, path).toBe(200);
    }
    for (const token of [soporte.token, w.admin.token])
      expect((await server.http('GET', '/api/v1/admin/audit.csv', { token })).status).toBe(200);
  });

  it('a payment’s proof and a statement payment’s proof: Soporte is refused before anything is read', async () => {
    for (const path of ['/api/v1/payment/1/proof', '/api/v1/suppliers/statements/payments/1/proof']) {
      const refused = await server.http('GET', path, { token: soporte.token });
      expect([refused.status, refused.body?.message], path).toEqual([403, SOPORTE_REFUSAL]);
      expect((await server.http('GET', path, { token: w.admin.token })).status, path).not.toBe(403);
    }
  });
});

describe('changing a role', () => {
  it('takes effect on the next request, is audited, and nobody changes their own', async () => {
    const other = await actor(server, UserRole.Admin);
    const rate = { input: { currency: 'USD', rate: '40.00', valueDate: '2026-01-02' } };
    const setRate = `mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id } }`;
    const set = (role: string, token = w.admin.token, id = other.user.id) =>
      server.graphql(
        `mutation ($id: ID!) { setAdminRole(id: $id, role: ${role}) { role } }`,
        { id: String(id) },
        token,
      );
    expect((await set('Soporte')).errors).toBeUndefined();
    expect((await server.graphql(setRate, rate, other.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await set('Administrador')).errors).toBeUndefined();
    expect((await server.graphql(setRate, rate, other.token)).errors).toBeUndefined();
    const trail = (await auditOf(server, 'user', other.user.id)).filter(
      (e) => e.action === 'admin_role_changed',
    );
    expect(trail.map((e) => e.changes)).toEqual([
      [{ field: 'role', before: 'administrador', after: 'soporte' }],
      [{ field: 'role', before: 'soporte', after: 'administrador' }],
    ]);
    const own = await set('Soporte', w.admin.token, w.admin.id);
    expect(own.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bySoporte = await set('Administrador', soporte.token, soporte.id);
    expect(bySoporte.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const customer = await set('Soporte', w.admin.token, w.customer.id);
    expect(customer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('the team lists every admin with its role (Soporte reads it)', async () => {
    const res = await server.graphql<{ adminTeam: { id: string; role: string }[] }>(
      `{ adminTeam { id role } }`,
      {},
      soporte.token,
    );
    expect(res.data?.adminTeam).toContainEqual({ id: String(soporte.id), role: 'Soporte' });
    expect(res.data?.adminTeam).toContainEqual({ id: String(w.admin.id), role: 'Administrador' });
  });
});
