import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../schema/validation/review.js';
import {
  caracasDay,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  order,
  type Gql,
  type SlotFixture,
} from './booking.fixtures.js';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo-accounts.js';
import { createSupplier, tokenFor } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 9: customers review their past, paid bookings; suppliers moderate; only published reviews count. */

let server: TestServer;
let gql: (query: string, variables?: Record<string, unknown>, token?: string) => Promise<Gql>;

const WRITE = `mutation($input: WriteReviewInput!) { writeReview(input: $input) {
  id rating title message status personName } }`;
const MODERATE = `mutation($id: ID!, $status: ModerationStatus!) { moderateReview(id: $id, status: $status) {
  id status } }`;
const ACTIVITY = `query($id: ID!) { activity(id: $id) { id rating commentsCount
  reviews { id rating title personName } } }`;
const ORDERS = `query { orders(status: 1, paid: true, page: 1, perPage: 50) { items { id booking {
  id reviewable review { id status rating title } } } } }`;

const GOOD = { rating: 4, title: 'Muy buen paseo', message: 'El guía fue puntual y el paisaje increíble.' };

function input(bookingId: number | string, overrides: Record<string, unknown> = {}) {
  return { input: { bookingId: String(bookingId), ...GOOD, ...overrides } };
}

/**
 * Orders for the customers on one slot, then paid (booking 4, order 1/paid) and, unless `future`, the slot's
 * date moved to the past (bookings can only be made for future dates, so all are ordered first).
 */
async function paidBookings(
  slot: SlotFixture,
  tokens: string[],
  options: { future?: boolean; paid?: boolean } = {},
): Promise<number[]> {
  const em = fork(server);
  const ids: number[] = [];
  for (const token of tokens) {
    const { bookingId, orderId } = await order(server, slot, token);
    if (options.paid !== false) {
      await em.execute('update bookings set status = 4 where id = ?', [bookingId]);
      await em.execute('update orders set status = 1, paid = true where id = ?', [orderId]);
    }
    ids.push(bookingId);
  }
  if (!options.future) {
    await em.execute('update activity_dates set starts_at = ? where id = ?', [caracasDay(-2), slot.dateId]);
  }
  return ids;
}

async function paidBooking(
  slot: SlotFixture,
  token: string,
  options: { future?: boolean; paid?: boolean } = {},
): Promise<number> {
  const [id] = await paidBookings(slot, [token], options);
  return id!;
}

async function reviewRows(bookingId: number): Promise<number> {
  const [row] = await fork(server).execute<{ n: string }[]>(
    'select count(*) as n from reviews where booking_id = ?',
    [bookingId],
  );
  return Number(row!.n);
}

async function pastSlot(supplier?: { id: number; token: string }): Promise<SlotFixture> {
  return createSlot(server, supplier ? { supplier } : {});
}

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
});

afterAll(() => server?.stop());

describe('writing a review', () => {
  it('lands pending: not public, rating unchanged; the bookings area shows it as sent', async () => {
    const slot = await pastSlot();
    const customer = await newCustomer(server);
    const bookingId = await paidBooking(slot, customer.token);

    const before = await gql(ORDERS, {}, customer.token);
    const item = before.data.orders.items.find((o: any) => Number(o.booking.id) === bookingId);
    expect(item.booking).toMatchObject({ reviewable: true, review: null });

    const res = await gql(WRITE, input(bookingId), customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.writeReview).toMatchObject({ ...GOOD, status: 'Pending' });

    const page = await gql(ACTIVITY, { id: String(slot.activityId) });
    expect(page.data.activity).toMatchObject({ rating: 0, commentsCount: 0, reviews: [] });

    const after = await gql(ORDERS, {}, customer.token);
    const sent = after.data.orders.items.find((o: any) => Number(o.booking.id) === bookingId);
    expect(sent.booking).toMatchObject({
      reviewable: false,
      review: { status: 'Pending', rating: 4, title: GOOD.title },
    });
  });

  it('only by the booking’s customer: another customer gets “not found” and nothing is written', async () => {
    const slot = await pastSlot();
    const owner = await newCustomer(server);
    const stranger = await newCustomer(server);
    const bookingId = await paidBooking(slot, owner.token);

    const res = await gql(WRITE, input(bookingId), stranger.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.data).toBeNull();
    const rest = await server.http('POST', `/api/v1/booking/${bookingId}/review`, {
      token: stranger.token,
      body: GOOD,
    });
    expect(rest.status).toBe(404);
    expect(await reviewRows(bookingId)).toBe(0);

    const anonymous = await server.http('POST', `/api/v1/booking/${bookingId}/review`, { body: GOOD });
    expect(anonymous.status).toBe(401);
    const { token: supplierToken } = await createSupplier(server);
    const supplier = await gql(WRITE, input(bookingId), supplierToken);
    expect(supplier.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    expect(await reviewRows(bookingId)).toBe(0);
  });

  it('refuses an unpaid booking and one whose activity has not happened yet (409, Spanish)', async () => {
    const customer = await newCustomer(server);
    const unpaid = await paidBooking(await pastSlot(), customer.token, { paid: false });
    const future = await paidBooking(await pastSlot(), customer.token, { future: true });

    const a = await server.http('POST', `/api/v1/booking/${unpaid}/review`, {
      token: customer.token,
      body: GOOD,
    });
    expect(a.status).toBe(409);
    expect(a.body.message).toBe(REVIEW_MESSAGES.notPaid);
    const b = await gql(WRITE, input(future), customer.token);
    expect(b.errors?.[0]).toMatchObject({
      message: REVIEW_MESSAGES.notYet,
      extensions: { code: 'CONFLICT' },
    });
    expect(await reviewRows(unpaid)).toBe(0);
    expect(await reviewRows(future)).toBe(0);

    const orders = await gql(ORDERS, {}, customer.token);
    const item = orders.data.orders.items.find((o: any) => Number(o.booking.id) === future);
    expect(item.booking.reviewable).toBe(false);
  });

  it('once per booking: a second one is 409, and of two concurrent ones exactly one lands', async () => {
    const customer = await newCustomer(server);
    const slot = await pastSlot();
    const first = await paidBooking(slot, customer.token);
    expect((await gql(WRITE, input(first), customer.token)).errors).toBeUndefined();
    const again = await server.http('POST', `/api/v1/booking/${first}/review`, {
      token: customer.token,
      body: { ...GOOD, title: 'Otra vez' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.already);
    expect(await reviewRows(first)).toBe(1);

    const second = await paidBooking(await pastSlot(), customer.token);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.http('POST', `/api/v1/booking/${second}/review`, { token: customer.token, body: GOOD }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await reviewRows(second)).toBe(1);
  });

  it('bad input → 422 with the shared Spanish message, never 5xx, nothing written', async () => {
    const customer = await newCustomer(server);
    const bookingId = await paidBooking(await pastSlot(), customer.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, 'rating', 'La calificación debe ser un número entero entre 1 y 5.'],
      [{ rating: 6 }, 'rating', 'La calificación debe ser un número entero entre 1 y 5.'],
      [{ rating: 'cinco' }, 'rating', 'La calificación debe ser un número entero entre 1 y 5.'],
      [{ title: '' }, 'title', 'El Título es requerido'],
      [{ title: 'ab' }, 'title', 'El Título debe contener al menos 3 caracteres.'],
      [{ title: 'x'.repeat(125) }, 'title', 'El Título no debe contener más de 124 caracteres.'],
      [{ message: '   ' }, 'message', 'El Comentario es requerido'],
      [{ message: 'corto' }, 'message', 'El Comentario debe contener al menos 10 caracteres.'],
      [{ message: 'x'.repeat(1025) }, 'message', 'El Comentario no debe contener más de 1024 caracteres.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await server.http('POST', `/api/v1/booking/${bookingId}/review`, {
        token: customer.token,
        body: { ...GOOD, ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field] ?? res.body.message).toBe(message);
    }
    const fractional = await gql(WRITE, input(bookingId, { rating: 2.5 }), customer.token);
    expect(fractional.status).toBeLessThan(500);
    expect(fractional.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    for (const id of ['abc', '0', '-1', '99999999999', "1' or 1=1--"]) {
      const res = await server.http('POST', `/api/v1/booking/${encodeURIComponent(id)}/review`, {
        token: customer.token,
        body: GOOD,
      });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
    expect(await reviewRows(bookingId)).toBe(0);
  });
});

describe('moderation', () => {
  it('the activity’s supplier publishes: public page shows it and rating/commentsCount follow published only', async () => {
    const slot = await pastSlot();
    const a = await newCustomer(server);
    const b = await newCustomer(server);
    const [bookingA, bookingB] = await paidBookings(slot, [a.token, b.token]);
    const first = await gql(WRITE, input(bookingA!, { rating: 5 }), a.token);
    const second = await gql(WRITE, input(bookingB!, { rating: 2 }), b.token);
    const firstId = first.data.writeReview.id;
    const secondId = second.data.writeReview.id;

    const dashboard = await gql('{ supplierDashboard { comments } }', {}, slot.supplierToken);
    expect(dashboard.data.supplierDashboard.comments).toBe(2);

    // Another supplier cannot moderate it: same answer as a missing review.
    const other = await createSupplier(server);
    const denied = await gql(MODERATE, { id: firstId, status: 'PUBLISHED' }, other.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The customer cannot publish their own review.
    const self = await gql(MODERATE, { id: firstId, status: 'PUBLISHED' }, a.token);
    expect(self.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);

    expect(
      (await gql(MODERATE, { id: firstId, status: 'PUBLISHED' }, slot.supplierToken)).errors,
    ).toBeUndefined();
    let page = (await gql(ACTIVITY, { id: String(slot.activityId) })).data.activity;
    expect(page).toMatchObject({ rating: 5, commentsCount: 1 });
    expect(page.reviews.map((r: any) => r.id)).toEqual([firstId]);

    await gql(MODERATE, { id: secondId, status: 'PUBLISHED' }, slot.supplierToken);
    page = (await gql(ACTIVITY, { id: String(slot.activityId) })).data.activity;
    expect(page).toMatchObject({ rating: 3.5, commentsCount: 2 });

    // Hidden never reaches the public, and stops counting.
    await gql(MODERATE, { id: firstId, status: 'HIDDEN' }, slot.supplierToken);
    page = (await gql(ACTIVITY, { id: String(slot.activityId) })).data.activity;
    expect(page).toMatchObject({ rating: 2, commentsCount: 1 });
    expect(page.reviews.map((r: any) => r.id)).toEqual([secondId]);
    const rest = await server.http('GET', `/api/v1/activity/${slot.activityId}?with=comments`);
    expect(rest.body.comments.map((c: any) => String(c.id))).toEqual([secondId]);

    const after = await gql('{ supplierDashboard { comments } }', {}, slot.supplierToken);
    expect(after.data.supplierDashboard.comments).toBe(0);

    // The customer sees the moderation state of their own review.
    const orders = await gql(ORDERS, {}, a.token);
    const mine = orders.data.orders.items.map((o: any) => o.booking.review).filter(Boolean);
    expect(mine).toEqual([expect.objectContaining({ id: firstId, status: 'Hidden' })]);
  });

  it('concurrent moderation keeps the rating consistent with the published reviews', async () => {
    const supplier = await createSupplier(server);
    const slot = await pastSlot({ id: supplier.supplier.id, token: supplier.token });
    const ratings = [1, 2, 3, 4, 5, 5];
    const customers = await Promise.all(ratings.map(() => newCustomer(server)));
    const bookings = await paidBookings(
      slot,
      customers.map((c) => c.token),
    );
    const ids: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const res = await gql(WRITE, input(bookings[i]!, { rating }), customers[i]!.token);
      ids.push(res.data.writeReview.id);
    }
    await Promise.all(ids.map((id) => gql(MODERATE, { id, status: 'PUBLISHED' }, slot.supplierToken)));
    const page = (await gql(ACTIVITY, { id: String(slot.activityId) })).data.activity;
    expect(page.commentsCount).toBe(6);
    expect(page.rating).toBe(3.3);
  });

  it('an admin publishes or hides any review; nobody else may use the admin door', async () => {
    const slot = await pastSlot();
    const customer = await newCustomer(server);
    const written = await gql(
      WRITE,
      input(await paidBooking(slot, customer.token), { rating: 3 }),
      customer.token,
    );
    const id = written.data.writeReview.id;
    const ADMIN_MODERATE = `mutation($id: ID!, $status: ModerationStatus!) {
      adminModerateReview(id: $id, status: $status) { id status } }`;

    for (const token of [slot.supplierToken, customer.token]) {
      const denied = await gql(ADMIN_MODERATE, { id, status: 'PUBLISHED' }, token);
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const admin = await tokenFor(server, DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email);
    const missing = await gql(ADMIN_MODERATE, { id: '99999999', status: 'PUBLISHED' }, admin);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const published = await gql(ADMIN_MODERATE, { id, status: 'PUBLISHED' }, admin);
    expect(published.data.adminModerateReview).toEqual({ id, status: 'Published' });
    expect((await gql(ACTIVITY, { id: String(slot.activityId) })).data.activity).toMatchObject({
      rating: 3,
      commentsCount: 1,
    });
    await gql(ADMIN_MODERATE, { id, status: 'HIDDEN' }, admin);
    expect((await gql(ACTIVITY, { id: String(slot.activityId) })).data.activity).toMatchObject({
      rating: 0,
      commentsCount: 0,
      reviews: [],
    });
  });
});

describe('demo data', () => {
  it('the demo customer has a past, processed booking on an aliado activity, ready to review', async () => {
    const token = await tokenFor(server, 'cliente@xplora.test');
    const res = await gql(
      `query { orders(status: 1, paid: true, page: 1, perPage: 50) { items { booking {
        id reviewable status activity { supplier { tradeName } } } } } }`,
      {},
      token,
    );
    const ready = res.data.orders.items.filter((o: any) => o.booking.reviewable);
    expect(ready.length).toBeGreaterThanOrEqual(1);
    expect(ready[0].booking).toMatchObject({
      status: 4,
      activity: { supplier: { tradeName: 'Ávila Xplora Tours' } },
    });
  });
});
