import { addDays, format, parseISO } from 'date-fns';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { caracasNow } from '../../server/src/modules/booking/booking-rules.js';
import { BookingStatus } from '../../server/src/modules/booking/booking.entity.js';
import { OrderStatus } from '../../server/src/modules/booking/order.entity.js';
import { Currency, ExchangeRate } from '../../server/src/modules/booking/exchange-rate.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { ActivityDate } from '../../server/src/modules/catalog/activity-date.entity.js';
import { ActivityPrice } from '../../server/src/modules/catalog/activity-price.entity.js';
import { ActivityTime } from '../../server/src/modules/catalog/activity-time.entity.js';
import { ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import { SupplierPaymentData } from '../../server/src/modules/supplier/supplier-payment-data.entity.js';
import { createActivity, createSupplier, createUser, tokenFor } from './catalog.fixtures.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures of the booking, order and payment tests: a fresh activity with a 10-seat slot, customers, a rate. */

export interface Gql {
  status: number;
  data?: any;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export function gqlClient(server: TestServer) {
  return async (query: string, variables?: Record<string, unknown>, token?: string): Promise<Gql> => {
    const res = await server.http('POST', '/graphql', { body: { query, variables }, token });
    return { status: res.status, ...(res.body as object) };
  };
}

/**
 * Makes the cart holds and unpaid orders of these slots due now, so the expiry jobs run at the real clock take them.
 * A clock moved ahead would also expire other test files' orders on the shared run database.
 */
export async function dueNow(server: TestServer, timeIds: number[]): Promise<void> {
  const em = fork(server);
  await em.execute(
    `update orders o set expires_at = now() - interval '1 second' from bookings b
      where b.id = o.activity_booking_id and b.activity_time_id in (?) and o.status = ${OrderStatus.Unpaid}`,
    [timeIds],
  );
  await em.execute(
    `update bookings set hold_expires_at = now() - interval '1 second'
      where activity_time_id in (?) and status = ${BookingStatus.Cart}`,
    [timeIds],
  );
}

export function fork(server: TestServer): EntityManager {
  return server.db.orm.em.fork() as EntityManager;
}

/** A Caracas calendar day relative to today, YYYY-MM-DD. */
export function caracasDay(offset: number): string {
  return format(addDays(parseISO(caracasNow().date), offset), 'yyyy-MM-dd');
}

export const RATE = '36.5521';

/** Makes sure a USD rate exists (today's value date); returns the rate the next booking will stamp. */
export async function ensureRate(server: TestServer): Promise<void> {
  const em = fork(server);
  const existing = await em.count(ExchangeRate, { currency: Currency.USD });
  if (existing === 0) {
    em.create(ExchangeRate, { currency: Currency.USD, rate: RATE, valueDate: caracasNow().date });
    await em.flush();
  }
}

export interface SlotFixture {
  supplierId: number;
  supplierToken: string;
  activityId: number;
  dateId: number;
  timeId: number;
  /** Adulto 20.00 USD, mandatory, 1 person. */
  adultId: number;
  /** Niño 12.35 USD, 1 person. */
  childId: number;
  /** Pareja 35.50 USD, 2 persons. */
  coupleId: number;
}

/** A supplier (with pago móvil data) and an active activity with a 10-seat slot tomorrow at 09:00. */
export async function createSlot(
  server: TestServer,
  options: { seats?: number; status?: ActivityStatus; supplier?: { id: number; token: string } } = {},
): Promise<SlotFixture> {
  let supplier: { id: number; token: string };
  if (options.supplier) supplier = options.supplier;
  else {
    const created = await createSupplier(server);
    supplier = { id: created.supplier.id, token: created.token };
  }
  const activity = await createActivity(server, {
    supplierId: supplier.id,
    status: options.status ?? ActivityStatus.Active,
    price: '20.00',
    dates: [caracasDay(1)],
  });
  const em = fork(server);
  const date = await em.findOneOrFail(ActivityDate, { activity: activity.id });
  const time = await em.findOneOrFail(ActivityTime, { activityDate: date.id });
  time.currentAvailable = options.seats ?? 10;
  time.expectedParticipants = options.seats ?? 10;
  const adult = await em.findOneOrFail(ActivityPrice, { activity: activity.id });
  const child = em.create(ActivityPrice, {
    activity: activity.id,
    title: 'Niño',
    price: '12.35',
    participants: 1,
  });
  const couple = em.create(ActivityPrice, {
    activity: activity.id,
    title: 'Pareja',
    price: '35.50',
    participants: 2,
  });
  if (!options.supplier) {
    const method = await em.findOneOrFail(PaymentMethod, { code: PAGO_MOVIL });
    em.create(SupplierPaymentData, {
      supplier: supplier.id,
      paymentMethod: method,
      name: 'Aliado Titular',
      accountId: 'J123456789',
      account: '04141234567',
      agent: '0134',
    });
  }
  await em.flush();
  return {
    supplierId: supplier.id,
    supplierToken: supplier.token,
    activityId: activity.id,
    dateId: date.id,
    timeId: time.id,
    adultId: adult.id,
    childId: child.id,
    coupleId: couple.id,
  };
}

export async function newCustomer(server: TestServer): Promise<{ id: number; token: string; email: string }> {
  const user = await createUser(server, UserRole.Client);
  return { id: user.id, email: user.email, token: await tokenFor(server, user) };
}

export async function seatsLeft(server: TestServer, timeId: number): Promise<number> {
  const [row] = await fork(server).execute<{ n: number }[]>(
    'select current_available as n from activity_times where id = ?',
    [timeId],
  );
  return row!.n;
}

export function bookingBody(slot: SlotFixture, lines: [number, number][]) {
  return {
    activity_id: slot.activityId,
    activity_date_id: slot.dateId,
    activity_time_id: slot.timeId,
    details: lines.map(([activity_price_id, quantity]) => ({ activity_price_id, quantity })),
  };
}

export const CREATE_BOOKING = `mutation($input: CreateBookingInput!) { createBooking(input: $input) {
  id status exchangeRate holdExpiresAt totalUsd totalVes seats details { quantity unitPrice activityPriceId } } }`;

export function bookingInput(slot: SlotFixture, lines: [number, number][]) {
  return {
    input: {
      activityId: String(slot.activityId),
      activityDateId: String(slot.dateId),
      activityTimeId: String(slot.timeId),
      details: lines.map(([id, quantity]) => ({ activityPriceId: String(id), quantity })),
    },
  };
}

/** A booking in the cart for the customer (adult × n). */
export async function book(
  server: TestServer,
  slot: SlotFixture,
  token: string,
  adults = 1,
): Promise<number> {
  const res = await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
    token,
    body: bookingBody(slot, [[slot.adultId, adults]]),
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/** A booking placed as an unpaid order; returns both ids. */
export async function order(
  server: TestServer,
  slot: SlotFixture,
  token: string,
  adults = 1,
): Promise<{ bookingId: number; orderId: number }> {
  const bookingId = await book(server, slot, token, adults);
  const res = await server.http('POST', '/api/v1/booking/order', {
    token,
    body: { booking_ids: [bookingId] },
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { bookingId, orderId: res.body.data[0].id as number };
}

/** The VES total of an order as the server computed it (what a correct payment registers). */
export async function orderTotalVes(server: TestServer, orderId: number): Promise<string> {
  const [row] = await fork(server).execute<{ total: string }[]>(
    'select total_ves as total from orders where id = ?',
    [orderId],
  );
  return row!.total;
}

/** The pago móvil payment method's id (what `payment_method_id` takes). */
export async function pagoMovilId(server: TestServer): Promise<number> {
  return (await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id;
}

let references = 0;

/** A bank reference no other test of this process uses (digits only). */
export function uniqueReference(prefix = '61'): string {
  return `${prefix}${Date.now() % 1_000_000}${references++}`;
}

/** The REST body of a pago móvil registration for `orderId`; `change` overrides any field. */
export function pagoMovilBody(
  methodId: number,
  orderId: number,
  paidAmount: string,
  change: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    order_id: orderId,
    payment_method_id: methodId,
    bank: '0102',
    buyer_id: 'V12345678',
    paid_amount: paidAmount,
    reference: uniqueReference(),
    accept_terms: true,
    ...change,
  };
}

/** POST /api/v1/gateway/pago_movil/register as `token`. */
export function registerPagoMovil(server: TestServer, token: string, body: Record<string, unknown>) {
  return server.http('POST', '/api/v1/gateway/pago_movil/register', { token, body });
}

/** The usual setup of an order or payment test file: a server, its GraphQL client, a rate and a fresh slot. */
export async function bookingWorld(
  server: TestServer,
  seats: number,
): Promise<{ gql: ReturnType<typeof gqlClient>; slot: SlotFixture; methodId: number }> {
  await ensureRate(server);
  const slot = await createSlot(server, { seats });
  return { gql: gqlClient(server), slot, methodId: await pagoMovilId(server) };
}
