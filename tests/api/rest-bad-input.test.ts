import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import { seedDemo } from '../../server/src/db/seed/demo.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { objectStore } from '../../server/src/modules/media/object-store.js';
import { actor, pendingActivity, restSupplierForm, supplierActor } from './admin-fixtures.js';
import {
  bookingBody,
  caracasDay,
  createSlot,
  ensureRate,
  newCustomer,
  order,
  type SlotFixture,
} from './booking.fixtures.js';
import { badBodies, badIds, UNKNOWN_ID, type Variant } from './rest-bad-input/variants.js';
import { lookups, restActivityForm } from './supplier-portal.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Every writing route of the table (POST/PUT/PATCH/DELETE), as the principal its GraphQL fields ask for, gets at least
 * 8 bad inputs (malformed JSON, arrays, missing fields, nulls, wrong types, huge strings, negative/zero/overflowing
 * numbers, unknown and foreign ids, bad path ids): each answers a 4xx with `{message, code}`, never a 5xx, and no
 * table changes. New routes are swept automatically (bodies derived from the OpenAPI document).
 */

let db: OwnDatabase;
let server: TestServer;
let doc: { paths: Record<string, Record<string, any>> };
let fx: {
  slot: SlotFixture;
  other: SlotFixture;
  customer: string;
  otherCustomer: string;
  admin: string;
  cartBooking: number;
  otherBooking: number;
  unpaidOrder: number;
  otherOrder: number;
  paymentId: number;
  pendingActivityId: number;
  targetSupplierId: number;
  contactId: number;
  alertId: number;
  commentId: number;
  detailId: number;
  templateId: number;
  regularityId: number;
};

const rest = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await server.http(method, `/api/v1${path}`, { token, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

beforeAll(async () => {
  // Its own database: the snapshots compare every table, which the other test files write beside.
  db = await createOwnDatabase('badinput');
  server = await startTestServer({ databaseUrl: db.url, jobIntervalMs: 86_400_000 });
  await seedDemo(server.db.orm, objectStore({ dataDir: inject('dataDir') }));
  doc = (await server.http('GET', '/api/v1/openapi.json')).body;
  await ensureRate(server);
  const slot = await createSlot(server, { seats: 100 });
  const other = await createSlot(server, { seats: 100 });
  const customer = (await newCustomer(server)).token;
  const otherCustomer = (await newCustomer(server)).token;
  const admin = (await actor(server, UserRole.Admin)).token;
  const paid = await order(server, slot, customer);
  const orders = await rest('GET', '/order?status=0', customer);
  const total = orders.data.find((o: { id: number }) => o.id === paid.orderId).total_ves as string;
  const payment = await rest('POST', '/gateway/pago_movil/register', customer, {
    order_id: paid.orderId,
    payment_method_id: 1,
    bank: '0102',
    buyer_id: 'V12345678',
    // One bolívar over the total: confirming it needs accept_mismatch, so no bad body can confirm it.
    paid_amount: new Decimal(total).plus(1).toFixed(2),
    reference: `REF${Date.now() % 1_000_000}`,
    accept_terms: true,
  });
  const targetSupplierId = (await supplierActor(server)).supplier.id;
  const form = { supplier_id: targetSupplierId, status: 1 };
  const l = await lookups(server);
  fx = {
    slot,
    other,
    customer,
    otherCustomer,
    admin,
    cartBooking: (
      await rest(
        'POST',
        `/activity/${slot.activityId}/booking`,
        customer,
        bookingBody(slot, [[slot.adultId, 1]]),
      )
    ).id,
    otherBooking: (
      await rest(
        'POST',
        `/activity/${slot.activityId}/booking`,
        otherCustomer,
        bookingBody(slot, [[slot.adultId, 1]]),
      )
    ).id,
    unpaidOrder: (await order(server, slot, customer)).orderId,
    otherOrder: (await order(server, slot, otherCustomer)).orderId,
    paymentId: payment.id,
    pendingActivityId: (await pendingActivity(server, slot.supplierId)).id,
    targetSupplierId,
    contactId: (
      await rest('POST', '/supplier_contact', admin, {
        ...form,
        name: 'Luis',
        email: 'luis@example.com',
        phone_number: '0414-1234567',
      })
    ).id,
    alertId: (
      await rest('POST', '/provider_alert', admin, {
        ...form,
        status: 0,
        title: 'Aviso',
        message: 'Texto del aviso.',
      })
    ).id,
    commentId: (await rest('POST', '/supplier_comment', admin, { ...form, message: 'Nota interna.' })).id,
    detailId: (
      await rest('POST', `/suppliers/activity/${slot.activityId}/details`, slot.supplierToken, {
        type: 'highlight',
        title: 'Almuerzo',
        description: 'Incluido.',
      })
    ).id,
    templateId: l.templateId,
    regularityId: l.regularityId,
  };
});
afterAll(async () => {
  await server.stop();
  await db.drop();
});

/** Every table's row count and content hash, except the ones requests legitimately touch (rate-limit buckets). */
async function snapshot(): Promise<Record<string, string>> {
  const conn = server.db.orm.em.getConnection();
  const tables = (
    await conn.execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'
         and table_name not in ('mikro_orm_migrations', 'rate_limits') order by 1`,
    )
  ).map((t) => t.name);
  // Sessions and mails are counted (a bad request must not log in or send), not hashed (last use, delivery).
  const countOnly = new Set(['access_tokens', 'outbox_mails']);
  const sql = tables
    .map((t) =>
      countOnly.has(t)
        ? `select '${t}' as t, count(*)::text as v from "${t}"`
        : `select '${t}' as t, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as v from "${t}" x`,
    )
    .join(' union all ');
  const rows = await conn.execute<{ t: string; v: string }[]>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.v]));
}

type Who = 'visitor' | 'customer' | 'supplier' | 'admin';

function principal(op: { security: object[]; 'x-roles': string[] }): Who {
  if (op.security.some((s) => Object.keys(s).length === 0)) return 'visitor';
  const roles = op['x-roles'];
  if (roles.includes('client')) return 'customer';
  if (roles.includes('supplier')) return 'supplier';
  if (roles.includes('admin')) return 'admin';
  return 'customer';
}

const token = (who: Who) =>
  ({ visitor: undefined, customer: fx.customer, supplier: fx.slot.supplierToken, admin: fx.admin })[who];

/** Path ids the principal may use (`own`) and one it may not (`foreign`), for each parameter of the path. */
function ids(path: string): { own: Record<string, number>; foreign?: number } {
  const p = path;
  if (p.startsWith('/suppliers/activity/:id'))
    return {
      own: {
        id: fx.slot.activityId,
        dateId: fx.slot.dateId,
        timeId: fx.slot.timeId,
        priceId: fx.slot.childId,
        detailId: fx.detailId,
        imageId: UNKNOWN_ID,
        commentId: UNKNOWN_ID,
      },
      foreign: p.endsWith(':id')
        ? fx.other.activityId
        : p.endsWith(':dateId')
          ? fx.other.dateId
          : p.endsWith(':timeId')
            ? fx.other.timeId
            : p.endsWith(':priceId')
              ? fx.other.adultId
              : undefined,
    };
  if (p.startsWith('/suppliers/departures/:timeId'))
    return { own: { timeId: fx.slot.timeId }, foreign: fx.other.timeId };
  if (/^\/activity\/:id\/(approve|reject)$/.test(p)) return { own: { id: fx.pendingActivityId } };
  if (p.startsWith('/activity/:id')) return { own: { id: fx.slot.activityId } };
  if (p.startsWith('/booking/:id')) return { own: { id: fx.cartBooking }, foreign: fx.otherBooking };
  if (p.startsWith('/order/:id')) return { own: { id: fx.unpaidOrder }, foreign: fx.otherOrder };
  if (p.startsWith('/payment/:id')) return { own: { id: fx.paymentId } };
  if (p.startsWith('/supplier_contact/')) return { own: { id: fx.contactId } };
  if (p.startsWith('/provider_alert/')) return { own: { id: fx.alertId } };
  if (p.startsWith('/supplier_comment/')) return { own: { id: fx.commentId } };
  if (p.startsWith('/supplier/:id')) return { own: { id: fx.targetSupplierId } };
  return { own: {} };
}

/** Plausible values for body fields, by name (ids the principal may use), and the foreign ones. */
function fieldValues(): { own: Record<string, unknown>; foreign: Record<string, unknown> } {
  return {
    own: {
      activity_id: fx.slot.activityId,
      activity_date_id: fx.slot.dateId,
      activity_time_id: fx.slot.timeId,
      activity_price_id: fx.slot.adultId,
      booking_ids: [fx.cartBooking],
      order_id: fx.unpaidOrder,
      payment_method_id: 1,
      supplier_id: fx.targetSupplierId,
      attribute_id: fx.templateId,
      regularity_id: fx.regularityId,
      document_type_id: 3,
    },
    foreign: {
      activity_id: fx.other.activityId,
      activity_date_id: fx.other.dateId,
      activity_time_id: fx.other.timeId,
      activity_price_id: fx.other.adultId,
      booking_ids: [fx.otherBooking],
      order_id: fx.otherOrder,
    },
  };
}

/** A base body from the request schema: plausible values, real ids by field name. */
function fromSchema(schema: any, name = ''): unknown {
  const own = fieldValues().own;
  if (name in own) return own[name];
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (schema?.enum) return schema.enum[0];
  if (type === 'object')
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fromSchema(s, k)]));
  if (type === 'array') return [fromSchema(schema.items, name)];
  if (type === 'integer') return /_id$/.test(name) ? 1 : 2;
  if (type === 'number') return 10.5;
  if (type === 'boolean') return true;
  if (/email/.test(name)) return 'prueba@example.com';
  if (/password/.test(name)) return 'Xplora2026!';
  if (/(^|_)(starts|ends)_at$|date/.test(name)) return caracasDay(15);
  return 'Texto de prueba';
}

/** Hand-made base bodies where the schema sketch is not close enough to a valid request. */
function baseBody(key: string, schema: any): Record<string, unknown> {
  const activity = () =>
    restActivityForm({
      categoryId: 1,
      languageId: 1,
      regularityId: fx.regularityId,
      originId: 1,
      destinationId: 2,
      templateId: fx.templateId,
      templateName: '',
    });
  const known: Record<string, () => Record<string, unknown>> = {
    'POST /activity/:id/booking': () => bookingBody(fx.slot, [[fx.slot.adultId, 1]]),
    'POST /suppliers/activity': activity,
    'PUT /suppliers/activity/:id': activity,
    'PATCH /suppliers/activity/:id': () => ({ status: 1 }),
    'POST /supplier': () => restSupplierForm(),
    'PUT /supplier/:id': () => restSupplierForm(),
    'PATCH /supplier/:id': () => restSupplierForm(),
    'POST /suppliers/activity/:id/dates/:dateId/time': () => ({
      starts_at: '09:00',
      ends_at: '12:00',
      expected_participants: 10,
    }),
    'PUT /suppliers/activity/:id/dates/:dateId/time/:timeId': () => ({
      starts_at: '09:00',
      ends_at: '12:00',
      expected_participants: 10,
    }),
    'POST /suppliers/activity/:id/details': () => ({
      type: 'highlight',
      title: 'Almuerzo',
      description: 'Incluido.',
    }),
    'PUT /suppliers/activity/:id/details/:detailId': () => ({
      type: 'highlight',
      title: 'Almuerzo',
      description: 'Incluido.',
    }),
    'POST /exchange_rate': () => ({ currency: 'USD', rate: '36.60', value_date: caracasDay(0) }),
    'POST /payment/:id/confirm': () => ({ accept_mismatch: false }),
  };
  return known[key]?.() ?? ((schema ? fromSchema(schema) : {}) as Record<string, unknown>);
}

async function send(
  method: string,
  path: string,
  who: Who,
  variant: Variant,
  ip: string,
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  const t = token(who);
  if (t) headers.authorization = `Bearer ${t}`;
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: variant.raw ?? (variant.body === undefined ? undefined : JSON.stringify(variant.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

const writing = routes.filter((r) => r.method !== 'GET');
let sent = 0;

describe('bad input on every writing route: a 4xx with {message, code}, never a 5xx, nothing written', () => {
  let n = 0;
  for (const route of writing) {
    const key = `${route.method} ${route.path}`;
    it(key, async () => {
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]![route.method.toLowerCase()];
      const who = principal(op);
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const { own, foreign } = ids(route.path);
      const fill = (path: string, last?: string) => {
        const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        return names.reduce(
          (acc, name, i) =>
            acc.replace(
              `:${name}`,
              i === names.length - 1 && last !== undefined ? last : String(own[name] ?? UNKNOWN_ID),
            ),
          path,
        );
      };
      const cases: { path: string; variant: Variant }[] = [];
      const base = baseBody(key, schema);
      if (schema)
        for (const variant of badBodies(base, fieldValues().foreign, new Set(schema.required ?? [])))
          cases.push({ path: fill(route.path), variant });
      else {
        cases.push({ path: fill(route.path), variant: { name: 'JSON mal formado', raw: '{"a": ' } });
        cases.push({
          path: fill(route.path),
          variant: { name: 'un texto JSON en vez de objeto', raw: '"hola"' },
        });
      }
      if (route.path.includes(':'))
        for (const bad of badIds(foreign))
          cases.push({
            path: fill(route.path, bad),
            variant: { name: `id ${bad}`, body: schema ? base : undefined },
          });
      if (schema || route.path.includes(':')) expect(cases.length).toBeGreaterThanOrEqual(8);

      const before = await snapshot();
      const ip = `10.77.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;
      const failures: string[] = [];
      for (const { path, variant } of cases) {
        const res = await send(route.method, path, who, variant, ip);
        const ok =
          res.status >= 400 &&
          res.status < 500 &&
          typeof res.body?.message === 'string' &&
          typeof res.body?.code === 'string';
        if (!ok) failures.push(`${variant.name} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      }
      sent += cases.length;
      expect(failures, `${key} as ${who}`).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('drove at least 8 bad inputs per writing route on average', () => {
    expect(sent).toBeGreaterThanOrEqual(8 * writing.length);
  });
});
