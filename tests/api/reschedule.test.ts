import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import {
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn, setCancelBefore } from './refund.fixtures.js';
import { addSlot, mailedProposal, sameActivitySlot } from './reschedule.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 33 §1: a customer moves a booking to another slot of the same activity before the cancellation deadline
 * (seats move exactly once, payment, code and rate stay, the voucher and calendar event are mailed again, the change
 * is in the booking's history and the audit trail); the supplier proposes a slot and the customer answers by a signed
 * link. Bad input is a Spanish 4xx that writes nothing.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;

const RESCHEDULE = `mutation($id: ID!, $t: ID!) { rescheduleBooking(id: $id, activityTimeId: $t) {
  id code status exchangeRate } }`;
const PROPOSE = `mutation($b: ID!, $t: ID!) { proposeReschedule(bookingId: $b, activityTimeId: $t) { id status expiresAt } }`;
const VIEW = `query($id: ID!, $token: String!) { rescheduleProposal(id: $id, token: $token) {
  id status activityTitle bookingCode participants from to expiresAt } }`;
const ANSWER = `mutation($id: ID!, $token: String!, $accept: Boolean!) {
  answerRescheduleProposal(id: $id, token: $token, accept: $accept) { id status from to } }`;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
});
afterAll(() => server.stop());

async function bookingRow(id: number) {
  const [row] = await fork(server).execute<
    {
      activity_time_id: number;
      activity_date_id: number;
      code: string;
      exchange_rate: string;
      status: number;
    }[]
  >('select activity_time_id, activity_date_id, code, exchange_rate, status from bookings where id = ?', [
    id,
  ]);
  return { ...row!, activity_time_id: Number(row!.activity_time_id) };
}

/** Everything a refused change must leave as it was: the activities' slots, their bookings, changes, trail and mails. */
async function worldState(activityIds: number[]): Promise<string> {
  const [row] = await fork(server).execute<{ state: string }[]>(
    `with b as (select * from bookings where activity_id in (?))
     select json_build_object(
       'slots', (select json_agg(json_build_object('id', t.id, 'n', t.current_available) order by t.id)
                   from activity_times t join activity_dates d on d.id = t.activity_date_id
                  where d.activity_id in (?)),
       'bookings', (select json_agg(json_build_object('id', id, 't', activity_time_id, 's', status) order by id) from b),
       'changes', (select count(*) from booking_reschedules where booking_id in (select id from b)),
       'audit', (select count(*) from audit_entries where object_type = 'booking' and object_id in (select id from b)),
       'mails', (select count(*) from outbox_mails m join users u on u.email = m.recipient
                   where u.id in (select user_id from b)
                      or u.id in (select s.user_id from suppliers s join activities a on a.supplier_id = s.id
                                   where a.id in (?)))
     )::text as state`,
    [activityIds, activityIds, activityIds],
  );
  return row!.state;
}

/** What the supplier of the booking's activity was mailed about its change of date, with the booking's facts. */
async function supplierMail(bookingId: number) {
  const [row] = await fork(server).execute<
    { subject: string; text: string; code: string; customer: string; trade_name: string }[]
  >(
    `select m.subject, m.text, b.code, cu.name as customer, s.trade_name
       from bookings b join users cu on cu.id = b.user_id
       join activities a on a.id = b.activity_id join suppliers s on s.id = a.supplier_id
       join users su on su.id = s.user_id
       join outbox_mails m on m.recipient = su.email and m.subject like 'Reserva ' || b.code || ' cambió de fecha%'
      where b.id = ?`,
    [bookingId],
  );
  return row;
}

/** A slot as people read it: its day and start time, in Caracas time like the activity's calendar. */
async function slotLabel(timeId: number): Promise<string> {
  const [row] = await fork(server).execute<{ label: string }[]>(
    `select to_char(d.starts_at, 'DD/MM/YYYY') || ' ' || to_char(t.starts_at, 'HH24:MI') as label
       from activity_times t join activity_dates d on d.id = t.activity_date_id where t.id = ?`,
    [timeId],
  );
  return row!.label;
}

async function emailOf(bookingId: number): Promise<string> {
  const [row] = await fork(server).execute<{ email: string }[]>(
    'select u.email from bookings b join users u on u.id = b.user_id where b.id = ?',
    [bookingId],
  );
  return row!.email;
}

describe('a customer reschedules its booking', () => {
  let slot: SlotFixture;
  let customer: { id: number; token: string; email: string };

  beforeAll(async () => {
    slot = await createSlot(server, { seats: 10 });
    customer = await newCustomer(server);
  });

  it('moves a paid booking: seats move once, code, rate and payment stay, voucher mailed, history and audit kept', async () => {
    const paid = await bookingIn(server, slot, customer.token, 'paid', 2);
    const target = await addSlot(server, slot.activityId, { seats: 5 });
    const before = await bookingRow(paid.bookingId);
    expect(await seatsLeft(server, slot.timeId)).toBe(8);

    const slots = await gql(
      `query($b: ID!) { rescheduleSlots(bookingId: $b) { id available } }`,
      {
        b: paid.bookingId,
      },
      customer.token,
    );
    expect(slots.data.rescheduleSlots.map((s: { id: string }) => Number(s.id))).toContain(target);

    const res = await gql(RESCHEDULE, { id: paid.bookingId, t: target }, customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.rescheduleBooking).toMatchObject({
      code: before.code,
      status: 4,
      exchangeRate: before.exchange_rate,
    });
    expect(await seatsLeft(server, slot.timeId)).toBe(10);
    expect(await seatsLeft(server, target)).toBe(3);
    const after = await bookingRow(paid.bookingId);
    expect(after.activity_time_id).toBe(target);
    expect(after.activity_date_id).not.toBe(before.activity_date_id);

    const em = fork(server);
    const [{ verified }] = await em.execute<{ verified: string }[]>(
      `select count(*) as verified from payments p join orders o on o.id = p.order_id
        where o.activity_booking_id = ? and p.status = 'verified'`,
      [paid.bookingId],
    );
    expect(Number(verified)).toBe(1);

    const mail = await em.findOneOrFail(OutboxMail, {
      recipient: customer.email,
      subject: { $like: 'Tu reserva cambió de fecha%' },
    });
    expect(mail.text).toContain(before.code);
    expect(mail.attachments?.map((a) => a.contentType.split(';')[0])).toEqual([
      'application/pdf',
      'text/calendar',
    ]);
    const ics = Buffer.from(mail.attachments![1]!.content, 'base64').toString();
    expect(ics).toContain(`UID:${before.code}@xplora`);

    const [entry] = await em.execute<{ actor_role: string; changes: { field: string; after: string }[] }[]>(
      `select actor_role, changes from audit_entries where action = 'booking_rescheduled' and object_id = ?`,
      [paid.bookingId],
    );
    expect(entry!.actor_role).toBe('client');
    expect(entry!.changes.find((c) => c.field === 'activityTimeId')!.after).toBe(String(target));

    const detail = await gql(
      `query($id: ID!) { booking(id: $id) { history { kind note } } }`,
      {
        id: paid.bookingId,
      },
      slot.supplierToken,
    );
    expect(detail.data.booking.history.map((e: { kind: string }) => e.kind)).toContain('rescheduled');

    const told = (await supplierMail(paid.bookingId))!;
    expect(told.text).toContain(`Hola ${told.trade_name}:`);
    expect(told.text).toContain(`${told.customer} cambió la fecha de su reserva ${before.code}`);
    expect(told.text).toContain(
      `Antes: ${await slotLabel(slot.timeId)}. Ahora: ${await slotLabel(target)} (hora de Venezuela).`,
    );
  });

  it('moves an unpaid booking over REST (POST /api/v1/booking/{id}/reschedule)', async () => {
    const unpaid = await bookingIn(server, slot, customer.token, 'ordered', 1);
    const target = await addSlot(server, slot.activityId, { seats: 4 });
    const res = await server.http('POST', `/api/v1/booking/${unpaid.bookingId}/reschedule`, {
      token: customer.token,
      body: { activity_time_id: target },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe(2);
    expect(await seatsLeft(server, target)).toBe(3);
    expect((await bookingRow(unpaid.bookingId)).activity_time_id).toBe(target);
  });

  it('refuses bad slots and others’ bookings in Spanish, writing nothing', async () => {
    const mine = await bookingIn(server, slot, customer.token, 'paid', 2);
    const otherActivity = await createSlot(server, { seats: 10 });
    const full = await addSlot(server, slot.activityId, { seats: 1 });
    const past = await addSlot(server, slot.activityId, { day: -2 });
    const cancelled = await addSlot(server, slot.activityId, { cancelled: true });
    const fine = await addSlot(server, slot.activityId);
    const stranger = await newCustomer(server);
    const ids = [slot.activityId, otherActivity.activityId];
    const cases: [string, number, string | number, string, number][] = [
      ['another activity', mine.bookingId, otherActivity.timeId, 'no es de la actividad', 422],
      ['a full slot', mine.bookingId, full, 'no tiene cupos suficientes', 409],
      ['a past slot', mine.bookingId, past, 'ya pasó', 422],
      ['a cancelled slot', mine.bookingId, cancelled, 'canceló esta salida', 422],
      ['the same slot', mine.bookingId, slot.timeId, 'ya es en ese horario', 422],
      ['no slot', mine.bookingId, '', 'es requerido', 422],
    ];
    for (const [label, id, t, message, status] of cases) {
      const state = await worldState(ids);
      const res = await server.http('POST', `/api/v1/booking/${id}/reschedule`, {
        token: customer.token,
        body: { activity_time_id: t },
      });
      expect(res.status, label).toBe(status);
      expect(res.body.message, label).toContain(message);
      expect(await worldState(ids), label).toBe(state);
    }
    // someone else's booking: as if it did not exist, on both doors
    const state = await worldState(ids);
    const rest = await server.http('POST', `/api/v1/booking/${mine.bookingId}/reschedule`, {
      token: stranger.token,
      body: { activity_time_id: fine },
    });
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('La reserva no existe.');
    const graph = await gql(RESCHEDULE, { id: mine.bookingId, t: fine }, slot.supplierToken);
    expect(graph.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await worldState(ids)).toBe(state);

    // after the deadline
    const late = await createSlot(server, { seats: 10 });
    const lateBooking = await bookingIn(server, late, customer.token, 'paid', 1);
    const lateTarget = await addSlot(server, late.activityId, { day: 5 });
    await setCancelBefore(server, late.activityId, 1000);
    const lateState = await worldState([late.activityId]);
    const res = await gql(RESCHEDULE, { id: lateBooking.bookingId, t: lateTarget }, customer.token);
    expect(res.errors![0]!.extensions!.code).toBe('CONFLICT');
    expect(res.errors![0]!.message).toMatch(/^El plazo para cambiar la fecha de esta reserva venció el /);
    const lateRest = await server.http('POST', `/api/v1/booking/${lateBooking.bookingId}/reschedule`, {
      token: customer.token,
      body: { activity_time_id: lateTarget },
    });
    expect(lateRest.status).toBe(409);
    expect(lateRest.body.message).toMatch(/^El plazo para cambiar la fecha de esta reserva venció el /);
    expect(await worldState([late.activityId])).toBe(lateState);
  });
});

describe('a supplier proposes another slot', () => {
  let slot: SlotFixture;
  let customer: { id: number; token: string; email: string };

  beforeAll(async () => {
    slot = await createSlot(server, { seats: 10 });
    customer = await newCustomer(server);
  });

  it('mails a signed link; declining keeps the booking, accepting moves it, a forged link is not found', async () => {
    const paid = await bookingIn(server, slot, customer.token, 'paid', 2);
    const target = await addSlot(server, slot.activityId, { seats: 6 });
    const proposed = await gql(PROPOSE, { b: paid.bookingId, t: target }, slot.supplierToken);
    expect(proposed.errors).toBeUndefined();
    expect(proposed.data.proposeReschedule.status).toBe('Proposed');
    const link = await mailedProposal(server, customer.email);

    // Its last character changed (to 'B' when it already was 'A': one token in 64 ends so).
    const forgedToken = link.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const forged = await gql(VIEW, { id: link.id, token: forgedToken });
    expect(forged.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const view = await gql(VIEW, link);
    expect(view.data.rescheduleProposal).toMatchObject({ status: 'Proposed', participants: 2 });

    const declined = await gql(ANSWER, { ...link, accept: false });
    expect(declined.data.answerRescheduleProposal.status).toBe('Declined');
    expect((await bookingRow(paid.bookingId)).activity_time_id).toBe(slot.timeId);
    const again = await gql(ANSWER, { ...link, accept: true });
    expect(again.errors![0]!.message).toBe('Esta propuesta ya fue respondida.');

    await gql(PROPOSE, { b: paid.bookingId, t: target }, slot.supplierToken);
    const second = await mailedProposal(server, customer.email);
    expect(second.id).not.toBe(link.id);
    const accepted = await gql(ANSWER, { ...second, accept: true });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.answerRescheduleProposal.status).toBe('Accepted');
    const told = (await supplierMail(paid.bookingId))!;
    expect(told.text).toContain(
      `${told.customer} aceptó tu propuesta de nueva fecha para su reserva ${told.code}`,
    );
    expect(told.text).toContain(`Antes: ${await slotLabel(slot.timeId)}. Ahora: ${await slotLabel(target)}`);
    expect((await bookingRow(paid.bookingId)).activity_time_id).toBe(target);
    expect(await seatsLeft(server, slot.timeId)).toBe(10);
    expect(await seatsLeft(server, target)).toBe(4);

    const detail = await gql(
      `query($id: ID!) { booking(id: $id) { history { kind } } }`,
      {
        id: paid.bookingId,
      },
      slot.supplierToken,
    );
    expect(detail.data.booking.history.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['reschedule_proposed', 'reschedule_declined', 'rescheduled']),
    );
  });

  it('only for its own bookings', async () => {
    const paid = await bookingIn(server, slot, customer.token, 'paid', 1);
    const other = await createSlot(server, { seats: 10 });
    const target = await addSlot(server, slot.activityId);
    const state = await worldState([slot.activityId, other.activityId]);
    const res = await gql(PROPOSE, { b: paid.bookingId, t: target }, other.supplierToken);
    expect(res.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect(await worldState([slot.activityId, other.activityId])).toBe(state);
  });

  it('lapses when the slot fills before the answer: a clear Spanish message, the booking stays', async () => {
    const booked = await bookingIn(server, slot, customer.token, 'paid', 2);
    const target = await addSlot(server, slot.activityId, { seats: 2 });
    await gql(PROPOSE, { b: booked.bookingId, t: target }, slot.supplierToken);
    const link = await mailedProposal(server, customer.email);
    const rival = await newCustomer(server);
    await bookingIn(server, await sameActivitySlot(server, slot, target), rival.token, 'ordered', 1);
    const res = await gql(ANSWER, { ...link, accept: true });
    expect(res.errors![0]!.extensions!.code).toBe('CONFLICT');
    expect(res.errors![0]!.message).toBe(
      'El horario propuesto ya no tiene cupos: la propuesta venció y tu reserva sigue en su fecha original.',
    );
    expect((await bookingRow(booked.bookingId)).activity_time_id).toBe(slot.timeId);
    expect((await gql(VIEW, link)).data.rescheduleProposal.status).toBe('Expired');
    expect(await emailOf(booked.bookingId)).toBe(customer.email);
  });
});
