import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { Refund } from '../../server/src/modules/booking/refund.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { actor } from './admin-fixtures.js';
import {
  book,
  bookingBody,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn, setCancelBefore } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 29 §5: a supplier (or an admin) cancels a departure. Every booking of the slot is cancelled with its seats
 * back, each verified payment becomes a full refund request whatever `cancel_before` says, an unverified payment is
 * voided, each customer gets the reason by mail, and the slot never sells again — on both doors.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let admin: string;

const CANCEL = `mutation($timeId: ID!, $reason: DepartureCancelReason!, $note: String) {
  cancelDeparture(timeId: $timeId, reason: $reason, note: $note) { timeId cancelledBookings refundRequests cancelledAt } }`;
const SLOT_CANCELLED = 'El aliado canceló esta salida: elija otra fecha u horario.';
const UNVERIFIED_REASON = 'Salida cancelada por el aliado antes de verificar el pago.';

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  admin = (await actor(server, UserRole.Admin)).token;
});
afterAll(() => server.stop());

const cancelPath = (timeId: number) => `/api/v1/suppliers/departures/${timeId}/cancel`;

async function emailOf(bookingId: number): Promise<string> {
  const [row] = await fork(server).execute<{ email: string }[]>(
    'select u.email from bookings b join users u on u.id = b.user_id where b.id = ?',
    [bookingId],
  );
  return row!.email;
}

async function departureMail(bookingId: number, title: string): Promise<OutboxMail> {
  return fork(server).findOneOrFail(OutboxMail, {
    recipient: await emailOf(bookingId),
    subject: `Salida cancelada: ${title}`,
  });
}

async function titleOf(slot: SlotFixture): Promise<string> {
  const [row] = await fork(server).execute<{ title: string }[]>('select title from activities where id = ?', [
    slot.activityId,
  ]);
  return row!.title;
}

/** Everything a refused cancellation must leave untouched for the slot. */
async function slotState(timeId: number): Promise<string> {
  const [row] = await fork(server).execute<{ state: string }[]>(
    `select json_build_object(
       'slot', (select row_to_json(t) from activity_times t where t.id = ?),
       'bookings', (select json_agg(json_build_object('id', b.id, 's', b.status) order by b.id) from bookings b
                     where b.activity_time_id = ?),
       'refunds', (select count(*) from refunds r join bookings b on b.id = r.booking_id where b.activity_time_id = ?),
       'mails', (select count(*) from outbox_mails m where m.recipient in (
                  select u.email from bookings b join users u on u.id = b.user_id where b.activity_time_id = ?
                  union all
                  select u.email from activity_times t join activity_dates d on d.id = t.activity_date_id
                    join activities a on a.id = d.activity_id join suppliers s on s.id = a.supplier_id
                    join users u on u.id = s.user_id where t.id = ?)),
       'payments', (select json_agg(p.status order by p.id) from payments p join orders o on o.id = p.order_id
                     join bookings b on b.id = o.activity_booking_id where b.activity_time_id = ?)
     )::text as state`,
    [timeId, timeId, timeId, timeId, timeId, timeId],
  );
  return row!.state;
}

/** A slot with a booking in each state: cart, unpaid order, payment registered, payment verified. */
async function busySlot(seats = 20) {
  const slot = await createSlot(server, { seats });
  // A notice longer than the time to departure: the customer could no longer cancel, the supplier still refunds.
  await setCancelBefore(server, slot.activityId, 1000);
  const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => newCustomer(server)));
  const cart = await book(server, slot, a!.token, 1);
  const ordered = await bookingIn(server, slot, b!.token, 'ordered', 2);
  const registered = await bookingIn(server, slot, c!.token, 'registered', 1);
  const paid = await bookingIn(server, slot, d!.token, 'paid', 2);
  return { slot, seats, cart, ordered, registered, paid, customer: a! };
}

async function expectCancelledDeparture(
  fx: Awaited<ReturnType<typeof busySlot>>,
  reasonText: string,
): Promise<void> {
  const em = fork(server);
  expect(await seatsLeft(server, fx.slot.timeId)).toBe(fx.seats);
  const bookings = await em.find(Booking, { activityTime: fx.slot.timeId });
  expect(bookings.map((b) => b.status)).toEqual([5, 5, 5, 5]);
  expect(bookings.every((b) => b.seatsReleasedAt)).toBe(true);
  const refunds = await em.find(Refund, { booking: { activityTime: fx.slot.timeId } });
  expect(refunds).toHaveLength(1);
  const [{ total_usd: usd, total_ves: ves }] = await em.execute<{ total_usd: string; total_ves: string }[]>(
    'select total_usd, total_ves from orders where id = ?',
    [fx.paid.orderId],
  );
  expect(refunds[0]).toMatchObject({ status: 'requested', amountUsd: usd, amountVes: ves });
  expect(refunds[0]!.booking.id).toBe(fx.paid.bookingId);
  const voided = await em.findOneOrFail(Payment, fx.registered.paymentId!);
  expect(voided).toMatchObject({ status: 'rejected', rejectionReason: UNVERIFIED_REASON });
  const orders = await em.execute<{ status: number }[]>(
    'select o.status from orders o join bookings b on b.id = o.activity_booking_id where b.activity_time_id = ?',
    [fx.slot.timeId],
  );
  expect(orders.map((o) => o.status)).toEqual([2, 2, 2]);

  const title = await titleOf(fx.slot);
  for (const id of [fx.cart, fx.ordered.bookingId, fx.registered.bookingId, fx.paid.bookingId]) {
    const mail = await departureMail(id, title);
    expect(mail.text).toContain(`Motivo: ${reasonText}`);
    expect(mail.html).toContain('<html lang="es">');
  }
  expect((await departureMail(fx.paid.bookingId, title)).text).toContain(
    `reembolso completo de ${usd} USD (Bs. ${ves})`,
  );
  expect((await departureMail(fx.registered.bookingId, title)).text).toContain(
    'aún no estaba verificado por el aliado, así que lo anulamos',
  );
}

/** The slot sells on neither door, and the activity page says why. */
async function expectNoLongerSells(slot: SlotFixture, token: string): Promise<void> {
  const rest = await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
    token,
    body: bookingBody(slot, [[slot.adultId, 1]]),
  });
  expect([rest.status, rest.body.message]).toEqual([422, SLOT_CANCELLED]);
  const graph = await gql(
    `mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`,
    {
      input: {
        activityId: String(slot.activityId),
        activityDateId: String(slot.dateId),
        activityTimeId: String(slot.timeId),
        details: [{ activityPriceId: String(slot.adultId), quantity: 1 }],
      },
    },
    token,
  );
  expect(graph.errors?.[0]).toMatchObject({
    message: SLOT_CANCELLED,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const page = await gql(
    `query($id: ID!) { activity(id: $id) { dates { times { id availability unavailableReason cancelReason cancelledAt } } } }`,
    { id: String(slot.activityId) },
  );
  const time = page.data.activity.dates
    .flatMap((d: { times: { id: string }[] }) => d.times)
    .find((t: { id: string }) => t.id === String(slot.timeId));
  expect(time).toMatchObject({ availability: 'CANCELLED', unavailableReason: SLOT_CANCELLED });
  expect(time.cancelledAt).toBeTruthy();
}

describe('cancelling a departure', () => {
  it('GraphQL, by its supplier for bad weather: every booking cancelled, seats back, one full refund', async () => {
    const fx = await busySlot();
    expect(await seatsLeft(server, fx.slot.timeId)).toBe(fx.seats - 6);
    const res = await gql(
      CANCEL,
      { timeId: String(fx.slot.timeId), reason: 'WEATHER' },
      fx.slot.supplierToken,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelDeparture).toMatchObject({
      timeId: String(fx.slot.timeId),
      cancelledBookings: 4,
      refundRequests: 1,
    });
    await expectCancelledDeparture(fx, 'Mal tiempo.');
    await expectNoLongerSells(fx.slot, fx.customer.token);
    // The audit trail keeps who cancelled it and why, with the refund it asked for.
    const trail = await fork(server).execute<{ action: string; actor_role: string; supplier_id: number }[]>(
      `select action, actor_role, supplier_id from audit_entries
        where (object_type = 'departure' and object_id = ?)
           or (object_type = 'refund' and object_id in
                (select r.id from refunds r join bookings b on b.id = r.booking_id where b.activity_time_id = ?))
        order by id`,
      [fx.slot.timeId, fx.slot.timeId],
    );
    expect(trail.map((e) => [e.action, e.actor_role])).toEqual([
      ['departure_cancelled', 'supplier'],
      ['refund_requested', 'supplier'],
    ]);
    // The refund is the supplier's to make, on its refund list.
    const refunds = await gql(
      `query { refunds(perPage: 100) { items { bookingId status } } }`,
      {},
      fx.slot.supplierToken,
    );
    expect(refunds.data.refunds.items).toContainEqual({
      bookingId: String(fx.paid.bookingId),
      status: 'Requested',
    });
    // Marked refunded, it reverses the booking's commission in the ledger as any refund does: the order nets to 0.
    const refund = await fork(server).findOneOrFail(Refund, { booking: fx.paid.bookingId });
    const marked = await server.http('POST', `/api/v1/refund/${refund.id}/refunded`, {
      token: fx.slot.supplierToken,
      body: { reference: '20261127001' },
    });
    expect(marked.status).toBe(200);
    const [ledger] = await fork(server).execute<{ gross: string; commission: string; kinds: string }[]>(
      `select sum(gross_usd)::text as gross, sum(commission_usd)::text as commission,
              string_agg(kind::text, ',' order by id) as kinds
         from ledger_entries where order_id = ?`,
      [fx.paid.orderId],
    );
    expect(ledger).toEqual({ gross: '0.00', commission: '0.00', kinds: 'payment_verified,refund' });
  });

  it('REST, by an admin for another reason with a note: the same, and the note reaches the customers', async () => {
    const fx = await busySlot();
    const res = await server.http('POST', cancelPath(fx.slot.timeId), {
      token: admin,
      body: { reason: 'other', note: 'El muelle está cerrado por obras' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ time_id: fx.slot.timeId, cancelled_bookings: 4, refund_requests: 1 });
    expect(Date.parse(res.body.cancelled_at)).toBeGreaterThan(Date.now() - 60_000);
    await expectCancelledDeparture(fx, 'Otro motivo: El muelle está cerrado por obras.');
    await expectNoLongerSells(fx.slot, fx.customer.token);
    const [row] = await fork(server).execute<{ reason: string; note: string }[]>(
      'select cancel_reason as reason, cancel_note as note from activity_times where id = ?',
      [fx.slot.timeId],
    );
    expect(row).toEqual({ reason: 'other', note: 'El muelle está cerrado por obras' });
  });

  it('a departure without bookings is cancelled too, and a booking already cancelled keeps its own refund', async () => {
    const empty = await createSlot(server, { seats: 5 });
    const res = await gql(
      CANCEL,
      { timeId: String(empty.timeId), reason: 'TOO_FEW_PARTICIPANTS' },
      empty.supplierToken,
    );
    expect(res.data.cancelDeparture).toMatchObject({ cancelledBookings: 0, refundRequests: 0 });
    expect(await seatsLeft(server, empty.timeId)).toBe(5);

    const slot = await createSlot(server, { seats: 5 });
    const customer = await newCustomer(server);
    const paid = await bookingIn(server, slot, customer.token, 'paid');
    const own = await server.http('POST', `/api/v1/booking/${paid.bookingId}/cancel`, {
      token: customer.token,
    });
    expect(own.status).toBe(200);
    const after = await gql(
      CANCEL,
      { timeId: String(slot.timeId), reason: 'FORCE_MAJEURE' },
      slot.supplierToken,
    );
    expect(after.data.cancelDeparture).toMatchObject({ cancelledBookings: 0, refundRequests: 0 });
    expect(await fork(server).count(Refund, { booking: paid.bookingId })).toBe(1);
    expect(await seatsLeft(server, slot.timeId)).toBe(5);
  });
});

describe('bad input: a 4xx in Spanish and nothing written', () => {
  let mine: SlotFixture;
  let theirs: SlotFixture;
  beforeAll(async () => {
    mine = await createSlot(server, { seats: 8 });
    theirs = await createSlot(server, { seats: 8 });
    const customer = await newCustomer(server);
    await bookingIn(server, mine, customer.token, 'paid');
    await bookingIn(server, theirs, customer.token, 'paid');
  });

  async function refused(
    timeId: number,
    body: Record<string, unknown>,
    graphVars: Record<string, unknown> | null,
    expected: { status: number; code: string; message: string },
    token = mine.supplierToken,
  ): Promise<void> {
    const before = await slotState(timeId);
    const rest = await server.http('POST', cancelPath(timeId), { token, body });
    expect([rest.status, rest.body.code, rest.body.message]).toEqual([
      expected.status,
      expected.code,
      expected.message,
    ]);
    if (graphVars) {
      const graph = await gql(CANCEL, { timeId: String(timeId), ...graphVars }, token);
      expect(graph.data ?? null).toBeNull();
      expect(graph.errors?.[0]).toMatchObject({
        message: expected.message,
        extensions: { code: expected.code },
      });
    }
    expect(await slotState(timeId)).toBe(before);
  }

  it("another supplier's slot answers exactly as a missing one", async () => {
    const notFound = { status: 404, code: 'NOT_FOUND', message: 'La salida no existe.' };
    await refused(theirs.timeId, { reason: 'weather' }, { reason: 'WEATHER' }, notFound);
    await refused(987_654_321, { reason: 'weather' }, { reason: 'WEATHER' }, notFound);
  });

  it('an unknown reason, OTHER without a note, a note too long or with control characters', async () => {
    const reason = 'El motivo debe ser weather, too_few_participants, force_majeure u other.';
    const unknown = { status: 422, code: 'BAD_USER_INPUT', message: reason };
    await refused(mine.timeId, { reason: 'lluvia' }, null, unknown);
    await refused(mine.timeId, { reason: 'WEATHER' }, null, unknown);
    await refused(mine.timeId, {}, null, unknown);
    const graph = await gql(CANCEL, { timeId: String(mine.timeId), reason: 'RAIN' }, mine.supplierToken);
    expect(graph.status).toBe(400);
    expect(graph.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const noNote = { status: 422, code: 'BAD_USER_INPUT', message: 'Explique el motivo de la cancelación.' };
    await refused(mine.timeId, { reason: 'other' }, { reason: 'OTHER' }, noNote);
    await refused(mine.timeId, { reason: 'other', note: '   ' }, { reason: 'OTHER', note: '   ' }, noNote);
    const long = 'x'.repeat(501);
    await refused(
      mine.timeId,
      { reason: 'other', note: long },
      { reason: 'OTHER', note: long },
      { status: 422, code: 'BAD_USER_INPUT', message: 'La nota no debe contener más de 500 caracteres.' },
    );
    await refused(
      mine.timeId,
      { reason: 'weather', note: 'a\u0007b' },
      { reason: 'WEATHER', note: 'a\u0007b' },
      {
        status: 422,
        code: 'BAD_USER_INPUT',
        message: 'La nota no puede contener caracteres de control (caracteres invisibles).',
      },
    );
  });

  it('a departure that started or passed, and one already cancelled', async () => {
    const past = await createSlot(server, { seats: 4 });
    await fork(server).execute(`update activity_dates set starts_at = current_date - 1 where id = ?`, [
      past.dateId,
    ]);
    const message = 'La salida ya comenzó o pasó: no se puede cancelar.';
    await refused(
      past.timeId,
      { reason: 'weather' },
      { reason: 'WEATHER' },
      { status: 422, code: 'BAD_USER_INPUT', message },
      past.supplierToken,
    );
    const once = await server.http('POST', cancelPath(mine.timeId), {
      token: mine.supplierToken,
      body: { reason: 'force_majeure' },
    });
    expect(once.status).toBe(200);
    await refused(
      mine.timeId,
      { reason: 'weather' },
      { reason: 'WEATHER' },
      { status: 409, code: 'CONFLICT', message: 'La salida ya está cancelada.' },
    );
  });
});

describe('who may cancel, on both doors', () => {
  it('the owner supplier and an admin; another supplier 404, a customer 403, a visitor 401', async () => {
    const other = await createSlot(server, { seats: 3 });
    const customer = await newCustomer(server);
    const cases: { token?: string; status: number; code?: string }[] = [
      { token: other.supplierToken, status: 404, code: 'NOT_FOUND' },
      { token: customer.token, status: 403, code: 'FORBIDDEN' },
      { token: undefined, status: 401, code: 'UNAUTHENTICATED' },
    ];
    const slot = await createSlot(server, { seats: 3 });
    for (const c of cases) {
      const rest = await server.http('POST', cancelPath(slot.timeId), {
        token: c.token,
        body: { reason: 'weather' },
      });
      expect([rest.status, rest.body.code]).toEqual([c.status, c.code]);
      const graph = await gql(CANCEL, { timeId: String(slot.timeId), reason: 'WEATHER' }, c.token);
      expect(graph.errors?.[0]?.extensions?.code).toBe(c.code);
    }
    expect(await seatsLeft(server, slot.timeId)).toBe(3);
    const [row] = await fork(server).execute<{ c: Date | null }[]>(
      'select cancelled_at as c from activity_times where id = ?',
      [slot.timeId],
    );
    expect(row!.c).toBeNull();
    const owner = await server.http('POST', cancelPath(slot.timeId), {
      token: slot.supplierToken,
      body: { reason: 'weather' },
    });
    expect(owner.status).toBe(200);
    const byAdmin = await gql(CANCEL, { timeId: String(other.timeId), reason: 'WEATHER' }, admin);
    expect(byAdmin.errors).toBeUndefined();
  });
});
