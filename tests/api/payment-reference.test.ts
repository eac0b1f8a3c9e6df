import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import {
  bookingWorld,
  fork,
  type gqlClient,
  newCustomer,
  order,
  orderTotalVes,
  pagoMovilBody,
  registerPagoMovil,
  type SlotFixture,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 15 §2: one bank reference pays one order, whatever its leading zeros, however many race for it. */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
let methodId: number;
let total: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ gql, slot, methodId } = await bookingWorld(server, 100));
  total = await orderTotalVes(server, (await order(server, slot, (await newCustomer(server)).token)).orderId);
});
afterAll(() => server.stop());

const REGISTER = `mutation($input: RegisterPaymentInput!) { registerPagoMovilPayment(input: $input) { id } }`;

/** Registers through REST (`rest`) or GraphQL; answers the HTTP status, the Spanish message and its field. */
async function register(door: 'rest' | 'graphql', token: string, orderId: number, reference: string) {
  const input = { bank: '0102', buyerId: 'V12345678', paidAmount: total, reference, acceptTerms: true };
  if (door === 'rest') {
    const res = await registerPagoMovil(
      server,
      token,
      pagoMovilBody(methodId, orderId, total, { reference }),
    );
    return { status: res.status, message: res.body.message as string, field: res.body.errors?.reference };
  }
  const res = await gql(
    REGISTER,
    { input: { ...input, orderId: String(orderId), paymentMethodId: String(methodId) } },
    token,
  );
  const error = res.errors?.[0];
  const code = error?.extensions?.code as string | undefined;
  const status = !error ? 201 : code === 'BAD_USER_INPUT' ? 422 : code === 'CONFLICT' ? 409 : 500;
  return {
    status,
    message: error?.message,
    field: error?.extensions?.fields?.reference as string | undefined,
  };
}

async function orders(n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const customer = await newCustomer(server);
      return { token: customer.token, orderId: (await order(server, slot, customer.token)).orderId };
    }),
  );
}

describe('bank reference reuse', () => {
  it('20 concurrent payments of 20 orders with one reference (both doors) → 1 accepted, 19 refused, no 5xx', async () => {
    const reference = `77${Date.now() % 10_000_000}`;
    const payers = await orders(20);
    const results = await Promise.all(
      payers.map((p, i) => register(i % 2 ? 'rest' : 'graphql', p.token, p.orderId, reference)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.message).toBe('Esta Referencia Bancaria ya fue registrada para otro pago.');
    }
    expect(await fork(server).count(Payment, { order: { $in: payers.map((p) => p.orderId) } })).toBe(1);
  }, 60_000);

  it.each(['rest', 'graphql'] as const)(
    'refuses a leading-zero or punctuated variant of a live reference (%s) and writes nothing',
    async (door) => {
      const digits = `45${Date.now() % 1_000_000}`;
      const [first, second, third] = await orders(3);
      expect((await register(door, first!.token, first!.orderId, `00${digits}`)).status).toBe(201);
      for (const [payer, variant] of [
        [second!, `0${digits}`],
        [third!, `REF-${digits}`],
      ] as const) {
        const res = await register(door, payer.token, payer.orderId, variant);
        expect(res.status, variant).toBe(422);
        expect(res.field).toBe('Esta Referencia Bancaria ya fue registrada para otro pago.');
      }
      const em = fork(server);
      expect(await em.count(Payment, { order: { $in: [second!.orderId, third!.orderId] } })).toBe(0);
      // The same digits at another bank are another payment.
      const other = await server.http('POST', '/api/v1/gateway/pago_movil/register', {
        token: second!.token,
        body: {
          order_id: second!.orderId,
          payment_method_id: methodId,
          bank: '0134',
          buyer_id: 'V12345678',
          paid_amount: total,
          reference: digits,
          accept_terms: true,
        },
      });
      expect(other.status).toBe(201);
    },
  );

  it('refuses a reference without digits, and the database refuses a reused one written around the service', async () => {
    const [payer] = await orders(1);
    const res = await register('rest', payer!.token, payer!.orderId, 'ABCDEFG');
    expect(res.status).toBe(422);
    expect(res.field).toMatch(/números/);
    const digits = `46${Date.now() % 1_000_000}`;
    expect((await register('rest', payer!.token, payer!.orderId, digits)).status).toBe(201);
    const [other] = await orders(1);
    await expect(
      fork(server).execute(
        `insert into payments (order_id, payment_method_id, bank_code, buyer_id, paid_amount, reference)
         values (?, ?, '0102', 'V1', 1, ?)`,
        [other!.orderId, methodId, `000${digits}`],
      ),
    ).rejects.toThrow(/payments_bank_reference_live_unique/);
  });
});
