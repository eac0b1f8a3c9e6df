import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../server/src/modules/booking/order.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { createUser, tokenFor } from './catalog.fixtures.js';
import {
  bookingWorld,
  fork,
  type gqlClient,
  newCustomer,
  order,
  pagoMovilBody,
  type SlotFixture,
} from './booking.fixtures.js';
import { formatVes } from '../../server/src/modules/booking/booking-rules.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 15 §3: a payment below the order's VES total is refused; a mismatch is confirmed only when accepted. */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
let methodId: number;
let refs = 0;

beforeAll(async () => {
  server = await startTestServer();
  ({ gql, slot, methodId } = await bookingWorld(server, 100));
});
afterAll(() => server.stop());

const REGISTER = `mutation($input: RegisterPaymentInput!) { registerPagoMovilPayment(input: $input) { id } }`;
const CONFIRM = `mutation($id: ID!, $accept: Boolean) { confirmPayment(id: $id, acceptMismatch: $accept) {
  id status paidAmount expectedAmount amountDifference mismatchAcceptedAt mismatchAcceptedById } }`;

const reference = () => `88${Date.now() % 1_000_000}${refs++}`;

const restBody = (orderId: number, paidAmount: string) =>
  pagoMovilBody(methodId, orderId, paidAmount, { reference: reference() });

/** An order of 1 adult (20.00 USD at the latest rate) and its VES total. */
async function newOrder() {
  const customer = await newCustomer(server);
  const placed = await order(server, slot, customer.token);
  const total = (await fork(server).findOneOrFail(Order, placed.orderId)).totalVes;
  return {
    ...customer,
    ...placed,
    total,
    under: `El Monto Pagado no puede ser menor que el total del pedido: ${formatVes(total)}.`,
  };
}

/** A registered payment of the order's total plus `delta` (VES). */
async function registered(delta: string) {
  const o = await newOrder();
  const paid = new Decimal(o.total).plus(delta).toFixed(2);
  const res = await server.http('POST', '/api/v1/gateway/pago_movil/register', {
    token: o.token,
    body: restBody(o.orderId, paid),
  });
  expect(res.status).toBe(201);
  return { ...o, paid, paymentId: res.body.id as number };
}

describe('under-payment on registration', () => {
  it('REST: Bs. 1,00 (the minimum) and one cent less than the total → 422 with the expected amount, nothing written', async () => {
    const o = await newOrder();
    for (const amount of ['1,00', new Decimal(o.total).minus('0.01').toFixed(2)]) {
      const res = await server.http('POST', '/api/v1/gateway/pago_movil/register', {
        token: o.token,
        body: restBody(o.orderId, amount),
      });
      expect(res.status, amount).toBe(422);
      expect(res.body.errors.paid_amount).toBe(o.under);
    }
    const em = fork(server);
    expect(await em.count(Payment, { order: o.orderId })).toBe(0);
    expect((await em.findOneOrFail(Order, o.orderId)).status).toBe(0);
  });

  it('GraphQL: refused the same way; the exact total and more are accepted', async () => {
    const o = await newOrder();
    const input = (paidAmount: string) => ({
      input: {
        orderId: String(o.orderId),
        paymentMethodId: String(methodId),
        bank: '0102',
        buyerId: 'V12345678',
        paidAmount,
        reference: reference(),
        acceptTerms: true,
      },
    });
    const res = await gql(REGISTER, input('1.00'), o.token);
    expect(res.errors?.[0]).toMatchObject({
      message: o.under,
      extensions: { code: 'BAD_USER_INPUT', fields: { paidAmount: o.under } },
    });
    expect(await fork(server).count(Payment, { order: o.orderId })).toBe(0);
    expect((await gql(REGISTER, input(o.total.replace('.', ',')), o.token)).errors).toBeUndefined();
  });
});

describe('confirming a payment that does not match the total', () => {
  it('REST: an over-payment is refused without accept_mismatch, then confirmed and recorded with it', async () => {
    const p = await registered('68.96');
    const path = `/api/v1/payment/${p.paymentId}/confirm`;
    const refused = await server.http('POST', path, { token: slot.supplierToken });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `El monto registrado (${formatVes(p.paid)}) no coincide con el total del pedido (${formatVes(p.total)}): ` +
        'diferencia de Bs. 68,96. Para confirmarlo, acepte la diferencia.',
    );
    expect(refused.body.errors.accept_mismatch).toBe(refused.body.message);
    const em = fork(server);
    expect((await em.findOneOrFail(Payment, p.paymentId)).status).toBe('pending');
    expect((await em.findOneOrFail(Order, p.orderId)).paid).toBe(false);

    const ok = await server.http('POST', path, {
      token: slot.supplierToken,
      body: { accept_mismatch: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'verified',
      paid_amount: p.paid,
      expected_amount: p.total,
      amount_difference: '68.96',
    });
    expect(ok.body.mismatch_accepted_at).toBeTruthy();
    expect(ok.body.mismatch_accepted_by).toBeGreaterThan(0);
    expect((await fork(server).findOneOrFail(Order, p.orderId)).paid).toBe(true);
  });

  it('GraphQL: a legacy under-payment is refused for the admin too, unless accepted; an exact one needs no flag', async () => {
    const admin = await createUser(server, UserRole.Admin);
    const adminToken = await tokenFor(server, admin);
    const p = await registered('0');
    await fork(server).execute('update payments set paid_amount = paid_amount - 1000.5 where id = ?', [
      p.paymentId,
    ]);
    const refused = await gql(CONFIRM, { id: String(p.paymentId) }, adminToken);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/diferencia de Bs\. -1\.000,50\./);
    expect((await fork(server).findOneOrFail(Order, p.orderId)).paid).toBe(false);
    const accepted = await gql(CONFIRM, { id: String(p.paymentId), accept: true }, adminToken);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.confirmPayment).toMatchObject({
      status: 'Verified',
      expectedAmount: p.total,
      amountDifference: '-1000.50',
      mismatchAcceptedById: String(admin.id),
    });

    const exact = await registered('0');
    const plain = await gql(CONFIRM, { id: String(exact.paymentId) }, slot.supplierToken);
    expect(plain.data?.confirmPayment).toMatchObject({
      status: 'Verified',
      amountDifference: '0.00',
      mismatchAcceptedAt: null,
    });
  });
});
