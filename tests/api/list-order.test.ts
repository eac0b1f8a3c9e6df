import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareValues } from '../../rest-compat/src/list-params.js';
import { routes } from '../../rest-compat/src/routes/index.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/booking/payment-method.entity.js';
import { actor } from './admin-fixtures.js';
import {
  book,
  createSlot,
  ensureRate,
  fork,
  newCustomer,
  order,
  orderTotalVes,
  type SlotFixture,
} from './booking.fixtures.js';
import { issueKey } from './partner.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { createUser } from './catalog.fixtures.js';
import { dayFromNow, lookups, pngImage, restActivityForm, upload } from './supplier-portal.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The list convention on both doors (issue 16 §1): every REST list route and every GraphQL list field that takes
 * `orderBy: "column:direction"` is walked with each allowed column in both directions, and the answer must come in
 * that order (nulls last ascending, as PostgreSQL sorts them). Unknown columns and directions are a Spanish 422 that
 * names the allowed columns. The fixtures give every list at least two rows.
 */

let db: OwnDatabase;
let server: TestServer;
let slot: SlotFixture;
let other: SlotFixture;
let third: SlotFixture;
let customerEmail = '';
const tokens: Record<string, string> = {};

// Its own database: each list then holds this file's rows only, one page of them, with values it chose.
beforeAll(async () => {
  db = await createOwnDatabase('listorder');
  server = await startTestServer({ databaseUrl: db.url });
  await ensureRate(server);
  slot = await createSlot(server, { seats: 100 });
  other = await createSlot(server, { seats: 100 });
  third = await createSlot(server, { seats: 100 });
  const customer = await newCustomer(server);
  tokens.customer = customer.token;
  tokens.supplier = slot.supplierToken;
  tokens.admin = (await actor(server, UserRole.Admin)).token;
  const http = (method: string, path: string, who: string, body?: unknown) =>
    server.http(method, `/api/v1${path}`, { token: tokens[who], body }).then((res) => {
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    });
  // Two refund requests of different amounts: paid bookings of 1 and 3 seats, cancelled by the customer.
  for (const seats of [1, 3]) {
    const { bookingId } = await bookingIn(server, slot, customer.token, 'paid', seats);
    await http('POST', `/booking/${bookingId}/cancel`, 'customer');
  }
  // Customer lists: two orders (also the supplier's reservations), two bookings in the cart, two favourites.
  customerEmail = customer.email;
  const paid = [await order(server, slot, customer.token, 2), await order(server, slot, customer.token, 1)];
  // Two payments waiting for verification (support's pending payments).
  const methodId = (await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id;
  for (const [i, { orderId }] of paid.entries())
    await http('POST', '/gateway/pago_movil/register', 'customer', {
      order_id: orderId,
      payment_method_id: methodId,
      bank: i === 0 ? '0102' : '0134',
      buyer_id: 'V12345678',
      paid_amount: await orderTotalVes(server, orderId),
      reference: `ORD${Date.now() % 1_000_000}${i}`,
      accept_terms: true,
    });
  await book(server, slot, customer.token, 3);
  await book(server, other, customer.token, 1);
  await http('POST', `/activity/${other.activityId}/bookmark`, 'customer');
  await http('POST', `/activity/${third.activityId}/bookmark`, 'customer');
  const base = `/suppliers/activity/${slot.activityId}`;
  // Portal sub-lists (editing sends the activity back to approval, so after the bookings): a second activity, dates, times, details, images; the slot brings three prices.
  await http(
    'POST',
    '/suppliers/activity',
    'supplier',
    restActivityForm(await lookups(server), { title: 'Aaa ruta' }),
  );
  await http('POST', `${base}/dates`, 'supplier', { starts_at: dayFromNow(9) });
  for (const [title, description] of [
    ['Zarpe en lancha', 'Salida temprano'],
    ['Almuerzo criollo', 'Incluido en el precio'],
  ])
    await http('POST', `${base}/details`, 'supplier', { type: 'highlight', title, description });
  for (const [width, description] of [
    [80, 'Vista al mar'],
    [64, 'Atardecer'],
  ] as const) {
    const res = await upload(
      server,
      slot.activityId,
      slot.supplierToken,
      { data: await pngImage(width, 48), name: 'foto.png', type: 'image/png' },
      description,
    );
    expect(res.status).toBe(201);
  }
  // A second payment method (the seed has only pago móvil).
  const em = fork(server);
  await em.execute(
    `insert into payment_methods (name, code, description) values ('Zelle', 'zelle', 'Transferencia')`,
  );
  // Comments from two customers.
  for (const [rating, title] of [
    [5, 'Excelente paseo'],
    [3, 'Bueno pero largo'],
  ] as const) {
    const user = await createUser(server, UserRole.Client);
    await em.execute(
      `insert into reviews (activity_id, user_id, rating, title, message) values (?, ?, ?, ?, 'Texto de la opinión')`,
      [slot.activityId, user.id, rating, title],
    );
  }
  // Admin sub-lists of the slot's supplier, and a second rate.
  for (const [name, phone] of [
    ['Beatriz Pérez', '04141234567'],
    ['Andrés Gil', '04247654321'],
  ])
    await http('POST', '/supplier_contact', 'admin', {
      supplier_id: slot.supplierId,
      name,
      phone_number: phone,
      email: `${phone}@contacto.test`,
    });
  for (const [title, status] of [
    ['Actualice sus datos', 1],
    ['Nueva política', 0],
  ] as const)
    await http('POST', '/provider_alert', 'admin', {
      supplier_id: slot.supplierId,
      title,
      message: 'Mensaje de la alerta para el aliado',
      status,
    });
  for (const message of ['Llamar el lunes', 'Documentos al día'])
    await http('POST', '/supplier_comment', 'admin', { supplier_id: slot.supplierId, message });
  // Two supplier leads and two partner keys for the admin's other lists.
  for (const [name, city] of [
    ['Zoe Ríos', 'Mérida'],
    ['Alberto Paz', 'Coro'],
  ])
    await em.execute(`insert into supplier_leads (name, email, company, city) values (?, ?, 'Agencia', ?)`, [
      name,
      `${city.toLowerCase()}@lead.test`,
      city,
    ]);
  await issueKey(server, tokens.admin, { name: 'Clave B', organisation: 'Zeta Viajes' });
  await issueKey(server, tokens.admin, { name: 'Clave A', organisation: 'Alfa Tours' });
  await http('POST', '/exchange_rate', 'admin', {
    currency: 'EUR',
    rate: '39.1234',
    value_date: dayFromNow(-1),
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

/** Who calls each list route and where its ids come from. */
const CALLS: Record<string, { who: string; path: () => string }> = {
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
  'GET /supplier/:id/contact': { who: 'admin', path: () => `/supplier/${slot.supplierId}/contact` },
  'GET /supplier/:id/alert': { who: 'admin', path: () => `/supplier/${slot.supplierId}/alert` },
  'GET /supplier/:id/comment': { who: 'admin', path: () => `/supplier/${slot.supplierId}/comment` },
  'GET /exchange_rate': { who: 'admin', path: () => '/exchange_rate' },
  'GET /admin/activity/pending': { who: 'admin', path: () => '/admin/activity/pending' },
  'GET /refund': { who: 'admin', path: () => '/refund' },
  'GET /suppliers/activity': { who: 'supplier', path: () => '/suppliers/activity' },
  'GET /suppliers/activity/:id/dates': {
    who: 'supplier',
    path: () => `/suppliers/activity/${slot.activityId}/dates`,
  },
  'GET /suppliers/activity/:id/images': {
    who: 'supplier',
    path: () => `/suppliers/activity/${slot.activityId}/images`,
  },
  'GET /suppliers/activity/:id/details': {
    who: 'supplier',
    path: () => `/suppliers/activity/${slot.activityId}/details`,
  },
  'GET /suppliers/activity/:id/prices': {
    who: 'supplier',
    path: () => `/suppliers/activity/${slot.activityId}/prices`,
  },
  'GET /suppliers/activity/:id/comments': {
    who: 'supplier',
    path: () => `/suppliers/activity/${slot.activityId}/comments`,
  },
  'GET /suppliers/activity/:id/reservations': {
    who: 'supplier',
    path: () => `/suppliers/activity/${slot.activityId}/reservations`,
  },
};

/** The REST list routes: GET routes whose answer is the list envelope (a paged or unpaged GraphQL list). */
const LIST_ROUTES = routes.filter((r) => r.method === 'GET' && r.sortable !== undefined);

function valueAt(row: unknown, path: string): unknown {
  let value = row;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null)?.[key] ?? null;
  // An object column (the activity's category) sorts by its name.
  return value && typeof value === 'object' ? (value as { name?: unknown }).name : value;
}

/** Text ordered by the database's collation byte for byte (the C locale of the test cluster). */
function byteOrder(a: unknown, b: unknown): number {
  if (typeof a !== 'string' || typeof b !== 'string' || /^-?\d+(\.\d+)?$/.test(a)) return compareValues(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Non-null values in the asked order (nulls go last ascending, first descending, and are not compared). Text may be
 * ordered by the database's collation (lists sorted in SQL) or the Spanish one (unpaged lists sorted in the gateway).
 */
function expectOrdered(rows: unknown[], column: string, direction: 'asc' | 'desc', label: string) {
  const values = rows.map((row) => valueAt(row, column)).filter((v) => v !== null && v !== undefined);
  const sorted = (compare: (a: unknown, b: unknown) => number) =>
    values.every((value, i) => {
      if (i === 0) return true;
      const cmp = compare(values[i - 1], value);
      return direction === 'asc' ? cmp <= 0 : cmp >= 0;
    });
  expect(sorted(compareValues) || sorted(byteOrder), `${label}: ${JSON.stringify(values)}`).toBe(true);
}

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
              token: tokens[call.who],
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
          token: tokens[call.who],
        },
      );
      expect(paged.status).toBe(200);
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.currentPage).toBe(2);
      expect(paged.body.lastPage).toBe(paged.body.total);
      // An unknown column (an inherited property name included) or direction: 422 naming the allowed columns.
      for (const bad of ['constructor:asc', 'nope:asc', '__proto__:desc', `${columns[0]}:sideways`]) {
        const res = await server.http('GET', `/api/v1${call.path()}?orderBy=${bad}`, {
          token: tokens[call.who],
        });
        expect(res.status, `${key} ${bad}`).toBe(422);
        expect(res.body.errors).toHaveProperty('orderBy');
        expect(res.body.message).toMatch(/asc o desc|Columnas permitidas/);
        if (!bad.endsWith('sideways')) expect(res.body.message).toContain(columns.join(', '));
      }
    });
  }
});

const GQL_LISTS: {
  field: string;
  who: string;
  args: () => string;
  columns: string[];
  select: string;
  /** An unpaged list (the field answers the array itself). */
  whole?: boolean;
}[] = [
  {
    field: 'supplierContacts',
    who: 'admin',
    whole: true,
    args: () => `supplierId: "${slot.supplierId}"`,
    columns: ['id', 'name', 'email', 'phone_number', 'status', 'created_at'],
    select: 'id name email phone_number: phoneNumber status created_at: createdAt',
  },
  {
    field: 'supplierAlerts',
    who: 'admin',
    whole: true,
    args: () => `supplierId: "${slot.supplierId}"`,
    columns: ['id', 'title', 'status', 'sent_at', 'read_at', 'created_at'],
    select: 'id title status sent_at: sentAt read_at: readAt created_at: createdAt',
  },
  {
    field: 'supplierComments',
    who: 'admin',
    whole: true,
    args: () => `supplierId: "${slot.supplierId}"`,
    columns: ['id', 'message', 'status', 'author_name', 'created_at'],
    select: 'id message status author_name: authorName created_at: createdAt',
  },
  {
    field: 'activityDates',
    who: 'supplier',
    whole: true,
    args: () => `activityId: "${slot.activityId}"`,
    columns: ['id', 'starts_at'],
    select: 'id starts_at: startsAt',
  },
  {
    field: 'adminBookings',
    who: 'admin',
    args: () => `customerEmail: "${customerEmail}"`,
    columns: ['id', 'status', 'created_at', 'hold_expires_at', 'date.starts_at'],
    select: 'id status created_at: createdAt hold_expires_at: holdExpiresAt date { starts_at: startsAt }',
  },
  {
    field: 'pendingPayments',
    who: 'admin',
    args: () => '',
    columns: ['id', 'paid_amount', 'reference', 'bank', 'created_at'],
    select: 'id paid_amount: paidAmount reference bank created_at: createdAt',
  },
  {
    field: 'supplierLeads',
    who: 'admin',
    args: () => '',
    columns: ['id', 'name', 'email', 'company', 'city', 'created_at', 'handled_at'],
    select: 'id name email company city created_at: createdAt handled_at: handledAt',
  },
  {
    field: 'partnerKeys',
    who: 'admin',
    args: () => '',
    columns: [
      'id',
      'name',
      'organisation',
      'prefix',
      'created_at',
      'last_used_at',
      'expires_at',
      'revoked_at',
    ],
    select: 'id name organisation prefix created_at: createdAt expires_at: expiresAt revoked_at: revokedAt',
  },
  {
    field: 'pendingActivities',
    who: 'admin',
    args: () => '',
    columns: ['id', 'title', 'supplier_name', 'created_at', 'updated_at'],
    select: 'id title supplier_name: supplierName updated_at: updatedAt',
  },
  {
    field: 'orders',
    who: 'customer',
    args: () => '',
    columns: ['id', 'status', 'paid', 'issue_date', 'expires_at', 'total_usd', 'total_ves', 'created_at'],
    select:
      'id status paid issue_date: issueDate expires_at: expiresAt total_usd: totalUsd total_ves: totalVes created_at: createdAt',
  },
  {
    field: 'bookmarkedActivities',
    who: 'customer',
    args: () => '',
    columns: ['id', 'title', 'base_price', 'rating', 'published_at', 'created_at', 'bookmarked_at'],
    select: 'id title base_price: basePrice rating published_at: publishedAt created_at: createdAt',
  },
  {
    field: 'supplierReservations',
    who: 'supplier',
    args: () => '',
    columns: ['id', 'status', 'created_at', 'date.starts_at', 'time.starts_at', 'date.activity.title'],
    select:
      'id status created_at: createdAt date { starts_at: startsAt activity: id } time { starts_at: startsAt }',
  },
  {
    field: 'activityImages',
    who: 'supplier',
    args: () => `activityId: "${slot.activityId}"`,
    columns: ['id', 'position', 'description', 'width', 'height', 'created_at'],
    select: 'id position description width height created_at: createdAt',
  },
  {
    field: 'exchangeRates',
    who: 'admin',
    args: () => '',
    columns: ['id', 'rate', 'value_date', 'created_at'],
    select: 'id currency rate value_date: valueDate created_at: createdAt',
  },
];

describe('GraphQL: list fields take orderBy "column:direction" with the same columns', () => {
  for (const list of GQL_LISTS) {
    it(`${list.field}: ${list.columns.join(', ')}`, async () => {
      for (const column of list.columns) {
        for (const direction of ['asc', 'desc'] as const) {
          const selection = list.whole ? list.select : `items { ${list.select} } total`;
          const query = `query($o: String) { ${list.field}(${list.args()} ${list.args() ? ',' : ''} orderBy: $o${
            list.whole ? '' : ', perPage: 50'
          }) { ${selection} } }`;
          const res = await server.http('POST', '/graphql', {
            token: tokens[list.who],
            body: { query, variables: { o: `${column}:${direction}` } },
          });
          expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
          const items = (
            list.whole ? res.body.data[list.field] : res.body.data[list.field].items
          ) as unknown[];
          expect(items.length, `${list.field} tiene al menos dos filas`).toBeGreaterThanOrEqual(2);
          // Columns the selection does not carry (when a key was saved, the activity's title) must still be accepted.
          if (column.split('.').every((part) => list.select.includes(part)))
            expectOrdered(items, column, direction, `${list.field} ${column}:${direction}`);
        }
      }
      const bad = await server.http('POST', '/graphql', {
        token: tokens[list.who],
        body: {
          query: `{ ${list.field}(${list.args()} ${list.args() ? ',' : ''} orderBy: "constructor:asc") { ${
            list.whole ? 'id' : 'total'
          } } }`,
        },
      });
      expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.body.errors[0].message).toContain(list.columns.join(', '));
    });
  }
});
