import type { RestRoute } from '../../../rest-compat/src/route.js';
import type { Principal, World } from './world.js';

type Vars = Record<string, any>;

/**
 * One row per /api/v1 route ("METHOD /path"). A route runs one GraphQL operation in-process, so by default its
 * allowed principals and its example invocation come from that operation's GraphQL row (`graphql-rows.ts`): the
 * path parameters are filled from the variables (`:id` ← id, activityId or input.id; `:dateId` ← dateId …) and the
 * body is the `input` in snake_case. A row only says what differs.
 */
export interface RestRow {
  /** The GraphQL row whose variables and principals this route reuses (default: the route's first root field). */
  from?: string;
  /** Other principals than the GraphQL row's (e.g. a route that is narrower or broader). */
  allow?: Principal[];
  /** A partner key with every scope succeeds here (the route's `partnerScope` must also be set). */
  partner?: boolean;
  params?: (v: Vars) => Record<string, unknown>;
  body?: (v: Vars, w: World) => unknown;
  query?: (v: Vars) => Record<string, string>;
}

const none = () => undefined;
const byId = (key: string) => (v: Vars) => ({ id: v[key] });
const childOf = (name: string) => (v: Vars) => ({ id: v.activityId, [name]: v.id });

export const restRows: Record<string, RestRow> = {
  // lookups and catalogue
  'GET /activity_category': { partner: true },
  'GET /location': { partner: true },
  'GET /activity_attribute': { partner: true },
  'GET /activity_regularity': { partner: true },
  'GET /language': { partner: true },
  'GET /activity': { partner: true, body: none },
  'GET /activity/:id': { partner: true },
  'POST /activity/:id/bookmark': {},
  'POST /activity/:id/unbookmark': {},
  'GET /bookmarked': { body: none },
  'POST /supplier_lead': {},
  'GET /payment_method': { partner: true },
  'GET /bank': { partner: true },

  // accounts
  'POST /login': {},
  'POST /supplier/login': {
    body: (v) => ({ username: v.input.username, password: v.input.password }),
  },
  'POST /admin/login': {
    body: (_v, w) => ({ username: w.adminUser.email, password: w.adminUser.password }),
  },
  'POST /logout': {},
  'GET /me': { allow: ['visitor', 'customer', 'otherCustomer', 'supplier', 'otherSupplier', 'admin'] },
  'POST /register': {},
  'POST /supplier/register': {},
  'POST /admin/register': {},
  'POST /password/forgot': {},
  'POST /password/recover': {},

  // the customer's own account
  'GET /profile': {},
  'PUT /profile': {},
  'POST /profile/password': {},
  'POST /profile/email/confirm': {},
  'POST /profile/email/revert': {},
  'GET /me/export': {},
  'POST /profile/close': {},
  'POST /booking/:id/review': { params: (v) => ({ id: v.input.bookingId }) },

  // booking
  'POST /activity/:id/booking': {
    partner: true,
    params: (v) => ({ id: v.input.activityId }),
    body: (v) => ({
      activity_id: Number(v.input.activityId),
      activity_date_id: Number(v.input.activityDateId),
      activity_time_id: Number(v.input.activityTimeId),
      details: v.input.details.map((d: Vars) => ({
        activity_price_id: Number(d.activityPriceId),
        quantity: d.quantity,
      })),
    }),
  },
  // a partner key reads its own bookings and orders (those it created), never a customer's
  'GET /booking': { partner: true },
  'GET /booking/:id': {},
  'DELETE /booking/:id': {},
  'POST /booking/order': { body: (v) => ({ booking_ids: v.input.bookingIds.map(Number) }) },
  'GET /order': { partner: true, body: none },
  'DELETE /order/:id': {},
  'POST /gateway/pago_movil/register': {
    body: (v) => ({
      order_id: Number(v.input.orderId),
      payment_method_id: Number(v.input.paymentMethodId),
      bank: v.input.bank,
      buyer_id: v.input.buyerId,
      paid_amount: v.input.paidAmount,
      reference: v.input.reference,
      accept_terms: true,
    }),
  },
  'POST /payment/:id/confirm': {},

  // voucher and check-in (issue 17); a partner key sees the manifest of its own bookings only (none here)
  'GET /booking/:id/voucher': { params: byId('bookingId') },
  'GET /activity_time/:id/manifest': { partner: true, params: byId('activityTimeId') },
  'POST /activity_time/:id/check_in': {
    params: (v) => ({ id: v.input.activityTimeId }),
    body: (v) => ({ code: v.input.code }),
  },
  'POST /payment/:id/reject': { body: (v) => ({ reason: v.reason }) },
  'POST /booking/:id/cancel': { body: none },
  'POST /booking/:id/reschedule': { body: (v) => ({ activity_time_id: v.activityTimeId }) },
  'GET /waitlist': { partner: true, body: none },
  'POST /waitlist': {
    partner: true,
    body: (v) => ({ activity_time_id: Number(v.input.activityTimeId), participants: v.input.participants }),
  },
  'DELETE /waitlist/:id': {},
  'GET /refund': { body: none },
  'GET /suppliers/statements': { body: none },
  'GET /suppliers/statements/:id': {},
  'GET /suppliers/statements/:id/lines': {},
  'POST /suppliers/statements/:id/payments': {
    params: (v) => ({ id: v.input.statementId }),
    body: (v) => ({
      bank: v.input.bank,
      reference: v.input.reference,
      amount_ves: v.input.amountVes,
      paid_on: v.input.paidOn,
    }),
  },
  'GET /admin/statements': { body: none, query: (v) => ({ supplier_id: v.supplierId }) },
  'GET /admin/ledger': { body: none, query: (v) => ({ supplier_id: v.supplierId }) },
  'POST /refund/:id/refunded': { body: (v) => ({ reference: v.reference }) },
  'POST /refund/:id/decline': { body: (v) => ({ reason: v.reason }) },

  // admin
  'POST /attendee/confirm': {},
  'GET /admin/dashboard': {},
  'GET /admin/activity/pending': { body: none },
  'GET /supplier': { body: none },
  'GET /supplier/:id': {},
  'POST /supplier': {},
  'PUT /supplier/:id': {},
  'PATCH /supplier/:id': {},
  'POST /supplier/:id/activate': {},
  'GET /supplier_category': {},
  'GET /supplier/:id/contact': { params: byId('supplierId') },
  'GET /supplier/:id/alert': { params: byId('supplierId') },
  'GET /supplier/:id/comment': { params: byId('supplierId') },
  'POST /supplier_contact': {},
  'PUT /supplier_contact/:id': {},
  'PATCH /supplier_contact/:id': {},
  'POST /provider_alert': {},
  'PUT /provider_alert/:id': {},
  'PATCH /provider_alert/:id': {},
  'POST /provider_alert/:id/send': {},
  'POST /supplier_comment': {},
  'PUT /supplier_comment/:id': {},
  'PATCH /supplier_comment/:id': {},
  'POST /activity/:id/approve': {},
  'POST /activity/:id/reject': {
    params: (v) => ({ id: v.input.id }),
    body: (v) => ({ reason: v.input.reason }),
  },
  'GET /exchange_rate': { body: none },
  'GET /exchange_rate/latest': { query: (v) => ({ currency: v.currency }) },
  'POST /exchange_rate': {},

  // supplier portal
  'GET /suppliers/dashboard': {},
  'GET /suppliers/bookings': {},
  'GET /suppliers/audit': {},
  'GET /suppliers/payments/pending': {},
  'GET /suppliers/departures': {},
  'GET /suppliers/profile': {},
  'PUT /suppliers/profile': {},
  'GET /suppliers/activity': { body: none },
  'POST /suppliers/activity': { body: (v) => activityBody(v.input) },
  'GET /suppliers/activity/:id': {},
  'PUT /suppliers/activity/:id': { body: (v) => activityBody(v.input) },
  'PATCH /suppliers/activity/:id': {
    from: 'Mutation.setActivityStatus',
    body: (v) => ({ status: v.status }),
  },
  'DELETE /suppliers/activity/:id': {},
  'GET /suppliers/activity/:id/dates': { params: byId('activityId') },
  'POST /suppliers/activity/:id/dates': { params: byId('activityId') },
  'PUT /suppliers/activity/:id/dates/:dateId': { params: childOf('dateId') },
  'DELETE /suppliers/activity/:id/dates/:dateId': { params: childOf('dateId'), body: none },
  'POST /suppliers/activity/:id/dates/:dateId/time': {
    params: (v) => ({ id: v.activityId, dateId: v.dateId }),
  },
  'PUT /suppliers/activity/:id/dates/:dateId/time/:timeId': {
    params: (v) => ({ id: v.activityId, dateId: v.dateId, timeId: v.id }),
  },
  'DELETE /suppliers/activity/:id/dates/:dateId/time/:timeId': {
    params: (v) => ({ id: v.activityId, dateId: v.dateId, timeId: v.id }),
    body: none,
  },
  'GET /suppliers/activity/:id/images': { params: byId('activityId') },
  'DELETE /suppliers/activity/:id/images/:imageId': { params: childOf('imageId'), body: none },
  'GET /suppliers/activity/:id/details': { params: byId('activityId') },
  'POST /suppliers/activity/:id/details': {
    params: byId('activityId'),
    body: (v) => ({ ...v.input, type: String(v.input.type).toLowerCase() }),
  },
  'PUT /suppliers/activity/:id/details/:detailId': {
    params: childOf('detailId'),
    body: (v) => ({ ...v.input, type: String(v.input.type).toLowerCase() }),
  },
  'DELETE /suppliers/activity/:id/details/:detailId': { params: childOf('detailId'), body: none },
  'GET /suppliers/activity/:id/prices': { params: byId('activityId') },
  'POST /suppliers/activity/:id/prices': { params: byId('activityId') },
  'PUT /suppliers/activity/:id/prices/:priceId': { params: childOf('priceId') },
  'DELETE /suppliers/activity/:id/prices/:priceId': { params: childOf('priceId'), body: none },
  'GET /suppliers/activity/:id/comments': { params: byId('activityId') },
  'PATCH /suppliers/activity/:id/comments/:commentId': {
    params: childOf('commentId'),
    body: (v) => ({ status: String(v.status).toLowerCase() }),
  },
  'POST /suppliers/departures/:timeId/cancel': { body: (v) => ({ reason: String(v.reason).toLowerCase() }) },
  // also reads the activity itself: another supplier gets 404 here (the GraphQL list just comes back empty)
  'GET /suppliers/activity/:id/reservations': {
    from: 'Query.supplierReservations',
    allow: ['supplier'],
    params: byId('activityId'),
  },
};

function activityBody(input: Vars) {
  return {
    title: input.title,
    summary: input.summary,
    description: input.description,
    base_price: input.basePrice,
    expected_participants: input.expectedParticipants,
    min_participants: input.minParticipants,
    max_participants: input.maxParticipants,
    departure_address: input.departureAddress,
    category_id: input.categoryId,
    language_id: input.languageId,
    regularity_id: input.regularityId,
    origin_id: input.originId,
    destination_id: input.destinationId,
  };
}

/** The GraphQL row a route takes its principals and variables from: `from`, else its document's first root field. */
export function graphqlRowKey(route: RestRoute, row: RestRow): string {
  const operation = route.document.definitions[0] as any;
  const kind = operation.operation === 'query' ? 'Query' : 'Mutation';
  return row.from ?? `${kind}.${operation.selectionSet.selections[0].name.value as string}`;
}

/** The route's path parameters from the GraphQL variables (`:id` ← id, input.id or activityId; others by name). */
export function restParams(route: RestRoute, row: RestRow, v: Vars): Record<string, string> {
  const given = row.params?.(v) ?? {};
  return Object.fromEntries(
    [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => {
      const value =
        given[name!] ?? v[name!] ?? (name === 'id' ? (v.id ?? v.input?.id ?? v.activityId) : undefined);
      if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
      return [name!, String(value)];
    }),
  );
}

export function fillPath(route: RestRoute, params: Record<string, unknown>): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The request body: the row's own, else the variables' `input` in snake_case (none for GET and DELETE). */
export function restBody(route: RestRoute, row: RestRow, v: Vars, w: World): unknown {
  if (row.body) return row.body(v, w);
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  return snakeCase(v.input ?? v);
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
function snakeCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCase);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [snake(k), snakeCase(x)]));
  return value;
}
