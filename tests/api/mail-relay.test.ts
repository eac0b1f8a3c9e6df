import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Issue 15 §10: the attendee typed on an order is not a mail recipient; the account owner hears about its order. */

const PHISHING = 'Su cuenta fue suspendida, ingrese en http://xpl0ra.example';

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 50 });
});
afterAll(() => server.stop());

const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`;

async function outbox(victim: string, owner: string) {
  const em = fork(server);
  return {
    victim: await em.count(OutboxMail, { recipient: victim }),
    owner: await em.find(OutboxMail, { recipient: owner }),
  };
}

describe('order e-mails and a foreign attendee', () => {
  it.each(['rest', 'graphql'] as const)(
    'an order naming someone else mails only the account owner, without the typed name (%s)',
    async (door) => {
      const customer = await newCustomer(server);
      const victim = `victima-${door}-${Date.now()}@example.com`;
      const bookingId = await book(server, slot, customer.token);
      const attendee = { name: PHISHING.slice(0, 60), email: victim, phone: '04141234567' };
      if (door === 'rest') {
        const res = await server.http('POST', '/api/v1/booking/order', {
          token: customer.token,
          body: { booking_ids: [bookingId], national_id: 'V12345678', ...attendee },
        });
        expect(res.status).toBe(201);
      } else {
        const res = await gql(
          PLACE,
          { input: { bookingIds: [String(bookingId)], nationalId: 'V12345678', ...attendee } },
          customer.token,
        );
        expect(res.errors).toBeUndefined();
      }
      const mails = await outbox(victim, customer.email);
      expect(mails.victim).toBe(0);
      expect(mails.owner.length).toBeGreaterThan(0);
      for (const mail of mails.owner) {
        expect(mail.subject).not.toContain('suspendida');
        expect(mail.text).not.toContain('xpl0ra');
      }
    },
  );
});
