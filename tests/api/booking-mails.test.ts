import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindTomorrowBookings } from '../../server/src/modules/booking/booking-reminder.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import {
  caracasDay,
  createSlot,
  ensureRate,
  fork,
  newCustomer,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn, subjectsTo } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** The customer's e-mails along a booking (issue 17 §5): recipient, subject, both parts, sent once. */

let server: TestServer;
let slot: SlotFixture;

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
  slot = await createSlot(server, { seats: 50 }); // its slot is tomorrow at 09:00
});
afterAll(() => server.stop());

async function mailTo(email: string, subject: string): Promise<OutboxMail> {
  return fork(server).findOneOrFail(OutboxMail, { recipient: email, subject });
}

describe('booking e-mails', () => {
  it('reserved (with the payment deadline), payment registered and payment rejected (with the reason)', async () => {
    const customer = await newCustomer(server);
    const { orderId, paymentId } = await bookingIn(server, slot, customer.token, 'registered');
    const reserved = await mailTo(customer.email, `Tu pedido #${orderId} está pendiente de pago`);
    expect(reserved.text).toMatch(/Tienes hasta \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M \(hora de Venezuela\)/);
    expect(reserved.html).toContain('hora de Venezuela');
    await mailTo(customer.email, 'Recibimos tu pago');
    const rejected = await server.http('POST', `/api/v1/payment/${paymentId}/reject`, {
      token: slot.supplierToken,
      body: { reason: 'La referencia no aparece en el banco' },
    });
    expect(rejected.status).toBe(200);
    const mail = await mailTo(customer.email, `El pago del pedido #${orderId} fue rechazado`);
    expect(mail.text).toContain('Motivo: La referencia no aparece en el banco');
  });

  it('the reminder of the day before goes once per paid booking, even when two runs race', async () => {
    // A slot in three days, reminded by runs two days from now: every test server runs this job every 10 minutes at
    // the real clock, and would remind a booking of tomorrow before this test's own runs.
    const later = await createSlot(server, { seats: 10 });
    await fork(server).execute('update activity_dates set starts_at = ? where id = ?', [
      caracasDay(3),
      later.dateId,
    ]);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    const paid = await newCustomer(server);
    const unpaid = await newCustomer(server);
    const { bookingId } = await bookingIn(server, later, paid.token, 'paid');
    await bookingIn(server, later, unpaid.token, 'ordered');
    // Two days before the activity it is not due yet.
    expect(await remindTomorrowBookings(server.db.orm, new Date(Date.now() + 86_400_000))).not.toContain(
      bookingId,
    );
    const [first, second] = await Promise.all([
      remindTomorrowBookings(server.db.orm, inTwoDays),
      remindTomorrowBookings(server.db.orm, inTwoDays),
    ]);
    expect([...first, ...second].filter((id) => id === bookingId)).toHaveLength(1);
    await remindTomorrowBookings(server.db.orm, inTwoDays);
    const reminders = (await subjectsTo(server, paid.email)).filter((s) => s.startsWith('Mañana: '));
    expect(reminders).toHaveLength(1);
    const mail = await mailTo(paid.email, reminders[0]!);
    expect(mail.text).toMatch(new RegExp(`reserva #${bookingId} .*\\d{2}/\\d{2}/\\d{4} a las 09:00 AM`));
    expect((await subjectsTo(server, unpaid.email)).some((s) => s.startsWith('Mañana: '))).toBe(false);
  });
});
