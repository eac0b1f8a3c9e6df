import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking, BookingStatus } from '../../server/src/modules/booking/booking.entity.js';
import { CONSENT_SUBJECT } from '../../server/src/modules/booking/attendee-consent.service.js';
import { Order } from '../../server/src/modules/booking/order.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import {
  book,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  type SlotFixture,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 15 §10: the account owner hears about its orders; an attendee typed on the order gets one fixed
 * confirmation mail (no text from the order) and the order e-mails only after confirming; an account may place a
 * limited number of orders for other people per day.
 */

const PHISHING = 'Su cuenta fue suspendida, ingrese en http://xpl0ra.example';
const LIMIT = 2;

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;

beforeAll(async () => {
  server = await startTestServer({
    bookingLimits: {
      seatsPerSlot: 0,
      openCartBookings: 0,
      pendingPayments: 0,
      createdPerHour: 0,
      foreignAttendeeOrdersPerDay: LIMIT,
    },
  });
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 200 });
});
afterAll(() => server.stop());

const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`;
const CONFIRM = `mutation ($input: ConfirmAttendeeInput!) { confirmAttendee(input: $input) }`;
type Door = 'rest' | 'graphql';

const mailsTo = (recipient: string) =>
  fork(server).find(OutboxMail, { recipient }, { orderBy: { id: 'asc' } });

/** Orders one new booking of the customer naming `email` as the attendee; the raw answer of the door. */
async function orderFor(door: Door, customer: { token: string }, email: string) {
  const bookingId = await book(server, slot, customer.token);
  const attendee = { name: PHISHING.slice(0, 60), email, phone: '04141234567' };
  if (door === 'rest') {
    const res = await server.http('POST', '/api/v1/booking/order', {
      token: customer.token,
      body: { booking_ids: [bookingId], national_id: 'V12345678', ...attendee },
    });
    return { bookingId, ok: res.status === 201, status: res.status, message: res.body.message as string };
  }
  const res = await gql(
    PLACE,
    { input: { bookingIds: [String(bookingId)], nationalId: 'V12345678', ...attendee } },
    customer.token,
  );
  const error = res.errors?.[0];
  return { bookingId, ok: !error, status: error?.extensions?.code, message: error?.message };
}

/** The token of the confirmation link in a mail. */
const linkToken = (mail: OutboxMail) => /confirm-attendee\?t=([\w-]+)/.exec(mail.text)![1]!;

describe('order e-mails and a foreign attendee', () => {
  it.each(['rest', 'graphql'] as const)(
    'the attendee gets only the fixed confirmation mail, no text from the order; the owner the order mail (%s)',
    async (door) => {
      const customer = await newCustomer(server);
      const attendee = `asistente-${door}-${Date.now()}@example.com`;
      expect((await orderFor(door, customer, attendee)).ok).toBe(true);
      const mails = await mailsTo(attendee);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(CONSENT_SUBJECT);
      for (const text of [mails[0]!.text, mails[0]!.html, mails[0]!.subject]) {
        expect(text).not.toContain('xpl0ra');
        expect(text).not.toContain('suspendida');
        expect(text).not.toMatch(/USD|Bs\.|pedido #|V12345678|04141234567/);
        expect(text).not.toContain(customer.email);
      }
      const owner = await mailsTo(customer.email);
      expect(owner.length).toBeGreaterThan(0);
      for (const mail of owner) expect(mail.text).not.toContain('xpl0ra');

      // A second order naming the same address the same day sends no second confirmation mail.
      expect((await orderFor(door, customer, attendee)).ok).toBe(true);
      expect(await mailsTo(attendee)).toHaveLength(1);
    },
  );

  it.each(['rest', 'graphql'] as const)(
    'after confirming the link (%s), the attendee receives the order e-mails of that account',
    async (door) => {
      const customer = await newCustomer(server);
      const attendee = `confirma-${door}-${Date.now()}@example.com`;
      await orderFor(door, customer, attendee);
      const token = linkToken((await mailsTo(attendee))[0]!);
      if (door === 'rest') {
        const res = await server.http('POST', '/api/v1/attendee/confirm', { body: { token } });
        expect(res.status).toBe(200);
      } else {
        expect((await gql(CONFIRM, { input: { token } })).errors).toBeUndefined();
      }
      expect((await orderFor(door, customer, attendee)).ok).toBe(true);
      const mails = await mailsTo(attendee);
      expect(mails.map((m) => m.subject)).toEqual([CONSENT_SUBJECT, expect.stringMatching(/pedido/i)]);
      // The confirmation is for that account only: another account naming the address starts over.
      const other = await newCustomer(server);
      await orderFor(door, other, attendee);
      expect((await mailsTo(attendee)).map((m) => m.subject).slice(2)).toEqual([CONSENT_SUBJECT]);
    },
  );

  it('a made-up or stale link is a 404 in Spanish on both doors', async () => {
    const rest = await server.http('POST', '/api/v1/attendee/confirm', { body: { token: 'inventado' } });
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('El enlace de confirmación no es válido o venció.');
    const res = await gql(CONFIRM, { input: { token: 'inventado' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(CONFIRM, { input: { token: '' } })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it.each(['rest', 'graphql'] as const)(
    `orders for other people: one past the daily ${LIMIT} is refused (409, Spanish), nothing written (%s)`,
    async (door) => {
      const customer = await newCustomer(server);
      for (let i = 0; i < LIMIT; i++)
        expect((await orderFor(door, customer, `otra-${i}-${door}-${Date.now()}@example.com`)).ok).toBe(true);
      const last = `ultima-${door}-${Date.now()}@example.com`;
      const refused = await orderFor(door, customer, last);
      expect(refused.ok).toBe(false);
      expect(refused.status).toBe(door === 'rest' ? 409 : 'CONFLICT');
      expect(refused.message).toBe(
        `Alcanzaste el máximo de ${LIMIT} pedidos para otras personas en 24 horas. Inténtalo de nuevo más tarde o haz el pedido a tu nombre.`,
      );
      const em = fork(server);
      expect((await em.findOneOrFail(Booking, refused.bookingId)).status).toBe(BookingStatus.Cart);
      expect(await em.count(Order, { booking: refused.bookingId })).toBe(0);
      expect(await mailsTo(last)).toHaveLength(0);
      // Orders in the account's own name are not counted.
      expect((await orderFor(door, customer, customer.email)).ok).toBe(true);
    },
  );
});
