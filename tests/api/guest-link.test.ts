import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking, BookingStatus } from '../../server/src/modules/booking/booking.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import {
  book,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  type SlotFixture,
  orderTotalVes,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Customer spec §2.9: the offline wizard is usable without login, for someone else, through a shared link. */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
let methodId: string;
let reference = 700000;

const SHARE = `mutation($id: ID!) { shareOfflineBooking(id: $id) }`;
const GUEST_BOOKING = `query($id: ID!, $token: String!) { guestBooking(id: $id, token: $token) {
  id status totalVes activity { title } paymentData { holder bankCode } } }`;
const GUEST_ORDER = `mutation($input: GuestOrderInput!) { placeGuestOrder(input: $input) { id status totalVes } }`;
const GUEST_PAY = `mutation($token: String!, $input: RegisterPaymentInput!) {
  registerGuestPagoMovilPayment(token: $token, input: $input) { id status } }`;

const attendee = {
  name: 'María Invitada',
  nationalId: 'V20111222',
  email: 'maria.invitada@example.com',
  phone: '04141112233',
};

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 50 });
  methodId = String((await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id);
});
afterAll(() => server.stop());

async function sharedBooking() {
  const owner = await newCustomer(server);
  const bookingId = await book(server, slot, owner.token, 2);
  const shared = await gql(SHARE, { id: String(bookingId) }, owner.token);
  expect(shared.errors).toBeUndefined();
  return { owner, bookingId, token: shared.data.shareOfflineBooking as string };
}

async function payment(orderId: string) {
  return {
    orderId,
    paymentMethodId: methodId,
    bank: '0102',
    buyerId: 'V20111222',
    paidAmount: await orderTotalVes(server, Number(orderId)),
    reference: `GUEST${reference++}`,
    acceptTerms: true,
  };
}

describe('shared offline wizard link', () => {
  it('a guest with the link reads the booking as the wizard shows it, orders for the attendee and pays', async () => {
    const { owner, bookingId, token } = await sharedBooking();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = await fork(server).findOneOrFail(Booking, bookingId);
    expect(stored.guestTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.guestTokenHash).not.toContain(token);

    const read = await gql(GUEST_BOOKING, { id: String(bookingId), token });
    expect(read.errors).toBeUndefined();
    expect(read.data.guestBooking).toMatchObject({ id: String(bookingId), status: 1 });
    expect(read.data.guestBooking.paymentData).toEqual([{ holder: 'Aliado Titular', bankCode: '0134' }]);

    const ordered = await gql(GUEST_ORDER, { input: { bookingId: String(bookingId), token, ...attendee } });
    expect(ordered.errors).toBeUndefined();
    const orderId = ordered.data.placeGuestOrder[0].id as string;
    const booking = await fork(server).findOneOrFail(Booking, bookingId);
    expect(booking).toMatchObject({ status: BookingStatus.Ordered, attendeeName: 'María Invitada' });

    const paid = await gql(GUEST_PAY, { token, input: await payment(orderId) });
    expect(paid.errors).toBeUndefined();
    expect(paid.data.registerGuestPagoMovilPayment.status).toBe('Pending');

    // Only the account that booked hears about the money; the typed attendee address gets nothing (issue 15 §10).
    const mails = await fork(server).find(OutboxMail, {
      recipient: { $in: [owner.email, attendee.email] },
      subject: { $like: `%${orderId}%` },
    });
    const recipients = new Set(mails.map((m) => m.recipient));
    expect(recipients).toEqual(new Set([owner.email]));
  });

  it('a wrong secret, another booking id or no secret opens nothing and writes nothing', async () => {
    const { bookingId, token } = await sharedBooking();
    const other = await sharedBooking();
    for (const [id, secret] of [
      [bookingId, 'x'.repeat(32)],
      [other.bookingId, token],
      [bookingId, ''],
      [bookingId, 'y'.repeat(500)],
    ] as const) {
      const read = await gql(GUEST_BOOKING, { id: String(id), token: secret });
      expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const ordered = await gql(GUEST_ORDER, {
        input: { bookingId: String(id), token: secret, ...attendee },
      });
      expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(ordered.errors?.[0]?.extensions?.code);
    }
    const untouched = await fork(server).find(Booking, { id: { $in: [bookingId, other.bookingId] } });
    expect(untouched.map((b) => b.status)).toEqual([BookingStatus.Cart, BookingStatus.Cart]);
  });

  it('the guest must give the attendee details (spec §5 messages)', async () => {
    const { bookingId, token } = await sharedBooking();
    const res = await gql(GUEST_ORDER, {
      input: { bookingId: String(bookingId), token, ...attendee, email: 'no-es-correo', name: 'Al' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toMatchObject({
      name: 'El Nombre debe contener al menos 3 caracteres.',
      email: 'Debe ser un correo válido.',
    });
    expect((await fork(server).findOneOrFail(Booking, bookingId)).status).toBe(BookingStatus.Cart);
  });

  it('sharing again replaces the link; only the owner may share, and only while unpaid', async () => {
    const { owner, bookingId, token } = await sharedBooking();
    const again = await gql(SHARE, { id: String(bookingId) }, owner.token);
    const fresh = again.data.shareOfflineBooking as string;
    expect(fresh).not.toBe(token);
    expect((await gql(GUEST_BOOKING, { id: String(bookingId), token })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await gql(GUEST_BOOKING, { id: String(bookingId), token: fresh })).errors).toBeUndefined();

    const stranger = await newCustomer(server);
    const foreign = await gql(SHARE, { id: String(bookingId) }, stranger.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await gql(SHARE, { id: String(bookingId) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const ordered = await gql(GUEST_ORDER, {
      input: { bookingId: String(bookingId), token: fresh, ...attendee },
    });
    const orderId = ordered.data.placeGuestOrder[0].id as string;
    await gql(GUEST_PAY, { token: fresh, input: await payment(orderId) });
    const late = await gql(SHARE, { id: String(bookingId) }, owner.token);
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it.each([BookingStatus.Paid, BookingStatus.Cancelled])(
    'the link is void once the booking leaves the unpaid states (status %i)',
    async (status) => {
      const { bookingId, token } = await sharedBooking();
      const em = fork(server);
      await em.nativeUpdate(Booking, { id: bookingId }, { status });
      const read = await gql(GUEST_BOOKING, { id: String(bookingId), token });
      expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(read.errors?.[0]?.message).toBe('El enlace de pago no es válido o ya no está vigente.');
      const ordered = await gql(GUEST_ORDER, { input: { bookingId: String(bookingId), token, ...attendee } });
      expect(ordered.errors).toBeDefined();
      expect((await fork(server).findOneOrFail(Booking, bookingId)).status).toBe(status);
    },
  );

  it("a link cannot pay another booking's order", async () => {
    const first = await sharedBooking();
    const second = await sharedBooking();
    const ordered = await gql(GUEST_ORDER, {
      input: { bookingId: String(second.bookingId), token: second.token, ...attendee },
    });
    const orderId = ordered.data.placeGuestOrder[0].id as string;
    const res = await gql(GUEST_PAY, { token: first.token, input: await payment(orderId) });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Other files write payments meanwhile: only this order's count matters.
    expect(await fork(server).count(Payment, { order: Number(orderId) })).toBe(0);
  });
});
