import { expect } from 'vitest';
import type { SlotFixture } from '../booking.fixtures.js';
import type { Lookups } from '../supplier-portal.fixtures.js';
import type { TestServer } from '../support/test-server.js';

/** The rows of tests/api/rest-conformance.test.ts, transcribed from §7 of both spec documents. */

export interface Ctx {
  http: TestServer['http'];
  slot: SlotFixture;
  customer: { id: number; token: string; email: string };
  adminToken: string;
  targetSupplierId: number;
  lookups: Lookups;
  tag: string;
  helpers: {
    restActivityForm(l: Lookups, overrides?: Record<string, unknown>): Record<string, unknown>;
    restSupplierForm(overrides?: Record<string, unknown>): Record<string, unknown>;
    dayFromNow(days: number): string;
  };
  // ids learnt along the way
  registeredEmail: string;
  bookingId: number;
  orderId: number;
  orderTotalVes: string;
  portalActivityId: number;
  dateId: number;
  timeId: number;
  imageId: number;
  detailId: number;
  priceId: number;
  newSupplierId: number;
  contactId: number;
  alertId: number;
  commentId: number;
}

export interface Row {
  /** `METHOD /path` as in the route table. */
  route: string;
  /** A second example of the same route (home GETs, the wizard's order). */
  example?: string;
  who: 'visitor' | 'customer' | 'supplier' | 'admin';
  request(ctx: Ctx): { path: string; body?: unknown } | Promise<{ path: string; body?: unknown }>;
  multipart?: boolean;
  /** A public route that this principal calls (no 401 without a session). */
  open?: boolean;
  status: number;
  /** Top-level keys the response must have (the list envelope: data, currentPage, lastPage, total). */
  keys: string[];
  /** Keys of the first list item (or of the object), e.g. the relations asked for with `with`. */
  itemKeys?: string[];
  check?(body: any, ctx: Ctx): void | Promise<void>;
}

const PASSWORD = 'Xplora2026!';
/** The demo customer whose password the forgot → recover rows change. */
const RECOVERING = 'cliente2@xplora.test';
const SESSION = ['user', 'access_token', 'expires_at', 'scopes'];
const LIST = ['data', 'currentPage', 'lastPage', 'total'];
const A = (ctx: Ctx) => `/suppliers/activity/${ctx.portalActivityId}`;

async function cartBooking(ctx: Ctx): Promise<number> {
  const res = await ctx.http('POST', `/api/v1/activity/${ctx.slot.activityId}/booking`, {
    token: ctx.customer.token,
    body: {
      activity_id: ctx.slot.activityId,
      activity_date_id: ctx.slot.dateId,
      activity_time_id: ctx.slot.timeId,
      details: [{ activity_price_id: ctx.slot.adultId, quantity: 1 }],
    },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id;
}

const lookup = (path: string, who: Row['who'] = 'visitor', itemKeys = ['id', 'name']): Row => ({
  route: `GET ${path}`,
  who,
  open: path !== '/supplier_category',
  request: () => ({ path: `${path}?status=1&orderBy=id:asc&cache=1` }),
  status: 200,
  keys: LIST,
  itemKeys,
  check: (body) => {
    const ids = body.data.map((x: { id: number }) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.lastPage).toBe(1);
  },
});

export const CONFORMANCE_ROWS: Row[] = [
  // ── customer-and-shared.md §7: auth ──
  {
    route: 'POST /register',
    who: 'visitor',
    request: (ctx) => {
      ctx.registeredEmail = `conformidad-${ctx.tag}@example.com`;
      return {
        path: '/register',
        body: { name: 'Ana Pérez', email: ctx.registeredEmail, password: PASSWORD },
      };
    },
    status: 201,
    keys: ['user'],
  },
  {
    route: 'POST /login',
    who: 'visitor',
    request: () => ({ path: '/login', body: { email: 'cliente@xplora.test', password: PASSWORD } }),
    status: 200,
    keys: SESSION,
    check: (body) => expect(body.scopes).toEqual(['client']),
  },
  {
    route: 'POST /supplier/login',
    who: 'visitor',
    request: () => ({
      path: '/supplier/login',
      body: { username: 'aliado@xplora.test', password: PASSWORD },
    }),
    status: 200,
    keys: SESSION,
    check: (body) => expect(body.scopes).toEqual(['supplier']),
  },
  {
    route: 'POST /admin/login',
    who: 'visitor',
    request: () => ({ path: '/admin/login', body: { username: 'admin@xplora.test', password: PASSWORD } }),
    status: 200,
    keys: SESSION,
    check: (body) => expect(body.scopes).toEqual(['admin']),
  },
  {
    route: 'POST /supplier/register',
    who: 'visitor',
    request: (ctx) => ({
      path: '/supplier/register',
      body: {
        document_type_id: 3,
        document_code: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
        name: `Posada ${ctx.tag}`,
        legal_name: `Inversiones ${ctx.tag} C.A.`,
        email: `aliado-conformidad-${ctx.tag}@example.com`,
        password: PASSWORD,
      },
    }),
    status: 201,
    keys: ['user'],
  },
  {
    route: 'POST /password/forgot',
    who: 'visitor',
    request: () => ({ path: '/password/forgot', body: { user: RECOVERING } }),
    status: 200,
    keys: ['message'],
  },
  {
    route: 'POST /password/recover',
    who: 'visitor',
    request: async (ctx) => {
      // The reset mail is written right after the forgot answer, not before it.
      let mail: { links: string[] } | undefined;
      for (let i = 0; i < 100 && !mail; i++) {
        const mails: { links: string[] }[] = (
          await ctx.http('GET', `/dev/mailbox.json?to=${encodeURIComponent(RECOVERING)}`)
        ).body.mails;
        mail = mails.find((m) => m.links.some((l) => l.includes('/recover?t=')));
        if (!mail) await new Promise((r) => setTimeout(r, 50));
      }
      const token = new URL(mail!.links.find((l) => l.includes('/recover?t='))!).searchParams.get('t');
      return { path: '/password/recover', body: { password: 'Otra-Clave-2026!', token } };
    },
    status: 200,
    keys: ['message'],
  },
  // ── catalogue ──
  {
    route: 'GET /activity',
    who: 'visitor',
    request: () => ({
      path: '/activity?status=1&page=1&perPage=8&with=images,category,destination,tags&orderBy=id:asc',
    }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'title', 'base_price', 'images', 'category', 'destination', 'tags'],
    check: (body) => {
      const ids = body.data.map((a: { id: number }) => a.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(body.data.every((a: { status: number }) => a.status === 1)).toBe(true);
    },
  },
  {
    route: 'GET /activity',
    example: '(inicio: destacadas)',
    who: 'visitor',
    request: () => ({ path: '/activity?status=1&perPage=12&featured=true&orderBy=id:desc&cache=1' }),
    status: 200,
    keys: LIST,
    check: (body) => {
      const ids = body.data.map((a: { id: number }) => a.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    },
  },
  {
    route: 'GET /activity',
    example: '(inicio: Caracas)',
    who: 'visitor',
    request: () => ({ path: '/activity?status=1&perPage=8&destination_id=1&with=images' }),
    status: 200,
    keys: LIST,
  },
  lookup('/activity_category'),
  lookup('/location'),
  lookup('/activity_attribute'),
  {
    route: 'GET /activity/:id',
    who: 'visitor',
    request: (ctx) => ({
      path: `/activity/${ctx.slot.activityId}?with=images,category,destination,origin,prices,details,dates,dates.times,supplier`,
    }),
    status: 200,
    keys: [
      'id',
      'title',
      'description',
      'base_price',
      'prices',
      'dates',
      'supplier',
      'destination',
      'origin',
    ],
    check: (body, ctx) => expect(body.id).toBe(ctx.slot.activityId),
  },
  {
    route: 'POST /activity/:id/bookmark',
    who: 'customer',
    request: (ctx) => ({ path: `/activity/${ctx.slot.activityId}/bookmark` }),
    status: 200,
    keys: ['id'],
  },
  {
    route: 'GET /bookmarked',
    who: 'customer',
    request: () => ({
      path: '/bookmarked?with=images,category,destination&bookmarked=true&page=1&perPage=10',
    }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'title', 'images', 'category', 'destination'],
    check: (body, ctx) => expect(body.data.map((a: { id: number }) => a.id)).toContain(ctx.slot.activityId),
  },
  {
    route: 'POST /activity/:id/unbookmark',
    who: 'customer',
    request: (ctx) => ({ path: `/activity/${ctx.slot.activityId}/unbookmark` }),
    status: 200,
    keys: ['id'],
  },
  // ── booking, cart, orders, payments ──
  {
    route: 'POST /activity/:id/booking',
    who: 'customer',
    request: (ctx) => ({
      path: `/activity/${ctx.slot.activityId}/booking`,
      body: {
        activity_id: ctx.slot.activityId,
        activity_date_id: ctx.slot.dateId,
        activity_time_id: ctx.slot.timeId,
        details: [{ activity_price_id: ctx.slot.adultId, quantity: 2 }],
      },
    }),
    status: 201,
    keys: ['id'],
    check: (body, ctx) => {
      ctx.bookingId = body.id;
    },
  },
  {
    route: 'GET /booking',
    who: 'customer',
    request: () => ({
      path: '/booking?status=1&with=activity.images,activity.destination,date,time,details,details.price,activity.category',
    }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'activity', 'date', 'time', 'details'],
    check: (body, ctx) => {
      const mine = body.data.find((b: { id: number }) => b.id === ctx.bookingId);
      expect(mine.activity).toHaveProperty('images');
      expect(mine.activity).toHaveProperty('category');
      expect(mine.details[0]).toHaveProperty('price');
    },
  },
  {
    route: 'GET /booking/:id',
    who: 'customer',
    request: (ctx) => ({
      path: `/booking/${ctx.bookingId}?with=activity,activity.destination,activity.origin,supplier,supplier.payment_data,details,details.price,orders,date,time`,
    }),
    status: 200,
    keys: ['id', 'activity', 'supplier', 'details', 'orders', 'date', 'time'],
    check: (body) => {
      expect(body.activity).toHaveProperty('destination');
      expect(body.activity).toHaveProperty('origin');
      expect(body.supplier).toHaveProperty('payment_data');
    },
  },
  {
    route: 'POST /booking/order',
    who: 'customer',
    request: (ctx) => ({ path: '/booking/order', body: { booking_ids: [ctx.bookingId] } }),
    status: 201,
    keys: ['data'],
    check: (body, ctx) => {
      ctx.orderId = body.data[0].id;
    },
  },
  {
    route: 'POST /booking/order',
    example: '(asistente)',
    who: 'customer',
    request: async (ctx) => ({
      path: '/booking/order',
      body: {
        booking_ids: [await cartBooking(ctx)],
        name: 'Ana Pérez',
        national_id: 'V12345678',
        email: 'ana@example.com',
        phone: '04141234567',
      },
    }),
    status: 201,
    keys: ['data'],
  },
  lookup('/payment_method', 'visitor', ['id', 'name', 'code']),
  {
    route: 'GET /order',
    who: 'customer',
    request: () => ({ path: '/order?status=0&paid=false&page=1&perPage=10&with=booking,booking.activity' }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'status', 'paid'],
    check: (body, ctx) => {
      const mine = body.data.find((o: { id: number }) => o.id === ctx.orderId);
      expect(mine).toBeDefined();
      ctx.orderTotalVes = String(mine.total_ves ?? mine.amount ?? '');
    },
  },
  {
    route: 'POST /gateway/pago_movil/register',
    who: 'customer',
    request: (ctx) => ({
      path: '/gateway/pago_movil/register',
      body: {
        order_id: ctx.orderId,
        payment_method_id: 1,
        bank: '0102',
        buyer_id: 'V12345678',
        paid_amount: ctx.orderTotalVes.replace('.', ','),
        reference: `REF${Date.now() % 1_000_000}`,
        accept_terms: true,
      },
    }),
    status: 201,
    keys: ['id'],
  },
  {
    route: 'DELETE /booking/:id',
    who: 'customer',
    request: async (ctx) => ({ path: `/booking/${await cartBooking(ctx)}` }),
    status: 200,
    keys: ['message'],
  },
  {
    route: 'DELETE /order/:id',
    who: 'customer',
    request: async (ctx) => {
      const placed = await ctx.http('POST', '/api/v1/booking/order', {
        token: ctx.customer.token,
        body: { booking_ids: [await cartBooking(ctx)] },
      });
      return { path: `/order/${placed.body.data[0].id}` };
    },
    status: 200,
    keys: ['message'],
  },
  // ── supplier-and-admin.md §7: supplier portal ──
  {
    route: 'GET /suppliers/dashboard',
    who: 'supplier',
    request: () => ({ path: '/suppliers/dashboard' }),
    status: 200,
    keys: [],
  },
  {
    route: 'POST /suppliers/activity',
    who: 'supplier',
    request: (ctx) => ({ path: '/suppliers/activity', body: ctx.helpers.restActivityForm(ctx.lookups) }),
    status: 201,
    keys: ['id', 'title', 'status'],
    check: (body, ctx) => {
      ctx.portalActivityId = body.id;
      expect(body.status).toBe(0);
    },
  },
  {
    route: 'GET /suppliers/activity',
    who: 'supplier',
    request: () => ({ path: '/suppliers/activity?orderBy=id:desc&perPage=10&page=1&with=category' }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'title', 'status', 'category'],
    check: (body, ctx) => expect(body.data[0].id).toBe(ctx.portalActivityId),
  },
  {
    route: 'GET /suppliers/activity/:id',
    who: 'supplier',
    request: (ctx) => ({ path: A(ctx) }),
    status: 200,
    keys: ['id', 'title', 'status', 'base_price'],
  },
  {
    route: 'PUT /suppliers/activity/:id',
    who: 'supplier',
    request: (ctx) => ({
      path: A(ctx),
      body: ctx.helpers.restActivityForm(ctx.lookups, { title: `Paseo renovado ${ctx.tag}` }),
    }),
    status: 200,
    keys: ['id', 'title'],
    check: (body, ctx) => expect(body.title).toBe(`Paseo renovado ${ctx.tag}`),
  },
  {
    route: 'PATCH /suppliers/activity/:id',
    who: 'supplier',
    request: (ctx) => ({ path: A(ctx), body: { status: 0 } }),
    status: 200,
    keys: [],
  },
  lookup('/activity_regularity', 'supplier'),
  lookup('/language', 'supplier'),
  {
    route: 'POST /suppliers/activity/:id/dates',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/dates`, body: { starts_at: ctx.helpers.dayFromNow(20) } }),
    status: 201,
    keys: ['id', 'starts_at'],
    check: (body, ctx) => {
      ctx.dateId = body.id;
    },
  },
  {
    route: 'PUT /suppliers/activity/:id/dates/:dateId',
    who: 'supplier',
    request: (ctx) => ({
      path: `${A(ctx)}/dates/${ctx.dateId}`,
      body: { starts_at: ctx.helpers.dayFromNow(21) },
    }),
    status: 200,
    keys: ['id', 'starts_at'],
  },
  {
    route: 'POST /suppliers/activity/:id/dates/:dateId/time',
    who: 'supplier',
    request: (ctx) => ({
      path: `${A(ctx)}/dates/${ctx.dateId}/time`,
      body: { starts_at: '09:00', ends_at: '12:00', expected_participants: 10 },
    }),
    status: 201,
    keys: ['id', 'starts_at', 'ends_at', 'expected_participants'],
    check: (body, ctx) => {
      ctx.timeId = body.id;
    },
  },
  {
    route: 'PUT /suppliers/activity/:id/dates/:dateId/time/:timeId',
    who: 'supplier',
    request: (ctx) => ({
      path: `${A(ctx)}/dates/${ctx.dateId}/time/${ctx.timeId}`,
      body: { starts_at: '10:00', ends_at: '13:00', expected_participants: 12 },
    }),
    status: 200,
    keys: ['id', 'expected_participants'],
  },
  {
    route: 'GET /suppliers/activity/:id/dates',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/dates` }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'starts_at', 'times'],
    check: (body) => expect(body.lastPage).toBe(1),
  },
  {
    route: 'POST /suppliers/activity/:id/images',
    who: 'supplier',
    multipart: true,
    request: (ctx) => ({ path: `${A(ctx)}/images` }),
    status: 201,
    keys: ['id'],
    check: (body, ctx) => {
      ctx.imageId = body.id;
    },
  },
  {
    route: 'GET /suppliers/activity/:id/images',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/images?page=1&perPage=12` }),
    status: 200,
    keys: LIST,
    itemKeys: ['id'],
  },
  {
    route: 'DELETE /suppliers/activity/:id/images/:imageId',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/images/${ctx.imageId}` }),
    status: 200,
    keys: [],
  },
  {
    route: 'POST /suppliers/activity/:id/details',
    who: 'supplier',
    request: (ctx) => ({
      path: `${A(ctx)}/details`,
      body: { type: 'highlight', title: 'Almuerzo incluido', description: 'Pescado frito y tostones.' },
    }),
    status: 201,
    keys: ['id', 'type', 'title'],
    check: (body, ctx) => {
      ctx.detailId = body.id;
    },
  },
  {
    route: 'PUT /suppliers/activity/:id/details/:detailId',
    who: 'supplier',
    request: (ctx) => ({
      path: `${A(ctx)}/details/${ctx.detailId}`,
      body: { type: 'highlight', title: 'Almuerzo criollo', description: 'Pabellón.' },
    }),
    status: 200,
    keys: ['id', 'title'],
  },
  {
    route: 'GET /suppliers/activity/:id/details',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/details?type=highlight` }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'type', 'title'],
  },
  {
    route: 'POST /suppliers/activity/:id/prices',
    who: 'supplier',
    request: (ctx) => ({
      path: `${A(ctx)}/prices`,
      body: { title: 'Niño', description: 'Menores de 12', price: '15.00', participants: 1 },
    }),
    status: 201,
    keys: ['id', 'title', 'price', 'participants'],
    check: (body, ctx) => {
      ctx.priceId = body.id;
    },
  },
  {
    route: 'PUT /suppliers/activity/:id/prices/:priceId',
    who: 'supplier',
    request: (ctx) => ({
      path: `${A(ctx)}/prices/${ctx.priceId}`,
      body: { title: 'Niño', description: 'Menores de 10', price: '12.00', participants: 1 },
    }),
    status: 200,
    keys: ['id', 'price'],
  },
  {
    route: 'GET /suppliers/activity/:id/prices',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/prices` }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'title', 'price', 'participants'],
  },
  {
    route: 'GET /suppliers/activity/:id/comments',
    who: 'supplier',
    request: (ctx) => ({ path: `/suppliers/activity/${ctx.slot.activityId}/comments` }),
    status: 200,
    keys: LIST,
  },
  {
    route: 'GET /suppliers/activity/:id/reservations',
    who: 'supplier',
    request: (ctx) => ({ path: `/suppliers/activity/${ctx.slot.activityId}/reservations` }),
    status: 200,
    keys: LIST,
    itemKeys: ['id'],
    check: (body) => {
      const ids = body.data.map((b: { id: number }) => b.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    },
  },
  {
    route: 'DELETE /suppliers/activity/:id/prices/:priceId',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/prices/${ctx.priceId}` }),
    status: 200,
    keys: [],
  },
  {
    route: 'DELETE /suppliers/activity/:id/details/:detailId',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/details/${ctx.detailId}` }),
    status: 200,
    keys: [],
  },
  {
    route: 'DELETE /suppliers/activity/:id/dates/:dateId/time/:timeId',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/dates/${ctx.dateId}/time/${ctx.timeId}` }),
    status: 200,
    keys: [],
  },
  {
    route: 'DELETE /suppliers/activity/:id/dates/:dateId',
    who: 'supplier',
    request: (ctx) => ({ path: `${A(ctx)}/dates/${ctx.dateId}` }),
    status: 200,
    keys: [],
  },
  {
    route: 'DELETE /suppliers/activity/:id',
    who: 'supplier',
    request: (ctx) => ({ path: A(ctx) }),
    status: 200,
    keys: [],
  },
  // ── admin portal ──
  {
    route: 'GET /supplier',
    who: 'admin',
    request: () => ({ path: '/supplier?orderBy=id:asc&page=1&perPage=10' }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'trade_name', 'email', 'status'],
    check: (body) => {
      const ids = body.data.map((s: { id: number }) => s.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    },
  },
  {
    route: 'POST /supplier',
    who: 'admin',
    request: (ctx) => ({ path: '/supplier', body: ctx.helpers.restSupplierForm() }),
    status: 201,
    keys: ['id'],
    check: (body, ctx) => {
      ctx.newSupplierId = body.id;
    },
  },
  {
    route: 'GET /supplier/:id',
    who: 'admin',
    request: (ctx) => ({ path: `/supplier/${ctx.newSupplierId}` }),
    status: 200,
    keys: ['id'],
  },
  {
    route: 'PUT /supplier/:id',
    who: 'admin',
    request: (ctx) => ({
      path: `/supplier/${ctx.newSupplierId}`,
      body: ctx.helpers.restSupplierForm({ trade_name: `Posada renovada ${ctx.tag}` }),
    }),
    status: 200,
    keys: ['id'],
  },
  lookup('/supplier_category', 'admin'),
  {
    route: 'POST /supplier_contact',
    who: 'admin',
    request: (ctx) => ({
      path: '/supplier_contact',
      body: {
        name: 'Luis Gómez',
        email: `contacto-${ctx.tag}@example.com`,
        phone_number: '0414-1234567',
        status: 1,
        supplier_id: ctx.targetSupplierId,
      },
    }),
    status: 201,
    keys: ['id'],
    check: (body, ctx) => {
      ctx.contactId = body.id;
    },
  },
  {
    route: 'PUT /supplier_contact/:id',
    who: 'admin',
    request: (ctx) => ({
      path: `/supplier_contact/${ctx.contactId}`,
      body: {
        name: 'Luis A. Gómez',
        email: `contacto-${ctx.tag}@example.com`,
        phone_number: '0414-1234567',
        status: 1,
        supplier_id: ctx.targetSupplierId,
      },
    }),
    status: 200,
    keys: ['id'],
  },
  {
    route: 'GET /supplier/:id/contact',
    who: 'admin',
    request: (ctx) => ({ path: `/supplier/${ctx.targetSupplierId}/contact` }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'name', 'email', 'phone_number', 'status'],
  },
  {
    route: 'POST /provider_alert',
    who: 'admin',
    request: (ctx) => ({
      path: '/provider_alert',
      body: {
        title: 'Documentos',
        message: 'Actualice su RIF.',
        status: 0,
        supplier_id: ctx.targetSupplierId,
      },
    }),
    status: 201,
    keys: ['id'],
    check: (body, ctx) => {
      ctx.alertId = body.id;
    },
  },
  {
    route: 'PUT /provider_alert/:id',
    who: 'admin',
    request: (ctx) => ({
      path: `/provider_alert/${ctx.alertId}`,
      body: {
        title: 'Documentos',
        message: 'Actualice su RIF hoy.',
        status: 0,
        supplier_id: ctx.targetSupplierId,
      },
    }),
    status: 200,
    keys: ['id'],
  },
  {
    route: 'GET /supplier/:id/alert',
    who: 'admin',
    request: (ctx) => ({ path: `/supplier/${ctx.targetSupplierId}/alert` }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'title', 'message', 'status'],
  },
  {
    route: 'POST /supplier_comment',
    who: 'admin',
    request: (ctx) => ({
      path: '/supplier_comment',
      body: { message: 'Llamar el lunes.', status: 1, supplier_id: ctx.targetSupplierId },
    }),
    status: 201,
    keys: ['id'],
    check: (body, ctx) => {
      ctx.commentId = body.id;
    },
  },
  {
    route: 'PUT /supplier_comment/:id',
    who: 'admin',
    request: (ctx) => ({
      path: `/supplier_comment/${ctx.commentId}`,
      body: { message: 'Llamar el martes.', status: 1, supplier_id: ctx.targetSupplierId },
    }),
    status: 200,
    keys: ['id'],
  },
  {
    route: 'GET /supplier/:id/comment',
    who: 'admin',
    request: (ctx) => ({ path: `/supplier/${ctx.targetSupplierId}/comment` }),
    status: 200,
    keys: LIST,
    itemKeys: ['id', 'message', 'status'],
  },
];
