import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import { getSchema } from '../../server/src/assembly/schema.js';
import { graphqlRows } from './permissions/graphql-rows.js';
import { fillPath, graphqlRowKey, restBody, restParams, restRows } from './permissions/rest-rows.js';
import { World, type Principal } from './permissions/world.js';
import { book, createSlot } from './booking.fixtures.js';
import { invariantViolations, noViolations } from './support/invariants.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 8, reliability 2: property-based bad input (fast-check) for every mutation, its arguments derived from the
 * schema's input types, and for every writing /api/v1 route. Half the cases start from the permission matrix's valid
 * example and break one field, so the hostile value gets past the outer checks into the services. Each call goes in
 * as a principal allowed to make it. No answer may be a 5xx or INTERNAL_SERVER_ERROR, and afterwards the booking
 * invariants hold over the whole database (seats, totals, lines, states). A failure prints fast-check's seed and
 * counterexample; FUZZ_SEED and FUZZ_RUNS replay or deepen a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** Ids the suite creates start here, each table in its own range; generated ids are below or from 1,000,000 (idArb). */
const FIXTURE_IDS_FROM = 100_000;
const IDS_PER_TABLE = 10_000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let db: OwnDatabase;
let server: TestServer;
let w: World;
// The schema's own list (not the matrix's rows): a new mutation is fuzzed from the day it exists, as an admin and
// from generated arguments only until it has a row in permissions/graphql-rows.ts.
const mutations: GraphQLField<unknown, unknown>[] = Object.values(
  (await getSchema()).getMutationType()!.getFields(),
);

beforeAll(async () => {
  db = await createOwnDatabase('fuzz');
  server = await startTestServer({ databaseUrl: db.url });
  // Every table's ids start in a range of their own, far above the small integers hostile values favour: an id aimed
  // at one victim (idPool mixes activity, date, time and price ids) can then never be another table's fixture — with
  // shared small ids a date's id once deleted the activity every later booking fixture needs.
  await server.db.orm.em.fork().execute(`do $$ declare s record; n int := 0; begin
    for s in select sequence_schema, sequence_name from information_schema.sequences order by sequence_name loop
      execute format('alter sequence %I.%I restart with %s', s.sequence_schema, s.sequence_name,
        ${FIXTURE_IDS_FROM} + n * ${IDS_PER_TABLE});
      n := n + 1;
    end loop; end $$`);
  w = await World.create(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

// ── hostile values ──

const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(20_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ‮ɹǝʇxǝʇ‬ 🏝️👨‍👩‍👧',
  "' OR 1=1--",
  '{"$gt":""}',
  '../../etc/passwd',
  'nul\u0000byte',
  '<script>alert(1)</script>',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  '2026-02-30',
  '25:61',
  '0000-00-00',
];
const HOSTILE_IDS = [
  '0',
  '-1',
  '999999999',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  '',
  ' 999999998 ',
];

let idPool: string[] = [];
const stringArb = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);
const intArb = fc.oneof(fc.constantFrom(0, -1, 1, 2_147_483_647, -2_147_483_648), fc.integer());
const floatArb = fc.oneof(
  fc.constantFrom(0, -1, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const idArb = () =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_IDS),
    fc.constantFrom(...idPool),
    fc.nat().map((n) => String(1_000_000 + n)),
  );

function valueArb(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const inner = getNullableType(type) as GraphQLInputType;
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(inner))
      return fc.array(valueArb(inner.ofType, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
    if (isEnumType(inner)) return fc.constantFrom(...inner.getValues().map((v) => v.name));
    if (isInputObjectType(inner)) {
      const fields = Object.values(inner.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueArb(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      });
    }
    if (isScalarType(inner)) {
      switch (inner.name) {
        case 'ID':
          return idArb();
        case 'Int':
          return intArb;
        case 'Float':
          return floatArb;
        case 'Boolean':
          return fc.boolean();
        default:
          return stringArb;
      }
    }
    return fc.constant(null);
  })();
  return isNonNullType(type)
    ? value
    : fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
}

/** Every path to a leaf of a JSON value, for "break one field". */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return at.length ? [at] : [];
}

function replaced(value: any, path: (string | number)[], leaf: unknown): any {
  if (path.length === 0) return leaf;
  const copy = Array.isArray(value) ? [...value] : { ...value };
  copy[path[0]!] = replaced(value[path[0]!], path.slice(1), leaf);
  return copy;
}

const anyLeafArb: fc.Arbitrary<unknown> = fc.oneof(
  stringArb,
  intArb,
  floatArb,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...HOSTILE_IDS),
  fc.constant([]),
  fc.constant({}),
);

/** Valid example with one leaf replaced by anything, or entirely generated arguments. */
function casesFor(args: readonly GraphQLArgument[], valid: Record<string, unknown>) {
  const generated = fc.record(Object.fromEntries(args.map((a) => [a.name, valueArb(a.type)])), {
    requiredKeys: args.filter((a) => isNonNullType(a.type)).map((a) => a.name),
  });
  const paths = leaves(valid);
  if (paths.length === 0) return generated;
  const broken = fc
    .tuple(fc.constantFrom(...paths), anyLeafArb)
    .map(([path, leaf]) => replaced(valid, path, leaf) as Record<string, unknown>);
  return fc.oneof(generated, broken);
}

function principalFor(allow: Principal[]): Principal {
  return allow.find((p) => p !== 'visitor' && p !== 'partner') ?? 'visitor';
}

let ip = 0;
const nextIp = () => `10.99.${(++ip >> 8) & 255}.${ip & 255}`;

function serverError(status: number, body: any): boolean {
  return status >= 500 || JSON.stringify(body ?? '').includes('INTERNAL_SERVER_ERROR');
}

/** Besides the random runs, every leaf of the valid example gets a NUL-byte string and one other killer value. */
const KILLERS: unknown[] = [
  'nul\u0000byte',
  'x'.repeat(20_000),
  -1,
  '99999999999999999999',
  '',
  '2026-02-30',
];
function sweep<T>(valid: T): T[] {
  if (!valid || typeof valid !== 'object') return [];
  return leaves(valid).flatMap((path, i) => [
    replaced(valid, path, KILLERS[0]),
    replaced(valid, path, KILLERS[1 + (i % (KILLERS.length - 1))]),
  ]);
}

async function property<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  examples: T[] = [],
) {
  await fc.assert(fc.asyncProperty(arb, check), {
    examples: examples.map((e) => [e] as [T]),
    numRuns: RUNS,
    seed: SEED,
    endOnFailure: true,
    reporter: (details) => {
      if (details.failed)
        throw new Error(
          `${name}: seed ${details.seed}, path "${details.counterexamplePath}", input ${JSON.stringify(
            details.counterexample,
          )?.slice(0, 600)}\n${String(details.errorInstance)}`,
        );
    },
  });
}

describe('GraphQL mutations with hostile arguments', () => {
  it('collects objects to aim ids at (own and foreign, none the fixtures rely on)', async () => {
    // Generated calls may legitimately delete or change what they hit, so they aim at victims of their own: a slot
    // of the supplier's, the other supplier's slot and account, a cart of the other customer's. Other numeric ids
    // are far above every real one.
    const victim = await createSlot(server, {
      supplier: { id: w.supplier.supplierId, token: w.supplier.token },
    });
    const foreign = w.otherSupplier.slot;
    idPool = [
      victim.activityId,
      victim.dateId,
      victim.timeId,
      victim.adultId,
      foreign.activityId,
      foreign.timeId,
      w.otherSupplier.supplierId,
      await book(server, victim, w.otherCustomer.token),
    ].map(String);
    expect(idPool).toHaveLength(8);
  });

  const names = mutations
    .filter((m) => m.args.length > 0)
    .map((m) => `Mutation.${m.name}`)
    .sort();
  it.each(names)('%s', async (name) => {
    const field = mutations.find((m) => `Mutation.${m.name}` === name)!;
    const row = graphqlRows[name] ?? { allow: ['admin'] };
    const who = principalFor(row.allow);
    const self = row.selfService ? await w.throwaway() : undefined;
    const valid = ((await row.vars?.(w, self)) ?? {}) as Record<string, unknown>;
    const token = async () => self?.token ?? (row.consumesToken ? await w.freshToken(who) : w.token(who));
    const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
    const query = `mutation F(${defs}) { ${field.name}(${call})${selection} }`;
    await property(
      name,
      casesFor(field.args, valid),
      async (variables) => {
        const res = await server.http('POST', '/graphql', {
          body: { query, variables },
          token: await token(),
          headers: { 'x-forwarded-for': nextIp() },
        });
        expect(serverError(res.status, res.body), `${res.status} ${JSON.stringify(res.body)}`).toBe(false);
      },
      sweep(valid),
    );
  });
});

describe('writing /api/v1 routes with hostile bodies and path parameters', () => {
  const writing = routes.filter((r) => r.method !== 'GET');
  it.each(writing.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (key, route) => {
    const row = restRows[key] ?? {};
    const gql = graphqlRows[graphqlRowKey(route, row)];
    const who = principalFor(row.allow ?? gql?.allow ?? []);
    const self = gql?.selfService ? await w.throwaway() : undefined;
    const v = ((await gql?.vars?.(w, self)) ?? {}) as Record<string, any>;
    const params = restParams(route, row, v);
    const body = restBody(route, row, v, w);
    const cases = fc.record({
      params: fc.oneof(
        fc.constant(params),
        fc
          .tuple(
            fc.constantFrom(...Object.keys(params), '_'),
            fc.constantFrom(...HOSTILE_IDS, ...HOSTILE_STRINGS.slice(3, 9)),
          )
          .map(([k, x]) => ({ ...params, [k]: x })),
      ),
      body:
        body && typeof body === 'object' && leaves(body).length
          ? fc.oneof(
              fc
                .tuple(fc.constantFrom(...leaves(body)), anyLeafArb)
                .map(([p, leaf]) => replaced(body, p, leaf)),
              fc.dictionary(fc.constantFrom(...Object.keys(body), 'extra'), anyLeafArb),
              fc.constantFrom([], 'texto', 42, null),
            )
          : fc.oneof(fc.constant(body), fc.dictionary(fc.string(), anyLeafArb)),
    });
    await property(
      key,
      cases,
      async ({ params: p, body: b }) => {
        const res = await server.http(route.method, `/api/v1${fillPath(route, p)}`, {
          body: b ?? undefined,
          token: self?.token ?? (gql?.consumesToken ? await w.freshToken(who) : w.token(who)),
          headers: { 'x-forwarded-for': nextIp() },
        });
        expect(serverError(res.status, res.body), `${res.status} ${JSON.stringify(res.body)}`).toBe(false);
      },
      sweep(body).map((b) => ({ params, body: b })),
    );
  });
});

describe('after the fuzzing', () => {
  it('the booking invariants hold over the whole database', async () => {
    const em = server.db.orm.em.fork();
    expect(await invariantViolations((q) => em.execute(q))).toEqual(noViolations());
  });
});
