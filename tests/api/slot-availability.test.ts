import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityDate } from '../../server/src/modules/catalog/activity-date.entity.js';
import { ActivityTime } from '../../server/src/modules/catalog/activity-time.entity.js';
import { SlotAvailability, slotClosure } from '../../server/src/modules/catalog/slot-availability.js';
import {
  bookingInput,
  caracasDay,
  CREATE_BOOKING,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** What the booking panel is offered: each slot says whether it can still be booked, by the booking's own rule. */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
});
afterAll(() => server.stop());

const DATES = `query($id: ID!) { activity(id: $id) {
  dates { id startsAt times { id startsAt currentAvailable availability unavailableReason } } } }`;

describe('slot closure rule', () => {
  // 2026-03-10 09:00 in Caracas (UTC-4).
  const now = new Date('2026-03-10T13:00:00Z');
  it('closes the day before, a started slot, and a slot inside book_before; opens the rest', () => {
    expect(slotClosure({ date: '2026-03-09', startsAt: '23:00:00' }, 0, now)).toBe(
      SlotAvailability.DATE_PAST,
    );
    expect(slotClosure({ date: '2026-03-10', startsAt: '09:00:00' }, 0, now)).toBe(SlotAvailability.STARTED);
    expect(slotClosure({ date: '2026-03-10', startsAt: '09:01:00' }, 0, now)).toBeNull();
    expect(slotClosure({ date: '2026-03-11', startsAt: '08:59:00' }, 24, now)).toBe(
      SlotAvailability.BOOKING_CLOSED,
    );
    expect(slotClosure({ date: '2026-03-11', startsAt: '09:00:00' }, 24, now)).toBeNull();
  });

  it('decides book_before by the date far from the cutoff, exactly like the slot start near it', () => {
    for (const hours of [1, 12, 24, 47, 48, 72])
      for (let day = 9; day <= 16; day++)
        for (const startsAt of ['00:00:00', '08:59:59', '09:00:00', '09:00:01', '23:59:59']) {
          const date = `2026-03-${String(day).padStart(2, '0')}`;
          const closure = slotClosure({ date, startsAt }, hours, now);
          const start = new Date(`${date}T${startsAt}-04:00`).getTime();
          const expected =
            start <= now.getTime()
              ? closure // past or started: decided before book_before (the test above)
              : start - now.getTime() < hours * 3_600_000
                ? SlotAvailability.BOOKING_CLOSED
                : null;
          expect(closure, `${date} ${startsAt}, ${hours} h`).toBe(expected);
        }
  });
});

describe('Activity.dates availability', () => {
  it('offers as bookable only slots after book_before with a free seat, and the booking refuses the others alike', async () => {
    const slot = await createSlot(server); // tomorrow 09:00, 10 seats
    const em = fork(server);
    await em.execute('update activities set book_before = 48 where id = ?', [slot.activityId]);
    const addDay = (offset: number, startsAt: string, seats: number) => {
      const date = em.create(ActivityDate, { activity: slot.activityId, startsAt: caracasDay(offset) });
      return em.create(ActivityTime, {
        activityDate: date,
        startsAt,
        endsAt: '23:59:00',
        expectedParticipants: 10,
        currentAvailable: seats,
      });
    };
    const started = addDay(0, '00:00:00', 10);
    const full = addDay(3, '09:00:00', 0);
    const open = addDay(4, '09:00:00', 10);
    await em.flush();

    const res = await gql(DATES, { id: String(slot.activityId) });
    expect(res.errors).toBeUndefined();
    const slots = res.data.activity.dates.map((d: any) => ({
      date: d.startsAt,
      availability: d.times[0].availability,
      reason: d.times[0].unavailableReason,
    }));
    expect(slots).toEqual([
      { date: caracasDay(0), availability: 'STARTED', reason: 'El horario elegido ya comenzó.' },
      {
        date: caracasDay(1),
        availability: 'BOOKING_CLOSED',
        reason: 'Esta actividad se reserva con al menos 48 horas de anticipación.',
      },
      {
        date: caracasDay(3),
        availability: 'SOLD_OUT',
        reason: 'No quedan cupos suficientes para este horario.',
      },
      { date: caracasDay(4), availability: 'AVAILABLE', reason: null },
    ]);
    expect(started.id).toBe(Number(res.data.activity.dates[0].times[0].id));

    // The slot inside book_before that the panel does not offer is the one the booking refuses, with the same words.
    const customer = await newCustomer(server);
    const refused = await gql(CREATE_BOOKING, bookingInput(slot, [[slot.adultId, 1]]), customer.token);
    expect(refused.errors?.[0]?.message).toBe(
      'Esta actividad se reserva con al menos 48 horas de anticipación.',
    );
    const fullInput = bookingInput({ ...slot, dateId: full.activityDate.id, timeId: full.id }, [
      [slot.adultId, 1],
    ]);
    expect((await gql(CREATE_BOOKING, fullInput, customer.token)).errors?.[0]?.message).toBe(
      'No quedan cupos suficientes para este horario.',
    );

    // The first offered slot books, and the booking's own slot (read as an entity) says the same.
    const openInput = bookingInput({ ...slot, dateId: open.activityDate.id, timeId: open.id }, [
      [slot.adultId, 1],
    ]);
    const booked = await gql(CREATE_BOOKING, openInput, customer.token);
    expect(booked.errors).toBeUndefined();
    const mine = await gql(
      `query($id: ID!) { booking(id: $id) { date { startsAt } time { startsAt availability unavailableReason } } }`,
      { id: booked.data.createBooking.id },
      customer.token,
    );
    expect(mine.data.booking).toEqual({
      date: { startsAt: caracasDay(4) },
      time: { startsAt: '09:00:00', availability: 'AVAILABLE', unavailableReason: null },
    });
  });
});
