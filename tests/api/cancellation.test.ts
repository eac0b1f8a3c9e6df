import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHolds, expireUnpaidOrders } from '../../server/src/modules/booking/booking-expiry.js';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { Order } from '../../server/src/modules/booking/order.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { Refund } from '../../server/src/modules/booking/refund.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import {
  createSlot,
  dueNow,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn, setCancelBefore, subjectsTo } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;

const CANCEL = `mutation($id: ID!) { cancelBooking(id: $id) { id status canCancel
  refund { id status amountUsd amountVes exchangeRate } } }`;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
});
afterAll(() => server.stop());

async function supplierEmail(slot: SlotFixture): Promise<string> {
  const supplier = await fork(server).findOneOrFail(Supplier, slot.supplierId, { populate: ['user'] });
  return supplier.user.getEntity().email;
}

describe('cancelBooking: seats go back exactly once', () => {
  it('20 concurrent cancellations of each booking, racing the expiry jobs, give every seat back once', async () => {
    const slot = await createSlot(server, { seats: 30 });
    const customer = await newCustomer(server);
    const unpaid = [
      await bookingIn(server, slot, customer.token, 'ordered', 2),
      await bookingIn(server, slot, customer.token, 'ordered', 3),
    ];
    const registered = await bookingIn(server, slot, customer.token, 'registered', 2);
    const paid = [await bookingIn(server, slot, customer.token, 'paid', 4)];
    const all = [...unpaid, registered, ...paid];
    expect(await seatsLeft(server, slot.timeId)).toBe(30 - 11);

    // The expiry job sees every unpaid order as expired while the cancellations run.
    await dueNow(server, [slot.timeId]);
    // Half of each booking's 20 cancellations come through GraphQL, half through REST.
    const cancelOnce = async (bookingId: number, i: number): Promise<{ id?: number; error?: string }> => {
      if (i % 2 === 0) {
        const res = await gql(CANCEL, { id: String(bookingId) }, customer.token);
        return res.errors ? { error: res.errors[0]!.message } : { id: Number(res.data.cancelBooking.id) };
      }
      const res = await server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token });
      return res.status === 200
        ? { id: res.body.id as number }
        : { error: `${res.status} ${res.body.message}` };
    };
    const [answers, expiredFirst, , expiredSecond] = await Promise.all([
      Promise.all(
        all.flatMap(({ bookingId }) => Array.from({ length: 20 }, (_, i) => cancelOnce(bookingId, i))),
      ),
      expireUnpaidOrders(server.db.orm),
      expireHolds(server.db.orm),
      expireUnpaidOrders(server.db.orm),
    ]);
    for (const answer of answers) {
      // Never a 5xx or a deadlock: the losers are told it is already cancelled.
      if (answer.error) expect(answer.error).toMatch(/^(409 )?La reserva ya está cancelada\.$/);
    }
    const expired = [...expiredFirst, ...expiredSecond];
    const succeeded = answers.filter((a) => a.id !== undefined).map((a) => a.id);
    // Each booking was cancelled by exactly one request, or (only unpaid ones) expired by the job.
    for (const { bookingId, orderId } of all) {
      const wins = succeeded.filter((id) => id === bookingId).length + (expired.includes(orderId) ? 1 : 0);
      expect(wins).toBe(1);
    }
    expect(await seatsLeft(server, slot.timeId)).toBe(30);
    const em = fork(server);
    for (const { bookingId } of all) expect((await em.findOneOrFail(Booking, bookingId)).status).toBe(5);
    // The verified one asked one refund, never two; the unverified payment was voided and owes nothing.
    for (const { bookingId } of paid) expect(await em.count(Refund, { booking: bookingId })).toBe(1);
    for (const { bookingId } of [...unpaid, registered])
      expect(await em.count(Refund, { booking: bookingId })).toBe(0);
    expect((await em.findOneOrFail(Payment, registered.paymentId!)).status).toBe('rejected');
  }, 60_000);
});

describe('cancelBooking: what happens to the money', () => {
  it('an unpaid booking: order cancelled, seats released, no refund, the customer is told', async () => {
    const slot = await createSlot(server, { seats: 10 });
    const customer = await newCustomer(server);
    const { bookingId, orderId } = await bookingIn(server, slot, customer.token, 'ordered', 2);
    const res = await gql(CANCEL, { id: String(bookingId) }, customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelBooking).toMatchObject({ status: 5, canCancel: false, refund: null });
    expect(await seatsLeft(server, slot.timeId)).toBe(10);
    expect((await fork(server).findOneOrFail(Order, orderId)).status).toBe(2);
    expect(await subjectsTo(server, customer.email)).toContain(`Cancelaste tu reserva #${bookingId}`);
    expect(await subjectsTo(server, await supplierEmail(slot))).not.toContain(
      `Reembolso solicitado: reserva #${bookingId}`,
    );
  });

  it('a paid booking: a refund request for the order totals at the frozen rate, mailed to the supplier', async () => {
    const slot = await createSlot(server, { seats: 10 });
    const customer = await newCustomer(server);
    const { bookingId, orderId } = await bookingIn(server, slot, customer.token, 'paid', 2);
    const orderRow = await fork(server).findOneOrFail(Order, orderId);
    const booking = await fork(server).findOneOrFail(Booking, bookingId);
    const res = await gql(CANCEL, { id: String(bookingId) }, customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelBooking.refund).toMatchObject({
      status: 'Requested',
      amountUsd: orderRow.totalUsd,
      amountVes: orderRow.totalVes,
      exchangeRate: booking.exchangeRate,
    });
    expect(await seatsLeft(server, slot.timeId)).toBe(10);
    expect(await subjectsTo(server, customer.email)).toContain(`Cancelaste tu reserva #${bookingId}`);
    expect(await subjectsTo(server, await supplierEmail(slot))).toContain(
      `Reembolso solicitado: reserva #${bookingId}`,
    );
  });

  it('a registered (not yet verified) payment is voided: no refund, and it can no longer be verified', async () => {
    const slot = await createSlot(server, { seats: 10 });
    const customer = await newCustomer(server);
    const { bookingId, paymentId } = await bookingIn(server, slot, customer.token, 'registered');
    const res = await gql(CANCEL, { id: String(bookingId) }, customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelBooking).toMatchObject({ status: 5, refund: null });
    const confirm = await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, {
      token: slot.supplierToken,
    });
    expect([confirm.status, confirm.body.message]).toEqual([
      409,
      'El pedido está cancelado; su pago ya no se verifica.',
    ]);
    expect((await fork(server).findOneOrFail(Booking, bookingId)).status).toBe(5);
    expect(await fork(server).findOneOrFail(Payment, paymentId!)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Reserva cancelada por el cliente antes de verificar el pago.',
    });
  });
});

describe('cancelBooking: refusals write nothing', () => {
  it('after the deadline the server refuses in Spanish and nothing changes', async () => {
    const slot = await createSlot(server, { seats: 10 });
    const customer = await newCustomer(server);
    const { bookingId } = await bookingIn(server, slot, customer.token, 'paid', 2);
    await setCancelBefore(server, slot.activityId, 72); // the slot is tomorrow: the deadline has passed
    const before = await subjectsTo(server, customer.email);
    const res = await gql(CANCEL, { id: String(bookingId) }, customer.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toMatch(/^El plazo para cancelar esta reserva venció el /);
    const read = await gql(
      `query($id: ID!) { booking(id: $id) { status canCancel cancelDeadline } }`,
      {
        id: String(bookingId),
      },
      customer.token,
    );
    expect(read.data.booking).toMatchObject({ status: 4, canCancel: false });
    expect(await seatsLeft(server, slot.timeId)).toBe(8);
    expect(await fork(server).count(Refund, { booking: bookingId })).toBe(0);
    expect(await subjectsTo(server, customer.email)).toEqual(before);
  });

  it("another customer's booking, a cart booking, a cancelled one and a bad id are refused", async () => {
    const slot = await createSlot(server, { seats: 10 });
    const owner = await newCustomer(server);
    const stranger = await newCustomer(server);
    const { bookingId } = await bookingIn(server, slot, owner.token, 'ordered');
    const foreign = await gql(CANCEL, { id: String(bookingId) }, stranger.token);
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'La reserva no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await gql(CANCEL, { id: 'abc' }, owner.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(CANCEL, { id: String(bookingId) })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await seatsLeft(server, slot.timeId)).toBe(9);
    expect((await gql(CANCEL, { id: String(bookingId) }, owner.token)).errors).toBeUndefined();
    const again = await gql(CANCEL, { id: String(bookingId) }, owner.token);
    expect(again.errors?.[0]?.message).toBe('La reserva ya está cancelada.');
    expect(await seatsLeft(server, slot.timeId)).toBe(10);
  });
});
