import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { Refund } from '../../server/src/modules/booking/refund.entity.js';
import { ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import { actor } from './admin-fixtures.js';
import {
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { issueKey } from './partner.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { bookingCode, CHECK_IN, departSoon, MANIFEST, paidBooking } from './voucher.fixtures.js';

/**
 * What check-in closes and opens: a departure's check-in opens a few hours before its start; a checked-in booking
 * can no longer be cancelled by its customer; a partner key sees only departures it may know of.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let admin: string;

const CANCEL = `mutation($id: ID!) { cancelBooking(id: $id) { id status } }`;
const READ = `query($id: ID!) { booking(id: $id) { status canCancel } }`;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  admin = (await actor(server, UserRole.Admin)).token;
});
afterAll(() => server.stop());

async function checkedIn(bookingId: number): Promise<boolean> {
  const [row] = await fork(server).execute<{ checked: boolean }[]>(
    'select checked_in_at is not null as checked from bookings where id = ?',
    [bookingId],
  );
  return row!.checked;
}

describe('check-in opens 3 hours before the departure', () => {
  it('refused on both doors for tomorrow morning, in Spanish, and nothing changes; accepted within the window', async () => {
    // createSlot's departure is tomorrow at 09:00 (Caracas): at least 9 hours away.
    const slot = await createSlot(server, { seats: 10 });
    const customer = await newCustomer(server);
    const { bookingId } = await paidBooking(server, slot, customer.token, 2);
    const code = await bookingCode(server, bookingId);

    const early = await gql(
      CHECK_IN,
      { input: { activityTimeId: String(slot.timeId), code } },
      slot.supplierToken,
    );
    expect(early.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^La llegada se registra desde 3 horas antes de la salida: a partir del \d{2}\/\d{2}\/\d{4} 06:00 AM \(hora de Venezuela\)\./,
      ),
      extensions: { code: 'CONFLICT' },
    });
    const rest = await server.http('POST', `/api/v1/activity_time/${slot.timeId}/check_in`, {
      token: admin,
      body: { code },
    });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toMatch(/^La llegada se registra desde 3 horas antes de la salida/);
    expect(await checkedIn(bookingId)).toBe(false);

    await departSoon(server, slot);
    const onTime = await gql(
      CHECK_IN,
      { input: { activityTimeId: String(slot.timeId), code } },
      slot.supplierToken,
    );
    expect(onTime.errors).toBeUndefined();
    expect(onTime.data.checkInBooking.message).toMatch(/^Llegada registrada/);
    expect(await checkedIn(bookingId)).toBe(true);
  });
});

describe('a checked-in booking cannot be cancelled by its customer', () => {
  let slot: SlotFixture;
  let customer: { id: number; token: string; email: string };

  beforeAll(async () => {
    // cancel_before 0 (the fixture's): the cancellation deadline is the departure itself, an hour away.
    slot = await createSlot(server, { seats: 10 });
    await departSoon(server, slot);
    customer = await newCustomer(server);
  });

  async function arrived(): Promise<number> {
    const { bookingId } = await paidBooking(server, slot, customer.token, 2);
    const res = await server.http('POST', `/api/v1/activity_time/${slot.timeId}/check_in`, {
      token: slot.supplierToken,
      body: { code: await bookingCode(server, bookingId) },
    });
    expect(res.body).toMatchObject({ already_checked_in: false });
    return bookingId;
  }

  it('canCancel is false once checked in (and true for a paid booking that has not arrived)', async () => {
    const waiting = await paidBooking(server, slot, customer.token);
    expect((await gql(READ, { id: String(waiting.bookingId) }, customer.token)).data.booking.canCancel).toBe(
      true,
    );
    const bookingId = await arrived();
    expect((await gql(READ, { id: String(bookingId) }, customer.token)).data.booking).toEqual({
      status: 4,
      canCancel: false,
    });
    const rest = await server.http('GET', `/api/v1/booking/${bookingId}`, { token: customer.token });
    expect(rest.body).toMatchObject({ status: 4, can_cancel: false });
  });

  it('GraphQL and REST refuse the cancel with a 4xx in Spanish; no refund, the seats stay taken', async () => {
    const bookingId = await arrived();
    const seats = await seatsLeft(server, slot.timeId);
    const message = 'Tu llegada a la actividad ya fue registrada: la reserva ya no se puede cancelar.';
    const viaGraphql = await gql(CANCEL, { id: String(bookingId) }, customer.token);
    expect(viaGraphql.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    const viaRest = await server.http('POST', `/api/v1/booking/${bookingId}/cancel`, {
      token: customer.token,
    });
    expect([viaRest.status, viaRest.body.message]).toEqual([409, message]);
    expect(await seatsLeft(server, slot.timeId)).toBe(seats);
    expect(await fork(server).count(Refund, { booking: bookingId })).toBe(0);
    expect((await gql(READ, { id: String(bookingId) }, customer.token)).data.booking.status).toBe(4);
  });

  it('check-in racing the cancel: either cancelled and never checked in, or checked in and not cancelled', async () => {
    for (let i = 0; i < 5; i++) {
      const { bookingId } = await paidBooking(server, slot, customer.token);
      const code = await bookingCode(server, bookingId);
      const [cancel, checkIn] = await Promise.all([
        server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token }),
        server.http('POST', `/api/v1/activity_time/${slot.timeId}/check_in`, {
          token: slot.supplierToken,
          body: { code },
        }),
      ]);
      const [row] = await fork(server).execute<{ status: number; checked: boolean }[]>(
        'select status, checked_in_at is not null as checked from bookings where id = ?',
        [bookingId],
      );
      if (cancel.status === 200) {
        expect(row).toEqual({ status: 5, checked: false });
        expect(checkIn.status).toBe(409);
      } else {
        expect(cancel.status).toBe(409);
        expect(row).toEqual({ status: 4, checked: true });
        expect(checkIn.status).toBe(200);
      }
    }
  });
});

describe('partner keys and unpublished departures', () => {
  it('NOT_FOUND on the manifest and the check-in of a departure of an unpublished activity', async () => {
    const partner = (await issueKey(server, admin)).key;
    const pending = await createSlot(server, { seats: 10, status: ActivityStatus.Pending });
    const manifest = await server.http('GET', `/api/v1/activity_time/${pending.timeId}/manifest`, {
      token: partner,
    });
    expect([manifest.status, manifest.body.message]).toEqual([404, 'El horario no existe.']);
    expect(JSON.stringify(manifest.body)).not.toContain('activity_title');
    const checkIn = await server.http('POST', `/api/v1/activity_time/${pending.timeId}/check_in`, {
      token: partner,
      body: { code: 'K7QM-3XPA' },
    });
    expect(checkIn.status).toBe(404);
    // The supplier of the activity still reads its own departure.
    expect(
      (await gql(MANIFEST, { id: String(pending.timeId) }, pending.supplierToken)).errors,
    ).toBeUndefined();
  });

  it('still reads a departure it holds a booking on after the activity is unpublished, and a published one', async () => {
    const partner = (await issueKey(server, admin)).key;
    const slot = await createSlot(server, { seats: 10 });
    const published = await server.http('GET', `/api/v1/activity_time/${slot.timeId}/manifest`, {
      token: partner,
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual([]);
    const own = await paidBooking(server, slot, partner, 2);
    await fork(server).execute('update activities set status = ? where id = ?', [
      ActivityStatus.Pending,
      slot.activityId,
    ]);
    const held = await server.http('GET', `/api/v1/activity_time/${slot.timeId}/manifest`, {
      token: partner,
    });
    expect(held.status).toBe(200);
    expect(held.body.data.map((r: { booking_id: number }) => r.booking_id)).toEqual([own.bookingId]);
    // Another key that holds nothing there is told the departure does not exist.
    const stranger = (await issueKey(server, admin)).key;
    const refused = await server.http('GET', `/api/v1/activity_time/${slot.timeId}/manifest`, {
      token: stranger,
    });
    expect(refused.status).toBe(404);
  });
});
