import { getNamedType, isCompositeType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import type { RestRoute } from '../../rest-compat/src/route.js';
import { PARTNER_SCOPES, type PartnerScopeId } from '../../schema/validation/partner-key.js';
import { PUBLIC_OPERATIONS } from '../../server/src/graphql/public-operations.js';
import { getSchema } from '../../server/src/assembly/schema.js';
import { graphqlRows, type GraphqlRow } from './permissions/graphql-rows.js';
import {
  fillPath,
  graphqlRowKey,
  restBody,
  restParams,
  restRows,
  type RestRow,
} from './permissions/rest-rows.js';
import { PRINCIPALS, World, type Principal } from './permissions/world.js';
import { invariantViolations, noViolations } from './support/invariants.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The permission matrix (issue 8, reliability 1): every GraphQL Query/Mutation and every /api/v1 route × {visitor,
 * customer, other customer, supplier, other supplier, admin, partner}. Allowed cells succeed on the owner's object;
 * denied cells answer 401/403/404 (UNAUTHENTICATED/FORBIDDEN/NOT_FOUND) with no data and leave every table as it
 * was (content hash). The operation lists come from the schema and the route table: an operation without a row in
 * tests/api/permissions/ fails here by name. Runs on a database of its own so the hash sees only this suite.
 * The partner column: a key with every scope is allowed where the route's row says `partner` and refused elsewhere
 * (403 naming the door); for each scoped route a key holding every scope but that one is refused with 403 and the
 * missing scope named in Spanish; /graphql refuses every key.
 */

const DENIED_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'];
const NOT_FOR_PARTNERS = 'Esta operación no está disponible para claves de API de aliados.';
const DENIED_STATUS = [401, 403, 404];
/** Tables that change without a request's doing (jobs, token bookkeeping, throttles). */
const NOISY_TABLE =
  /^(mikro_orm_migrations|access_tokens|outbox_mails|idempotency_keys|partner_keys)$|limit|throttle|rlflx/;

let db: OwnDatabase;
let server: TestServer;
let w: World;
let fields: Map<string, { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }>;
let tables: string[];
const PARTNER_SCOPE_IDS = PARTNER_SCOPES.map((scope) => scope.id);
/** For each scope, a partner key holding every other scope (the "without" cells of the partner column). */
const keysWithout = new Map<PartnerScopeId, string>();

beforeAll(async () => {
  db = await createOwnDatabase('perm');
  // Periodic jobs (the day-before reminder every 10 minutes, …) would change the world's tables in the middle of a
  // denied call; offered once a day, none runs during the suite. Triggered jobs (mail relay) still run.
  server = await startTestServer({ databaseUrl: db.url, jobIntervalMs: 86_400_000 });
  w = await World.create(server);
  w.partnerKey = await issuePartnerKey(PARTNER_SCOPE_IDS);
  for (const scope of PARTNER_SCOPE_IDS)
    keysWithout.set(scope, await issuePartnerKey(PARTNER_SCOPE_IDS.filter((s) => s !== scope)));
  const schema = await getSchema();
  fields = new Map();
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values((type as GraphQLObjectType).getFields()))
      fields.set(`${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`, { kind, field });
  }
  const rows = await server.db.orm.em
    .fork()
    .execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
  tables = rows.map((r) => r.name).filter((name) => !NOISY_TABLE.test(name));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

/** Issues a key with these scopes through the admin API (the partner module's own operation). */
async function issuePartnerKey(scopes: readonly string[]): Promise<string> {
  const res = await server.graphql<{ issuePartnerKey: { key: string } }>(
    `mutation ($input: IssuePartnerKeyInput!) { issuePartnerKey(input: $input) { key } }`,
    { input: { name: `Matriz de permisos (${scopes.length})`, organisation: 'Pruebas', scopes } },
    w.admin.token,
  );
  if (!res.data) throw new Error(`issuePartnerKey: ${JSON.stringify(res.errors)}`);
  return res.data.issuePartnerKey.key;
}

/**
 * An order-independent digest (row count + sum of 64-bit row hashes, no sorting) of every business table: equal
 * before and after the denied calls = nothing was inserted, updated or deleted.
 */
async function contentHash(): Promise<string> {
  // A password-reset request is handled right after its answer: let the previous cell's finish first.
  for (let i = 0; i < 250; i++) {
    const [queued] = await server.db.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from password_reset_requests');
    if (Number(queued!.n) === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const sql = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*) || '/' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0) as h from ${t} x`,
    )
    .join(' union all ');
  const rows = await server.db.orm.em.fork().execute<{ t: string; h: string }[]>(sql);
  return rows.map((r) => `${r.t}:${r.h}`).join(',');
}

async function changedTables(before: string): Promise<string[]> {
  const after = (await contentHash()).split(',');
  const was = new Set(before.split(','));
  return after.filter((entry) => !was.has(entry)).map((entry) => entry.split(':')[0]!);
}

/**
 * Every call comes from its own client address (X-Forwarded-For from loopback is trusted), so per-IP throttles on
 * login, password reset and supplier leads measure the matrix's cells, not one shared address.
 */
let ipCounter = 0;
function clientIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function http(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  return server.http(method, path, { ...options, headers: { 'x-forwarded-for': clientIp() } });
}

async function graphql(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await http('POST', '/graphql', { body: { query, variables }, token });
  return { status: res.status, ...res.body } as {
    status: number;
    /** Set when the request is refused before GraphQL runs (a partner key on /graphql). */
    code?: string;
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

function documentFor(name: string, vars: Record<string, unknown>, select = '__typename'): string {
  const { kind, field } = fields.get(name)!;
  const args = field.args.filter((a) => a.name in vars);
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ` { ${select} }` : '';
  return `${kind} M${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
}

async function tokenFor(row: { consumesToken?: boolean }, who: Principal): Promise<string | undefined> {
  return row.consumesToken ? w.freshToken(who) : w.token(who);
}

/** An allowed cell's token and variables (self-service rows run as a throwaway customer account). */
async function allowedCall(row: GraphqlRow, who: Principal) {
  if (row.selfService && (who === 'customer' || who === 'otherCustomer')) {
    const self = await w.throwaway();
    return { token: self.token, vars: (await row.vars?.(w, self)) ?? {} };
  }
  return { token: await tokenFor(row, who), vars: (await row.vars?.(w)) ?? {} };
}

const cellLabel = (op: string, who: Principal, body: unknown) => `${op} as ${who}: ${JSON.stringify(body)}`;

describe('the matrix covers every operation', () => {
  it('every Query and Mutation field has a row in permissions/graphql-rows.ts', () => {
    const missing = [...fields.keys()].filter((name) => !(name in graphqlRows));
    expect(missing, `operations without a permission row: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(graphqlRows).filter((name) => !fields.has(name));
    expect(stale, `rows for operations the schema no longer has: ${stale.join(', ')}`).toEqual([]);
  });

  it('every /api/v1 route has a row in permissions/rest-rows.ts', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    const missing = keys.filter((key) => !(key in restRows));
    expect(missing, `routes without a permission row: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(restRows).filter((key) => !keys.includes(key));
    expect(stale, `rows for routes that no longer exist: ${stale.join(', ')}`).toEqual([]);
  });
});

describe('GraphQL', () => {
  const names = Object.keys(graphqlRows).sort();
  it.each(names)('%s', async (name) => {
    if (!fields.has(name)) return; // reported by the coverage test
    const row: GraphqlRow = graphqlRows[name]!;
    const field = fields.get(name)!.field.name;
    const denied = PRINCIPALS.filter((p) => p === 'partner' || !row.allow.includes(p));
    if (denied.length) {
      const vars = (await row.vars?.(w)) ?? {};
      const query = documentFor(name, vars);
      const before = await contentHash();
      for (const who of denied) {
        const res = await graphql(query, vars, await tokenFor(row, who));
        const code = (res.errors?.[0]?.extensions?.code ?? res.code) as string | undefined;
        const label = cellLabel(name, who, res);
        expect(DENIED_CODES, label).toContain(code);
        if (who === 'partner')
          expect([code, res.status], `${label} (partner keys are /api/v1 only)`).toEqual([
            'UNAUTHENTICATED',
            401,
          ]);
        else if (who !== 'visitor')
          expect(code, `${label} (a valid session is never 401)`).not.toBe('UNAUTHENTICATED');
        else if (!PUBLIC_OPERATIONS.has(name))
          expect(code, `${label} (a guarded operation answers 401 without a session)`).toBe(
            'UNAUTHENTICATED',
          );
        expect((res.data as Record<string, unknown> | null | undefined)?.[field] ?? null, label).toBeNull();
      }
      expect(await changedTables(before), `${name}: denied calls changed these tables`).toEqual([]);
    }
    for (const who of row.allow) {
      const { token, vars } = await allowedCall(row, who);
      const select = row.ownerOnlySees ? 'total' : undefined;
      const res = await graphql(documentFor(name, vars, select), vars, token);
      expect(res.errors, cellLabel(name, who, res.errors)).toBeUndefined();
      expect(res.data && field in res.data, cellLabel(name, who, res)).toBe(true);
      if (row.ownerOnlySees) {
        const total = res.data![field].total as number;
        if (who === row.ownerOnlySees) expect(total, cellLabel(name, who, res)).toBeGreaterThan(0);
        else expect(total, `${cellLabel(name, who, res)}: sees the owner's rows`).toBe(0);
      }
    }
  });
});

describe('partner keys on /graphql', () => {
  it('refuses every key, with every scope or without one, before GraphQL runs (401, nothing answered)', async () => {
    for (const key of [w.partnerKey!, ...keysWithout.values()]) {
      const res = await graphql('query { __typename }', {}, key);
      expect([res.status, res.code], key.slice(0, 8)).toEqual([401, 'UNAUTHENTICATED']);
      expect(res.data ?? null).toBeNull();
    }
  });
});

async function restCall(route: RestRoute, row: RestRow, v: Record<string, any>, token?: string) {
  const query = row.query?.(v);
  const qs = query ? `?${new URLSearchParams(query)}` : '';
  return http(route.method, `/api/v1${fillPath(route, restParams(route, row, v))}${qs}`, {
    token,
    body: restBody(route, row, v, w),
  });
}

describe('after the GraphQL cells', () => {
  it('the booking invariants hold over the whole database', async () => {
    const em = server.db.orm.em.fork();
    expect(await invariantViolations((q) => em.execute(q))).toEqual(noViolations());
  });
});

describe('REST /api/v1', () => {
  const keyed = routes.map((route) => [`${route.method} ${route.path}`, route] as const);
  it.each(keyed)('%s', async (key, route) => {
    const row = restRows[key];
    if (!row) return; // reported by the coverage test
    const from = graphqlRowKey(route, row);
    const gql = graphqlRows[from];
    expect(gql, `${key}: no GraphQL row ${from} to take principals and variables from`).toBeDefined();
    const allow = new Set<Principal>(row.allow ?? gql!.allow);
    if (row.partner && route.partnerScope) allow.add('partner');
    const denied = PRINCIPALS.filter((p) => !allow.has(p));
    if (denied.length) {
      const v = (await gql!.vars?.(w)) ?? {};
      const before = await contentHash();
      for (const who of denied) {
        const res = await restCall(route, row, v, await tokenFor(gql!, who));
        const label = cellLabel(key, who, { status: res.status, body: res.body });
        expect(DENIED_STATUS, label).toContain(res.status);
        expect(DENIED_CODES, label).toContain(res.body?.code);
        expect(res.body?.data, label).toBeUndefined();
        if (who === 'visitor' && !PUBLIC_OPERATIONS.has(from)) expect(res.status, label).toBe(401);
        if (who !== 'visitor' && who !== 'partner') expect(res.status, label).not.toBe(401);
        if (who === 'partner' && !route.partnerScope)
          expect(res.body, label).toMatchObject({ code: 'FORBIDDEN', message: NOT_FOR_PARTNERS });
      }
      expect(await changedTables(before), `${key}: denied calls changed these tables`).toEqual([]);
    }
    if (route.partnerScope) {
      // A key holding every scope but the route's own: 403, the missing scope named in Spanish, nothing written.
      const v = (await gql!.vars?.(w)) ?? {};
      const before = await contentHash();
      const res = await restCall(route, row, v, keysWithout.get(route.partnerScope));
      const label = cellLabel(key, 'partner', {
        without: route.partnerScope,
        status: res.status,
        body: res.body,
      });
      expect(res.status, label).toBe(403);
      expect(res.body, label).toMatchObject({
        code: 'FORBIDDEN',
        message: `La clave de API no tiene el permiso ${route.partnerScope}.`,
      });
      expect(res.body?.data, label).toBeUndefined();
      expect(
        await changedTables(before),
        `${key}: the key without ${route.partnerScope} changed tables`,
      ).toEqual([]);
    }
    for (const who of PRINCIPALS.filter((p) => allow.has(p))) {
      const { token, vars: v } = await allowedCall(gql!, who);
      const res = await restCall(route, row, v, token);
      expect(res.status, cellLabel(key, who, { status: res.status, body: res.body })).toBeGreaterThanOrEqual(
        200,
      );
      expect(res.status, cellLabel(key, who, { status: res.status, body: res.body })).toBeLessThan(300);
    }
  });
});
