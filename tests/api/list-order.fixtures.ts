import { expect } from 'vitest';
import { compareValues } from '../../schema/sorting.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
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
import { closeEndedPeriods } from '../../server/src/modules/finance/statement-close.js';
import { issueKey } from './partner.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { addSlot } from './reschedule.fixtures.js';
import { createUser } from './catalog.fixtures.js';
import { dayFromNow, lookups, pngImage, restActivityForm, upload } from './supplier-portal.fixtures.js';
import type { TestServer } from './support/test-server.js';

/** What the list-order suites seed: three slots (the first one's supplier is `tokens.supplier`) and who calls. */
export interface ListFixtures {
  slot: SlotFixture;
  other: SlotFixture;
  third: SlotFixture;
  customerEmail: string;
  /** The customer's booking on `other`, with two more slots of its activity to move to. */
  movableBookingId: number;
  tokens: Record<'customer' | 'supplier' | 'admin', string>;
}

/**
 * At least two rows with different values in every list both doors show (issue 16 §1), on the suite's own database:
 * refunds, orders, cart, favourites, payments, the portal's sub-lists, the admin's supplier tabs, leads, keys, rates.
 */
export async function seedListFixtures(server: TestServer): Promise<ListFixtures> {
  const tokens = {} as ListFixtures['tokens'];
  await ensureRate(server);
  const slot = await createSlot(server, { seats: 100 });
  const other = await createSlot(server, { seats: 100 });
  const third = await createSlot(server, { seats: 100 });
  const customer = await newCustomer(server);
  tokens.customer = customer.token;
  tokens.supplier = slot.supplierToken;
  tokens.admin = (await actor(server, UserRole.Admin)).token;
  const http = (method: string, path: string, who: keyof typeof tokens, body?: unknown) =>
    server.http(method, `/api/v1${path}`, { token: tokens[who], body }).then((res) => {
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    });
  // A commission, so the verified payments below leave ledger rows with amounts that differ.
  await fork(server).execute('update suppliers set fee = 0.1 where id = ?', [slot.supplierId]);
  // Two refund requests of different amounts: paid bookings of 1 and 3 seats, cancelled by the customer.
  for (const seats of [1, 3]) {
    const { bookingId } = await bookingIn(server, slot, customer.token, 'paid', seats);
    await http('POST', `/booking/${bookingId}/cancel`, 'customer');
  }
  // Two commission statements of the first supplier: the period of the two payments above (two lines), then one more
  // verified payment in the next period.
  const day = 86_400_000;
  await bookingIn(server, other, customer.token, 'paid', 1); // a second supplier with money on the ledger
  await closeEndedPeriods(server.db.orm, new Date(Date.now() + 31 * day), [slot.supplierId]);
  await bookingIn(server, slot, customer.token, 'paid', 2);
  await closeEndedPeriods(server.db.orm, new Date(Date.now() + 62 * day), [slot.supplierId]);
  // Customer lists: two orders (also the supplier's reservations), two bookings in the cart, two favourites.
  const customerEmail = customer.email;
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
  // Two arrivals an hour apart, so the supplier's bookings list has a check-in column that varies.
  for (const [i, { bookingId }] of paid.entries())
    await fork(server).execute(
      `update bookings set checked_in_at = now() - ? * interval '1 hour' where id = ?`,
      [i, bookingId],
    );
  await book(server, slot, customer.token, 3);
  await book(server, other, customer.token, 1);
  await http('POST', `/activity/${other.activityId}/bookmark`, 'customer');
  await http('POST', `/activity/${third.activityId}/bookmark`, 'customer');
  const base = `/suppliers/activity/${slot.activityId}`;
  // Portal sub-lists (editing sends the activity back to approval, so after the bookings): a second activity, dates, times, details, images; the slot brings three prices.
  const route = await http(
    'POST',
    '/suppliers/activity',
    'supplier',
    restActivityForm(await lookups(server), { title: 'Aaa ruta' }),
  );
  // A second departure of the supplier, on that activity: another title, minimum, capacity and day for the calendar.
  const routeDate = await http('POST', `/suppliers/activity/${route.id}/dates`, 'supplier', {
    starts_at: dayFromNow(12),
  });
  await http('POST', `/suppliers/activity/${route.id}/dates/${routeDate.id}/time`, 'supplier', {
    starts_at: '07:30',
    ends_at: '12:00',
    expected_participants: 6,
  });
  await http('POST', `${base}/dates`, 'supplier', { starts_at: dayFromNow(9) });
  for (const [title, description] of [
    ['Zarpe en lancha', 'Salida temprano'],
    ['Almuerzo criollo', 'Incluido en el precio'],
  ])
    await http('POST', `${base}/details`, 'supplier', { type: 'highlight', title, description });
  for (const [width, height, description] of [
    [80, 48, 'Vista al mar'],
    [64, 40, 'Atardecer'],
  ] as const) {
    const res = await upload(
      server,
      slot.activityId,
      slot.supplierToken,
      { data: await pngImage(width, height), name: 'foto.png', type: 'image/png' },
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
  // Two waitlist places of the customer (written directly: the fixture's slots have room, which joining refuses).
  for (const [place, participants] of [
    [other, 2],
    [third, 1],
  ] as const)
    await fork(server).execute(
      `insert into waitlist_entries (activity_time_id, activity_id, user_id, participants) values (?, ?, ?, ?)`,
      [place.timeId, place.activityId, customer.id, participants],
    );
  // Issue 33's small lists: a second admin, two staff members of the first supplier, a booking with two slots to move to.
  await actor(server, UserRole.Admin);
  for (const [name, email, role] of [
    ['Zoe Guía', 'zoe', 'GUIDE'],
    ['Álvaro Operaciones', 'alvaro', 'OPERATIONS'],
  ] as const) {
    const res = await server.http('POST', '/graphql', {
      token: tokens.supplier,
      body: {
        query: 'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }',
        variables: { input: { name, email: `${email}.${slot.supplierId}@staff.test`, role } },
      },
    });
    if (res.body.errors) throw new Error(`inviteStaff: ${JSON.stringify(res.body.errors)}`);
  }
  for (const [day, seats] of [
    [40, 5],
    [41, 9],
  ] as const)
    await addSlot(server, other.activityId, { day, seats });
  const { bookingId: movableBookingId } = await bookingIn(server, other, customer.token, 'ordered', 1);
  return { slot, other, third, customerEmail, movableBookingId, tokens };
}

/** Who calls each REST list route and where its ids come from (list-order and list-relations tests). */
export const CALLS: Record<
  string,
  { who: keyof ListFixtures['tokens']; path: (fx: ListFixtures) => string }
> = {
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
  'GET /supplier/:id/contact': { who: 'admin', path: (fx) => `/supplier/${fx.slot.supplierId}/contact` },
  'GET /supplier/:id/alert': { who: 'admin', path: (fx) => `/supplier/${fx.slot.supplierId}/alert` },
  'GET /supplier/:id/comment': { who: 'admin', path: (fx) => `/supplier/${fx.slot.supplierId}/comment` },
  'GET /exchange_rate': { who: 'admin', path: () => '/exchange_rate' },
  'GET /admin/activity/pending': { who: 'admin', path: () => '/admin/activity/pending' },
  'GET /refund': { who: 'admin', path: () => '/refund' },
  'GET /suppliers/activity': { who: 'supplier', path: () => '/suppliers/activity' },
  'GET /suppliers/activity/:id/dates': {
    who: 'supplier',
    path: (fx) => `/suppliers/activity/${fx.slot.activityId}/dates`,
  },
  'GET /suppliers/activity/:id/images': {
    who: 'supplier',
    path: (fx) => `/suppliers/activity/${fx.slot.activityId}/images`,
  },
  'GET /suppliers/activity/:id/details': {
    who: 'supplier',
    path: (fx) => `/suppliers/activity/${fx.slot.activityId}/details`,
  },
  'GET /suppliers/activity/:id/prices': {
    who: 'supplier',
    path: (fx) => `/suppliers/activity/${fx.slot.activityId}/prices`,
  },
  'GET /suppliers/activity/:id/comments': {
    who: 'supplier',
    path: (fx) => `/suppliers/activity/${fx.slot.activityId}/comments`,
  },
  'GET /suppliers/activity/:id/reservations': {
    who: 'supplier',
    path: (fx) => `/suppliers/activity/${fx.slot.activityId}/reservations`,
  },
  'GET /suppliers/bookings': { who: 'supplier', path: () => '/suppliers/bookings' },
  'GET /suppliers/payments/pending': { who: 'supplier', path: () => '/suppliers/payments/pending' },
  // The payments the fixtures confirm and the refunds they request.
  'GET /suppliers/audit': { who: 'supplier', path: () => '/suppliers/audit' },
  'GET /suppliers/departures': { who: 'supplier', path: () => '/suppliers/departures' },
  'GET /suppliers/statements': { who: 'supplier', path: () => '/suppliers/statements' },
  'GET /admin/statements': { who: 'admin', path: () => '/admin/statements' },
  'GET /admin/ledger': { who: 'admin', path: () => '/admin/ledger' },
  'GET /waitlist': { who: 'customer', path: () => '/waitlist' },
};

export function valueAt(row: unknown, path: string): unknown {
  let value = row;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null)?.[key] ?? null;
  // An object column (the activity's category) sorts by its name.
  return value && typeof value === 'object' ? (value as { name?: unknown }).name : value;
}

/**
 * Non-null values in the asked order (nulls go last ascending, first descending, and are not compared); text in
 * Spanish order, whether sorted in SQL (the columns' collation) or in the gateway.
 */
export function expectOrdered(rows: unknown[], column: string, direction: 'asc' | 'desc', label: string) {
  const values = rows.map((row) => valueAt(row, column)).filter((v) => v !== null && v !== undefined);
  const sorted = (compare: (a: unknown, b: unknown) => number) =>
    values.every((value, i) => {
      if (i === 0) return true;
      const cmp = compare(values[i - 1], value);
      return direction === 'asc' ? cmp <= 0 : cmp >= 0;
    });
  expect(sorted(compareValues), `${label}: ${JSON.stringify(values)}`).toBe(true);
}
