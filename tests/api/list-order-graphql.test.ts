import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGraphqlExtras } from './list-order-graphql.fixtures.js';
import { GQL_LISTS, type GqlList } from './list-order-graphql.table.js';
import { expectOrdered, seedListFixtures, valueAt, type ListFixtures } from './list-order.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The list convention on GraphQL (issue 16 §1): every list-returning Query field is in GQL_LISTS, and each is walked
 * with every column it accepts in both directions; the rows must come in that order, and every column must hold at
 * least two different values among them (else the order is not observed). An unknown column or direction is a
 * BAD_USER_INPUT naming the allowed columns, in the same Spanish words as REST's 422 (list-order.test.ts).
 */

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface Introspected {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';

let db: OwnDatabase;
let server: TestServer;
let fx: ListFixtures;
let queryFields: Introspected[] = [];
/** Enum name → its values, and the object types that are pages (`items`, `total`, `page`, `lastPage`). */
const enums = new Map<string, string[]>();
const pageTypes = new Set<string>();

beforeAll(async () => {
  db = await createOwnDatabase('listordergql');
  server = await startTestServer({ databaseUrl: db.url });
  fx = await seedListFixtures(server);
  await seedGraphqlExtras(server, fx);
  const res = await server.http('POST', '/graphql', {
    body: {
      query: `{ __schema {
        queryType { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } }
        types { kind name enumValues { name } fields { name } }
      } }`,
    },
  });
  expect(res.body.errors).toBeUndefined();
  queryFields = res.body.data.__schema.queryType.fields;
  for (const type of res.body.data.__schema.types as {
    kind: string;
    name: string;
    enumValues: { name: string }[] | null;
    fields: { name: string }[] | null;
  }[]) {
    if (type.kind === 'ENUM')
      enums.set(
        type.name,
        type.enumValues!.map((v) => v.name),
      );
    const names = type.fields?.map((f) => f.name) ?? [];
    if (['items', 'total', 'page', 'lastPage'].every((name) => names.includes(name)))
      pageTypes.add(type.name);
  }
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

function unwrap(type: TypeRef): TypeRef {
  return type.kind === 'NON_NULL' ? unwrap(type.ofType!) : type;
}

/** A Query field answers a list: an array, or a page of items. */
function isList(field: Introspected): boolean {
  const type = unwrap(field.type);
  return type.kind === 'LIST' || (type.kind === 'OBJECT' && pageTypes.has(type.name!));
}

const paged = (field: string) =>
  pageTypes.has(unwrap(queryFields.find((f) => f.name === field)!.type).name ?? '');

function orderArgs(list: GqlList, column: string, direction: 'asc' | 'desc'): string {
  if (list.style === 'suffix') return `orderBy: ${column}_${direction.toUpperCase()}`;
  if (list.style === 'direction') return `orderBy: ${column}, direction: ${direction.toUpperCase()}`;
  return `orderBy: ${JSON.stringify(`${column}:${direction}`)}`;
}

async function run(list: GqlList, order: string, selection = list.select) {
  const args = [list.args?.(fx), order, paged(list.field) ? 'perPage: 50' : ''].filter(Boolean).join(', ');
  const body = paged(list.field) ? `items { ${selection} } total` : selection;
  return server.http('POST', '/graphql', {
    token: fx.tokens[list.who],
    body: { query: `{ ${list.field}(${args}) { ${body} } }` },
  });
}

describe('GraphQL: every list field takes an order, on every column, both directions', () => {
  it('every list-returning Query field is in the table, and its order argument takes exactly its columns', () => {
    const lists = queryFields.filter(isList).map((f) => f.name);
    expect(lists.length).toBeGreaterThan(20);
    expect(lists.filter((name) => !GQL_LISTS.some((l) => l.field === name))).toEqual([]);
    expect(GQL_LISTS.map((l) => l.field).filter((name) => !lists.includes(name))).toEqual([]);
    for (const list of GQL_LISTS) {
      const field = queryFields.find((f) => f.name === list.field)!;
      const arg = field.args.find((a) => a.name === 'orderBy');
      expect(arg, `${list.field} sin orderBy`).toBeDefined();
      const type = unwrap(arg!.type);
      const columns = Object.keys(list.columns);
      if (!list.style || list.style === 'convention') expect(type.name, list.field).toBe('String');
      else if (list.style === 'suffix')
        expect([...enums.get(type.name!)!].sort(), list.field).toEqual(
          columns.flatMap((c) => [`${c}_ASC`, `${c}_DESC`]).sort(),
        );
      else {
        expect([...enums.get(type.name!)!].sort(), list.field).toEqual([...columns].sort());
        expect(unwrap(field.args.find((a) => a.name === 'direction')!.type).name).toBe('SortDirection');
      }
    }
  });

  for (const list of GQL_LISTS) {
    const columns = Object.entries(list.columns);
    it(`${list.field}: ${columns.map(([column]) => column).join(', ')}`, async () => {
      for (const [column, check] of columns) {
        const seen: unknown[][] = [];
        for (const direction of ['asc', 'desc'] as const) {
          const label = `${list.field} ${column}:${direction}`;
          const res = await run(list, orderArgs(list, column, direction));
          expect(res.body.errors, `${label} ${JSON.stringify(res.body.errors)}`).toBeUndefined();
          const data = res.body.data[list.field];
          const rows = (paged(list.field) ? data.items : data) as Record<string, unknown>[];
          expect(rows.length, `${list.field} tiene al menos dos filas`).toBeGreaterThanOrEqual(2);
          if (typeof check === 'function') {
            const expected = check(fx).map(String);
            const ids = rows.map((row) => String(row.id)).filter((id) => expected.includes(id));
            expect(ids, label).toEqual(direction === 'asc' ? expected : [...expected].reverse());
            continue;
          }
          const path = typeof check === 'string' ? check : check.path;
          const values = rows.map((row) => valueAt(row, path));
          if (typeof check === 'string') expectOrdered(rows, check, direction, label);
          else {
            const ranks = values.map((v) => ({ rank: check.rank.indexOf(String(v)) }));
            expect(
              ranks.every(({ rank }) => rank >= 0),
              label,
            ).toBe(true);
            expectOrdered(ranks, 'rank', direction, label);
          }
          seen.push(values);
        }
        if (typeof check === 'function') continue;
        const distinct = new Set(seen[0]!.filter((v) => v !== null && v !== undefined).map(String));
        if (list.constant?.[column]) expect(distinct.size, `${list.field} ${column}`).toBe(1);
        else
          expect(distinct.size, `${list.field} ${column}: ${[...distinct].join(' | ')}`).toBeGreaterThan(1);
        expect(seen[1]!.length).toBe(seen[0]!.length);
      }
      await expectRefused(list);
    });
  }
});

/** A column or direction the field does not take is refused before any row is read. */
async function expectRefused(list: GqlList) {
  const columns = Object.keys(list.columns);
  if (list.style === 'suffix' || list.style === 'direction') {
    // The enum is the list of columns: GraphQL refuses any other value itself.
    const res = await run(list, orderArgs(list, 'NOPE', 'asc'), 'id');
    expect(res.body.errors?.[0]?.extensions?.code, list.field).toBe('GRAPHQL_VALIDATION_FAILED');
    return;
  }
  const id = list.select.split(' ')[0];
  for (const bad of ['constructor:asc', 'nope:desc', `${columns[0]}:sideways`, `${columns[0]}:asc:x`]) {
    const res = await run(list, `orderBy: ${JSON.stringify(bad)}`, id);
    expect(res.body.data ?? null, `${list.field} ${bad}`).toBeNull();
    expect(res.body.errors?.[0]?.extensions?.code, `${list.field} ${bad}`).toBe('BAD_USER_INPUT');
    const message = res.body.errors[0].message as string;
    if (bad.endsWith('sideways')) expect(message).toMatch(/asc o desc/);
    else expect(message).toContain(`Columnas permitidas: ${columns.join(', ')}.`);
  }
}
