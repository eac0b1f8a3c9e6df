import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import { fork } from './booking.fixtures.js';
import { seedGraphqlExtras } from './list-order-graphql.fixtures.js';
import { GQL_LISTS, type GqlList } from './list-order-graphql.table.js';
import { CALLS, seedListFixtures, valueAt, type ListFixtures } from './list-order.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Spanish sorting on every list of both doors: every sortable text column of this file's database is rewritten with
 * Spanish names, and each list, asked for each of its text columns in both directions, must answer them in the order
 * `Intl.Collator('es')` gives ("Ávila" among the A's, "ñ" after "n", "Óleo" among the O's).
 */

const NAMES = [
  'Ávila',
  'Apure',
  'Ñirgua',
  'Nueva Esparta',
  'Zulia',
  'Óleo',
  'ñame',
  'nube',
  'árbol',
  'Arepa',
  'Éxito',
  'Ebano',
  'zorro',
  'Mérida',
  'Maracay',
  'Lara',
  'Caño',
  'Cana',
  'Cumaná',
  'oso',
  'Ocumare',
];
const spanish = new Intl.Collator('es').compare;

let db: OwnDatabase;
let server: TestServer;
let fx: ListFixtures;

beforeAll(async () => {
  db = await createOwnDatabase('spanishsort');
  server = await startTestServer({ databaseUrl: db.url });
  fx = await seedListFixtures(server);
  await seedGraphqlExtras(server, fx);
  const em = fork(server);
  // Every column that declares the Spanish collation gets the names (cut to its length), in no particular order.
  const columns = await em.execute<{ table_name: string; column_name: string; length: number }[]>(
    `select table_name, column_name, character_maximum_length as length from information_schema.columns
      where table_schema = 'public' and collation_name = 'es-x-icu'`,
  );
  expect(columns.length).toBeGreaterThan(30);
  const names = `array[${NAMES.map((n) => `'${n.replace(/'/g, "''")}'`).join(', ')}]`;
  for (const { table_name: table, column_name: column, length } of columns)
    await em.execute(
      `update "${table}" t set "${column}" = left((${names})[1 + (s.n * 7) % ${NAMES.length}] || ' ' || s.n, ${length})
        from (select ctid, row_number() over () as n from "${table}") s where t.ctid = s.ctid`,
    );
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

/** A value a text sort orders: a string that is not a number, a date or a time. */
const isText = (v: unknown): v is string =>
  typeof v === 'string' && !/^-?\d+(\.\d+)?$/.test(v) && !/^\d{4}-\d{2}-\d{2}|^\d{2}:\d{2}/.test(v);

/** Text columns that hold codes, not names (no word of NAMES reaches them): their order is checked all the same. */
/**
 * Sorted text columns that keep their own values here: made by the product (statuses, roles, audit codes, booking
 * codes) or lower-case e-mail addresses, where byte order and Spanish order agree, so their columns are not collated.
 * Anything a person types and a list sorts (names, document codes, phones, payment references) declares the Spanish
 * collation and is not listed.
 */
const CODES = new Set([
  'GET /waitlist status',
  'supplierStaff role',
  // E-mail addresses: ASCII by definition (the fixtures' staff and admins are not renamed).
  'supplierStaff email',
  'adminTeam email',
  'GET /suppliers/activity/:id/comments status',
  'GET /suppliers/bookings code',
  'GET /suppliers/departures state',
  'supplierDepartures state',
  'supplierBookings code',
  // One customer books every fixture booking: the e-mail column holds one value.
  'GET /suppliers/bookings customer_email',
  'supplierBookings customer_email',
  'GET /suppliers/bookings payment_state',
  'supplierBookings payment_state',
  // The audit trail's codes (action, role, object type): ASCII snake_case, never Spanish text.
  ...['GET /suppliers/audit', 'supplierAudit', 'auditLog'].flatMap((list) =>
    ['action', 'actor_role', 'object_type'].map((column) => `${list} ${column}`),
  ),
]);

function expectSpanish(values: unknown[], direction: 'asc' | 'desc', label: string): boolean {
  const texts = values.filter(isText);
  if (texts.length < 2) return false;
  const expected = [...texts].sort((a, b) => (direction === 'asc' ? spanish(a, b) : spanish(b, a)));
  expect(texts, label).toEqual(expected);
  return texts.some((t) => NAMES.some((name) => t.startsWith(name.slice(0, 4))));
}

describe('REST: every text sort is Spanish', () => {
  for (const route of routes.filter((r) => r.method === 'GET' && r.sortable !== undefined)) {
    const key = `GET ${route.path}`;
    it(key, async () => {
      const call = CALLS[key]!;
      for (const column of Object.keys(route.sortable!)) {
        for (const direction of ['asc', 'desc'] as const) {
          const res = await server.http(
            'GET',
            `/api/v1${call.path(fx)}?orderBy=${column}:${direction}&perPage=100`,
            { token: fx.tokens[call.who] },
          );
          expect(res.status, `${key} ${column}`).toBe(200);
          const values = (res.body.data as unknown[]).map((row) => valueAt(row, column));
          const named = expectSpanish(values, direction, `${key} ${column}:${direction}`);
          if (values.some(isText) && !CODES.has(`${key} ${column}`))
            expect(named, `${key} ${column}: ${values.join(' | ')}`).toBe(true);
        }
      }
    });
  }
});

function orderArgs(list: GqlList, column: string, direction: 'asc' | 'desc'): string {
  if (list.style === 'suffix') return `orderBy: ${column}_${direction.toUpperCase()}`;
  if (list.style === 'direction') return `orderBy: ${column}, direction: ${direction.toUpperCase()}`;
  return `orderBy: ${JSON.stringify(`${column}:${direction}`)}`;
}

describe('GraphQL: every text sort is Spanish', () => {
  for (const list of GQL_LISTS) {
    it(list.field, async () => {
      for (const [column, check] of Object.entries(list.columns)) {
        if (typeof check !== 'string') continue;
        for (const direction of ['asc', 'desc'] as const) {
          const args = [list.args?.(fx), orderArgs(list, column, direction)].filter(Boolean).join(', ');
          const paged = `{ ${list.field}(${args}, perPage: 100) { items { ${list.select} } } }`;
          let res = await server.http('POST', '/graphql', {
            token: fx.tokens[list.who],
            body: { query: paged },
          });
          if (res.body.errors?.[0]?.extensions?.code === 'GRAPHQL_VALIDATION_FAILED')
            res = await server.http('POST', '/graphql', {
              token: fx.tokens[list.who],
              body: { query: `{ ${list.field}(${args}) { ${list.select} } }` },
            });
          expect(res.body.errors, `${list.field} ${JSON.stringify(res.body.errors)}`).toBeUndefined();
          const data = res.body.data[list.field];
          const rows = (Array.isArray(data) ? data : data.items) as unknown[];
          const values = rows.map((row) => valueAt(row, check));
          const label = `${list.field} ${column}:${direction}`;
          const named = expectSpanish(values, direction, label);
          if (values.some(isText) && !CODES.has(`${list.field} ${column}`))
            expect(named, `${label}: ${values.join(' | ')}`).toBe(true);
        }
      }
    });
  }
});

it('the Spanish collation exists where the product runs (the embedded cluster, any server with ICU)', async () => {
  const [row] = await fork(server).execute<{ n: string }[]>(
    `select count(*) as n from pg_collation where collname = 'es-x-icu'`,
  );
  expect(Number(row!.n)).toBe(1);
});
