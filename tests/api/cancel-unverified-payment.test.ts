import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { Refund, RefundStatus } from '../../server/src/modules/booking/refund.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import {
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn, nextReference, subjectsTo } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * A refund is owed only for money the supplier confirmed: cancelling a booking whose pago móvil is registered but
 * not verified voids that payment and asks no refund, on both doors and when the supplier's confirm races it.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
let supplierEmail: string;

const CANCEL = `mutation($id: ID!) { cancelBooking(id: $id) { id status canCancel refund { id status } } }`;
const REFUNDS = `query { refunds(perPage: 100) { items { id bookingId status paymentStatus paymentReference } } }`;
const VOIDED_REASON = 'Reserva cancelada por el cliente antes de verificar el pago.';
const CANCELLED_ORDER = 'El pedido está cancelado; su pago ya no se verifica.';

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 500 });
  const supplier = await fork(server).findOneOrFail(Supplier, slot.supplierId, { populate: ['user'] });
  supplierEmail = supplier.user.getEntity().email;
});
afterAll(() => server.stop());

async function payment(id: number): Promise<Payment> {
  return fork(server).findOneOrFail(Payment, id);
}

async function mailTo(recipient: string, subject: string): Promise<OutboxMail> {
  return fork(server).findOneOrFail(OutboxMail, { recipient, subject });
}

async function listedBookings(): Promise<string[]> {
  const res = await gql(REFUNDS, {}, slot.supplierToken);
  return res.data.refunds.items.map((r: { bookingId: string }) => r.bookingId);
}

/** The voided payment, the silent refund list and the two e-mails, whichever door cancelled. */
async function expectVoided(bookingId: number, paymentId: number): Promise<void> {
  const voided = await payment(paymentId);
  expect(voided).toMatchObject({ status: 'rejected', rejectionReason: VOIDED_REASON });
  expect(await fork(server).count(Refund, { booking: bookingId })).toBe(0);
  expect(await listedBookings()).not.toContain(String(bookingId));
  // The supplier is never told to pay: it is told the payment was voided, to return it only if it arrived.
  const supplierSubjects = await subjectsTo(server, supplierEmail);
  expect(supplierSubjects).not.toContain(`Reembolso solicitado: reserva #${bookingId}`);
  const toSupplier = await mailTo(
    supplierEmail,
    `Reserva cancelada antes de verificar el pago: reserva #${bookingId}`,
  );
  expect(toSupplier.text).toContain(`referencia ${voided.reference}`);
  expect(toSupplier.text).toContain('Si recibiste el pago en tu cuenta, devuélveselo por pago móvil');
  expect(toSupplier.text).not.toMatch(/Debes reembolsarle/);
  expect(toSupplier.html).toContain('<html lang="es">');
  const [{ email }] = await fork(server).execute<{ email: string }[]>(
    'select u.email from bookings b join users u on u.id = b.user_id where b.id = ?',
    [bookingId],
  );
  const toCustomer = await mailTo(email!, `Cancelaste tu reserva #${bookingId}`);
  expect(toCustomer.text).toContain(`referencia ${voided.reference}`);
  expect(toCustomer.text).toContain('aún no estaba verificado por el aliado, así que lo anulamos');
  expect(toCustomer.text).not.toContain('Pedimos al aliado el reembolso');
  // The voided payment can be neither confirmed nor rejected any more, on either door.
  const confirm = await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, {
    token: slot.supplierToken,
  });
  expect([confirm.status, confirm.body.message]).toEqual([409, CANCELLED_ORDER]);
  const reject = await gql(
    `mutation($id: ID!) { rejectPayment(id: $id, reason: "No llegó") { id } }`,
    { id: String(paymentId) },
    slot.supplierToken,
  );
  expect(reject.errors?.[0]).toMatchObject({ message: CANCELLED_ORDER, extensions: { code: 'CONFLICT' } });
  expect((await payment(paymentId)).status).toBe('rejected');
}

describe('cancelling with a registered, unverified payment', () => {
  it('GraphQL: the booking is cancelled, the payment voided, no refund; the seats go back', async () => {
    const customer = await newCustomer(server);
    const seats = await seatsLeft(server, slot.timeId);
    const { bookingId, paymentId } = await bookingIn(server, slot, customer.token, 'registered', 2);
    const res = await gql(CANCEL, { id: String(bookingId) }, customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelBooking).toMatchObject({ status: 5, canCancel: false, refund: null });
    expect(await seatsLeft(server, slot.timeId)).toBe(seats);
    await expectVoided(bookingId, paymentId!);
  });

  it('REST: the same, and the refund list of the supplier stays empty of it', async () => {
    const customer = await newCustomer(server);
    const { bookingId, paymentId } = await bookingIn(server, slot, customer.token, 'registered');
    const res = await server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: bookingId, status: 5, can_cancel: false, refund: null });
    const list = await server.http('GET', '/api/v1/refund?status=requested', { token: slot.supplierToken });
    expect(list.body.data.map((r: { booking_id: number }) => r.booking_id)).not.toContain(bookingId);
    await expectVoided(bookingId, paymentId!);
  });
});

describe('cancelling with a verified payment', () => {
  it('asks the refund exactly as before; the refund screen shows the payment verified and its reference', async () => {
    const customer = await newCustomer(server);
    const { bookingId, paymentId } = await bookingIn(server, slot, customer.token, 'paid', 2);
    const reference = (await payment(paymentId!)).reference;
    const res = await server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token });
    expect(res.body.refund).toMatchObject({
      status: 'requested',
      payment_status: 'verified',
      payment_reference: reference,
    });
    const listed = (await gql(REFUNDS, {}, slot.supplierToken)).data.refunds.items.find(
      (r: { bookingId: string }) => r.bookingId === String(bookingId),
    );
    expect(listed).toMatchObject({
      status: 'Requested',
      paymentStatus: 'Verified',
      paymentReference: reference,
    });
    const rest = await server.http('GET', '/api/v1/refund?status=requested', { token: slot.supplierToken });
    expect(rest.body.data.find((r: { booking_id: number }) => r.booking_id === bookingId)).toMatchObject({
      payment_status: 'verified',
      payment_reference: reference,
    });
    const toSupplier = await mailTo(supplierEmail, `Reembolso solicitado: reserva #${bookingId}`);
    expect(toSupplier.text).toContain(
      `Verificaste su pago móvil (referencia ${reference}): debes reembolsarle`,
    );
    expect((await payment(paymentId!)).status).toBe('verified');
    const done = await server.http('POST', `/api/v1/refund/${res.body.refund.id}/refunded`, {
      token: slot.supplierToken,
      body: { reference: nextReference() },
    });
    expect(done.body).toMatchObject({ status: 'refunded', payment_status: 'verified' });
  });

  it('a refund asked before this rule for an unverified payment shows it pending and cannot be marked paid', async () => {
    const customer = await newCustomer(server);
    const { bookingId, orderId, paymentId } = await bookingIn(server, slot, customer.token, 'registered');
    const em = fork(server);
    // What the old cancel left: booking and order cancelled, the payment still pending, a refund requested.
    await em.execute('update bookings set status = 5 where id = ?', [bookingId]);
    await em.execute('update orders set status = 2 where id = ?', [orderId]);
    const [row] = await em.execute<{ id: number }[]>(
      `insert into refunds (booking_id, order_id, amount_usd, amount_ves, exchange_rate, status, created_at, updated_at)
       select ?, o.id, o.total_usd, o.total_ves, b.exchange_rate, 'requested', now(), now()
       from orders o join bookings b on b.id = o.activity_booking_id where o.id = ? returning id`,
      [bookingId, orderId],
    );
    const listed = (await gql(REFUNDS, {}, slot.supplierToken)).data.refunds.items.find(
      (r: { id: string }) => r.id === String(row!.id),
    );
    expect(listed).toMatchObject({
      paymentStatus: 'Pending',
      paymentReference: (await payment(paymentId!)).reference,
    });
    const mark = await server.http('POST', `/api/v1/refund/${row!.id}/refunded`, {
      token: slot.supplierToken,
      body: { reference: nextReference() },
    });
    expect(mark.status).toBe(409);
    expect(mark.body.message).toMatch(
      /^El pago de esta reserva no fue verificado: no hay dinero que reembolsar/,
    );
    expect((await fork(server).findOneOrFail(Refund, row!.id)).status).toBe(RefundStatus.Requested);
    const decline = await server.http('POST', `/api/v1/refund/${row!.id}/decline`, {
      token: slot.supplierToken,
      body: { reason: 'El pago nunca llegó' },
    });
    expect(decline.body).toMatchObject({ status: 'declined', payment_status: 'pending' });
  });
});

describe("the supplier's confirm racing the customer's cancel", () => {
  it('ends confirmed then refunded, or cancelled with the payment voided and no refund; never in between', async () => {
    const customer = await newCustomer(server);
    for (let i = 0; i < 12; i++) {
      const { bookingId, paymentId } = await bookingIn(server, slot, customer.token, 'registered');
      const cancel =
        i % 2 === 0
          ? gql(CANCEL, { id: String(bookingId) }, customer.token).then((r) => (r.errors ? 409 : 200))
          : server
              .http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token })
              .then((r) => r.status);
      const confirm = server
        .http('POST', `/api/v1/payment/${paymentId}/confirm`, { token: slot.supplierToken })
        .then((r) => r.status);
      const [cancelled, confirmed] = await Promise.all([cancel, confirm]);
      expect(cancelled).toBe(200);
      expect([200, 409]).toContain(confirmed);
      const em = fork(server);
      const [state] = await em.execute<{ booking: number; order: number; paid: boolean }[]>(
        `select b.status as booking, o.status as "order", o.paid from bookings b
         join orders o on o.activity_booking_id = b.id where b.id = ?`,
        [bookingId],
      );
      const paymentStatus = (await payment(paymentId!)).status;
      const refunds = await em.find(Refund, { booking: bookingId });
      expect(state).toMatchObject({ booking: 5, order: 2 });
      if (confirmed === 200) {
        expect(paymentStatus).toBe('verified');
        expect(refunds.map((r) => r.status)).toEqual([RefundStatus.Requested]);
      } else {
        expect(paymentStatus).toBe('rejected');
        expect(refunds).toEqual([]);
      }
    }
  });
});
