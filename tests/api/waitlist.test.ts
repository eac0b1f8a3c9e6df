import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHolds } from '../../server/src/modules/booking/booking-expiry.js';
import {
  book,
  bookingBody,
  createSlot,
  dueNow,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn, subjectsTo } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import {
  CLAIM,
  entriesOf,
  JOIN,
  LEAVE,
  MINE,
  offersPerEntry,
  offerTokenTo,
  seatBalance,
  sweep,
} from './waitlist.fixtures.js';

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
});
afterAll(() => server.stop());

type Customer = Awaited<ReturnType<typeof newCustomer>>;

/** A slot of `seats` seats filled by one paid booking of another customer; returns it and that booking. */
async function fullSlot(seats: number): Promise<{ slot: SlotFixture; holder: Customer; bookingId: number }> {
  const slot = await createSlot(server, { seats });
  const holder = await newCustomer(server);
  const { bookingId } = await bookingIn(server, slot, holder.token, 'ordered', seats);
  return { slot, holder, bookingId };
}

async function join(slot: SlotFixture, customer: Customer, participants: number) {
  const res = await gql(
    JOIN,
    { input: { activityTimeId: String(slot.timeId), participants } },
    customer.token,
  );
  if (res.errors) throw new Error(res.errors[0]!.message);
  return res.data.joinWaitlist as { id: string; position: number; status: string };
}

async function cancel(bookingId: number, customer: Customer) {
  const res = await server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token });
  expect(res.status).toBe(200);
}

/** Entries on these slots or of this customer (other test files join waitlists on the shared run database). */
async function waitlistRows(timeIds: number[], userId: number): Promise<number> {
  const [row] = await fork(server).execute<{ n: number }[]>(
    'select count(*)::int as n from waitlist_entries where activity_time_id in (?) or user_id = ?',
    [timeIds, userId],
  );
  return row!.n;
}

describe('joining a full departure', () => {
  it('refuses bad input on both doors in Spanish, and writes nothing', async () => {
    const { slot } = await fullSlot(4);
    const customer = await newCustomer(server);
    const open = await createSlot(server, { seats: 4 });
    const rows = () => waitlistRows([slot.timeId, open.timeId], customer.id);
    const before = await rows();
    for (const participants of [0, 1000, -2]) {
      const res = await gql(
        JOIN,
        { input: { activityTimeId: String(slot.timeId), participants } },
        customer.token,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Indica entre 1 y 50 personas.');
      const rest = await server.http('POST', '/api/v1/waitlist', {
        token: customer.token,
        body: { activity_time_id: slot.timeId, participants },
      });
      expect(rest.status).toBe(422);
      expect(rest.body.errors.participants).toBe('Indica entre 1 y 50 personas.');
    }
    // More than the departure holds.
    const tooMany = await server.http('POST', '/api/v1/waitlist', {
      token: customer.token,
      body: { activity_time_id: slot.timeId, participants: 5 },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('La salida admite a lo sumo 4 personas.');
    const noSlot = await server.http('POST', '/api/v1/waitlist', {
      token: customer.token,
      body: { activity_time_id: 999999, participants: 1 },
    });
    expect(noSlot.status).toBe(404);
    // A slot with room for the party: book it instead.
    const roomy = await server.http('POST', '/api/v1/waitlist', {
      token: customer.token,
      body: { activity_time_id: open.timeId, participants: 2 },
    });
    expect(roomy.status).toBe(409);
    expect(roomy.body.message).toBe('Esta salida tiene cupos para tu grupo: resérvala directamente.');
    expect(await rows()).toBe(before);

    // Visitors and suppliers may not join.
    const visitor = await server.http('POST', '/api/v1/waitlist', {
      body: { activity_time_id: slot.timeId, participants: 1 },
    });
    expect(visitor.status).toBe(401);
    const supplier = await server.http('POST', '/api/v1/waitlist', {
      token: slot.supplierToken,
      body: { activity_time_id: slot.timeId, participants: 1 },
    });
    expect(supplier.status).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('keeps one place per customer and slot, in order, listed under the customer only', async () => {
    const { slot } = await fullSlot(4);
    const [ana, bea] = [await newCustomer(server), await newCustomer(server)];
    const first = await join(slot, ana, 2);
    expect(first).toMatchObject({ status: 'waiting', position: 1 });
    const again = await server.http('POST', '/api/v1/waitlist', {
      token: ana.token,
      body: { activity_time_id: slot.timeId, participants: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya estás en la lista de espera de esta salida.');
    const created = await server.http('POST', '/api/v1/waitlist', {
      token: bea.token,
      body: { activity_time_id: String(slot.timeId), participants: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'waiting',
      position: 2,
      participants: 1,
      activity_time_id: slot.timeId,
    });

    const list = await server.http('GET', '/api/v1/waitlist', { token: bea.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, currentPage: 1, lastPage: 1 });
    expect(list.body.data[0].id).toBe(created.body.id);
    // Ana cannot leave Bea's place: it does not exist for her.
    const foreign = await server.http('DELETE', `/api/v1/waitlist/${created.body.id}`, { token: ana.token });
    expect(foreign.status).toBe(404);
    const left = await server.http('DELETE', `/api/v1/waitlist/${created.body.id}`, { token: bea.token });
    expect(left.status).toBe(200);
    expect((await server.http('GET', '/api/v1/waitlist', { token: bea.token })).body.total).toBe(0);
    const gone = await gql(LEAVE, { id: created.body.id }, bea.token);
    expect(gone.errors?.[0]?.message).toBe('Ya no estás en esta lista de espera.');

    // The supplier sees the line's size on its departure.
    const res = await gql(
      `query($t: ID!) { supplierDeparture(timeId: $t) { waitlist state } }`,
      { t: String(slot.timeId) },
      slot.supplierToken,
    );
    expect(res.data.supplierDeparture).toEqual({ waitlist: 1, state: 'FULL' });
  });
});

describe('offers when seats come back', () => {
  it('a cancellation offers the first party that fits, holds the seats 2 hours, mails a link that books them', async () => {
    const { slot, holder, bookingId } = await fullSlot(3);
    const [big, small, later] = [
      await newCustomer(server),
      await newCustomer(server),
      await newCustomer(server),
    ];
    await join(slot, big, 3);
    const small1 = await join(slot, small, 2);
    const later1 = await join(slot, later, 1);
    expect(later1.position).toBe(3);

    await cancel(bookingId, holder);
    // All 3 seats are back: the party of 3, first in line, gets them at once; nobody else can book them.
    expect(await seatsLeft(server, slot.timeId)).toBe(0);
    const lines = await entriesOf(server, slot);
    expect(lines.map((l) => [l.user_id, l.status, l.seats_held])).toEqual([
      [big.id, 'offered', 3],
      [small.id, 'waiting', 0],
      [later.id, 'waiting', 0],
    ]);
    const stranger = await newCustomer(server);
    const refused = await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
      token: stranger.token,
      body: bookingBody(slot, [[slot.adultId, 1]]),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);

    await sweep(server); // writes the offer's mail when its job has not yet
    expect(await subjectsTo(server, big.email)).toContain(`Se liberaron cupos: ${await activityTitle(slot)}`);
    const [mail] = await fork(server).execute<{ text: string }[]>(
      `select text from outbox_mails where recipient = ? and subject like 'Se liberaron%'`,
      [big.email],
    );
    expect(mail!.text).toMatch(
      /Te guardamos 3 cupos hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M \(hora de Venezuela\)/,
    );
    const token = (await offerTokenTo(server, big.email))!;
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{22}$/);

    // Another customer, or a forged token, gets nothing.
    expect((await gql(CLAIM, { token }, small.token)).errors?.[0]?.message).toBe(
      'El enlace de la oferta no es válido.',
    );
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await gql(CLAIM, { token: forged }, big.token)).errors?.[0]?.message).toBe(
      'El enlace de la oferta no es válido.',
    );
    const offer = await gql(
      `query($t: String!) { waitlistOffer(token: $t) { status participants offerExpiresAt } }`,
      { t: token },
      big.token,
    );
    expect(offer.data.waitlistOffer).toMatchObject({ status: 'offered', participants: 3 });

    const claimed = await gql(CLAIM, { token }, big.token);
    expect(claimed.errors).toBeUndefined();
    expect(claimed.data.claimWaitlistOffer).toMatchObject({ status: 1 });
    const [held] = await fork(server).execute<{ seats_held: number }[]>(
      'select seats_held from bookings where id = ?',
      [Number(claimed.data.claimWaitlistOffer.id)],
    );
    expect(held!.seats_held).toBe(3);
    expect(new Date(claimed.data.claimWaitlistOffer.holdExpiresAt).toISOString()).toBe(
      offer.data.waitlistOffer.offerExpiresAt,
    );
    expect(await seatsLeft(server, slot.timeId)).toBe(0);
    expect((await gql(CLAIM, { token }, big.token)).errors?.[0]?.message).toMatch(/ya no está disponible/);

    // Checkout continues as any booking: the order is placed from the cart.
    const placed = await server.http('POST', '/api/v1/booking/order', {
      token: big.token,
      body: { booking_ids: [Number(claimed.data.claimWaitlistOffer.id)] },
    });
    expect(placed.status).toBe(201);
    const balance = await seatBalance(server, slot.timeId);
    expect(balance.free + balance.booked + balance.held).toBe(balance.capacity);
    expect(small1.status).toBe('waiting');

    const audit = await fork(server).execute<{ action: string }[]>(
      `select action from audit_entries where object_type = 'waitlist_entry' and object_id = ? order by id`,
      [Number(lines[0]!.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['waitlist_offered', 'waitlist_offer_claimed']);
  });

  it('an offer left to expire goes to the next in line; nobody is offered twice', async () => {
    const { slot, holder, bookingId } = await fullSlot(2);
    const [ana, bea] = [await newCustomer(server), await newCustomer(server)];
    await join(slot, ana, 2);
    await join(slot, bea, 2);
    await cancel(bookingId, holder);
    await sweep(server); // the offer's mail
    let lines = await entriesOf(server, slot);
    expect(lines.map((l) => l.status)).toEqual(['offered', 'waiting']);

    const result = await sweep(server, new Date(Date.now() + 2 * 3_600_000 + 1000));
    expect(result.expired).toContain(lines[0]!.id);
    lines = await entriesOf(server, slot);
    expect(lines.map((l) => [l.status, l.seats_held])).toEqual([
      ['expired', 0],
      ['offered', 2],
    ]);
    expect(await subjectsTo(server, ana.email)).toContain('Venció tu oferta de la lista de espera');
    const trail = await fork(server).execute<{ action: string; actor_role: string }[]>(
      `select action, actor_role from audit_entries where object_type = 'waitlist_entry' and object_id = ? order by id`,
      [lines[0]!.id],
    );
    expect(trail.map((a) => [a.action, a.actor_role])).toEqual([
      ['waitlist_offered', 'system'],
      ['waitlist_offer_expired', 'system'],
    ]);
    const token = (await offerTokenTo(server, ana.email))!;
    expect((await gql(CLAIM, { token }, ana.token)).errors?.[0]?.message).toMatch(/ya no está disponible/);
    await sweep(server);
    expect(await offerTokenTo(server, bea.email)).toBeDefined();

    // Bea leaves with her offer open: the seats go back to the slot (nobody else waits).
    const mine = await gql(MINE, {}, bea.token);
    expect(mine.data.myWaitlist[0]).toMatchObject({ status: 'offered', participants: 2 });
    expect((await gql(LEAVE, { id: mine.data.myWaitlist[0].id }, bea.token)).data.leaveWaitlist).toBe(true);
    expect(await seatsLeft(server, slot.timeId)).toBe(2);
    const counts = await offersPerEntry(
      server,
      lines.map((l) => l.id),
    );
    expect([...counts.values()]).toEqual([1, 1]);
  });

  it('an expired cart hold and a larger capacity also offer the seats', async () => {
    const slot = await createSlot(server, { seats: 2 });
    const holder = await newCustomer(server);
    await book(server, slot, holder.token, 2); // a cart hold
    const [ana, bea] = [await newCustomer(server), await newCustomer(server)];
    await join(slot, ana, 2);
    await join(slot, bea, 1);
    await dueNow(server, [slot.timeId]);
    await expireHolds(server.db.orm);
    expect((await entriesOf(server, slot)).map((l) => l.status)).toEqual(['offered', 'waiting']);

    const res = await gql(
      `mutation($id: ID!, $input: ActivityTimeInput!) { updateActivityTime(id: $id, input: $input) { currentAvailable } }`,
      { id: String(slot.timeId), input: { startsAt: '09:00', endsAt: '11:00', expectedParticipants: 3 } },
      slot.supplierToken,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateActivityTime.currentAvailable).toBe(0);
    expect((await entriesOf(server, slot)).map((l) => l.status)).toEqual(['offered', 'offered']);
  });

  it('a cancelled departure closes its line, gives held seats back and tells everyone in it', async () => {
    const { slot, holder, bookingId } = await fullSlot(2);
    const [ana, bea] = [await newCustomer(server), await newCustomer(server)];
    await join(slot, ana, 1);
    await join(slot, bea, 2);
    await cancel(bookingId, holder);
    expect(await seatsLeft(server, slot.timeId)).toBe(1);
    const res = await server.http('POST', `/api/v1/suppliers/departures/${slot.timeId}/cancel`, {
      token: slot.supplierToken,
      body: { reason: 'weather' },
    });
    expect(res.status).toBe(200);
    expect((await entriesOf(server, slot)).map((l) => l.status)).toEqual(['closed', 'closed']);
    expect(await seatsLeft(server, slot.timeId)).toBe(2);
    // Both were told: the one holding an offer and the one still waiting.
    const subject = `Salida cancelada: ${await activityTitle(slot)}`;
    for (const customer of [ana!, bea!]) expect(await subjectsTo(server, customer.email)).toContain(subject);
  });
});

async function activityTitle(slot: SlotFixture): Promise<string> {
  const [row] = await fork(server).execute<{ title: string }[]>('select title from activities where id = ?', [
    slot.activityId,
  ]);
  return row!.title;
}
