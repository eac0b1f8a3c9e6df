import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  caracasDay,
  createSlot,
  ensureRate,
  fork,
  newCustomer,
  type SlotFixture,
} from './booking.fixtures.js';
import { rollUpPassedAvailability } from '../../server/src/modules/catalog/availability-roll-up.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 30: the seat summaries the search reads (server/src/modules/catalog/availability-summary.ts) stay equal to
 * what the slots say after bookings, cancellations, a capacity edit, a new slot, concurrent bookings of two slots of
 * the same day (the case where a summary written from a stale read would lose a booking) and a departure
 * cancellation — all through the REST door, as a customer and a supplier do.
 */

let server: TestServer;
let slot: SlotFixture;

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
  slot = await createSlot(server, { seats: 10 });
});
afterAll(() => server.stop());

const BANDS = `max(t.current_available) filter (where t.starts_at < time '12:00') as morning,
  max(t.current_available) filter (where t.starts_at >= time '12:00' and t.starts_at < time '18:00') as afternoon,
  max(t.current_available) filter (where t.starts_at >= time '18:00') as evening`;

interface Day {
  day: string;
  morning: number | null;
  afternoon: number | null;
  evening: number | null;
}

/** The per-day summary of the activity and what its slots say, from today on. */
async function summaryAndTruth(activityId: number): Promise<{ summary: Day[]; truth: Day[] }> {
  const em = fork(server);
  const summary = await em.execute<Day[]>(
    `select day::text as day, morning, afternoon, evening from activity_day_availability
     where activity_id = ? and day >= ? order by day`,
    [activityId, caracasDay(0)],
  );
  const truth = await em.execute<Day[]>(
    `select ad.starts_at::text as day, ${BANDS} from activity_dates ad
     join activity_times t on t.activity_date_id = ad.id
     where ad.activity_id = ? and ad.starts_at >= ? and t.cancelled_at is null and t.current_available > 0
     group by ad.starts_at order by ad.starts_at`,
    [activityId, caracasDay(0)],
  );
  return { summary, truth };
}

/** The per-activity summary: each band's largest seats from today on and the last day holding them. */
async function rollUp(activityId: number) {
  const [row] = await fork(server).execute<Record<string, unknown>[]>(
    `select morning, morning_until::text, afternoon, afternoon_until::text, evening, evening_until::text
     from activity_availability where activity_id = ?`,
    [activityId],
  );
  return row ?? null;
}

/** Checks both summaries against the slots; answers the day's largest free seats (0: no row, no room). */
async function expectExact(activityId: number): Promise<number> {
  const { summary, truth } = await summaryAndTruth(activityId);
  expect(summary).toEqual(truth);
  const day = truth[0];
  const largest = day ? Math.max(day.morning ?? 0, day.afternoon ?? 0, day.evening ?? 0) : 0;
  const rolled = await rollUp(activityId);
  if (!day) expect(rolled).toBeNull();
  else
    expect(rolled).toEqual({
      morning: day.morning,
      morning_until: day.morning === null ? null : day.day,
      afternoon: day.afternoon,
      afternoon_until: day.afternoon === null ? null : day.day,
      evening: day.evening,
      evening_until: day.evening === null ? null : day.day,
    });
  return largest;
}

async function book(
  timeId: number,
  seats: number,
): Promise<{ status: number; id?: number; token: string; body: unknown }> {
  const customer = await newCustomer(server);
  const res = await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
    token: customer.token,
    body: { ...bookingBody(slot, [[slot.adultId, seats]]), activity_time_id: timeId },
  });
  return {
    status: res.status,
    id: res.body?.id as number | undefined,
    token: customer.token,
    body: res.body,
  };
}

describe('seat summaries', () => {
  let second: number;

  it('follow a booking and its removal from the cart', async () => {
    expect(await expectExact(slot.activityId)).toBe(10);
    const booking = await book(slot.timeId, 3);
    expect(booking.status).toBe(201);
    expect(await expectExact(slot.activityId)).toBe(7);
    const cancel = await server.http('DELETE', `/api/v1/booking/${booking.id}`, { token: booking.token });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await expectExact(slot.activityId)).toBe(10);
  });

  it('follow a capacity edit and a new slot the same day', async () => {
    const [time] = await fork(server).execute<{ starts_at: string; ends_at: string }[]>(
      'select starts_at::text, ends_at::text from activity_times where id = ?',
      [slot.timeId],
    );
    const base = `/api/v1/suppliers/activity/${slot.activityId}/dates/${slot.dateId}/time`;
    const edit = await server.http('PUT', `${base}/${slot.timeId}`, {
      token: slot.supplierToken,
      body: {
        starts_at: time!.starts_at.slice(0, 5),
        ends_at: time!.ends_at.slice(0, 5),
        expected_participants: 6,
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await expectExact(slot.activityId)).toBe(6);
    const created = await server.http('POST', base, {
      token: slot.supplierToken,
      body: { starts_at: '19:00', ends_at: '21:00', expected_participants: 5 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    second = created.body.id as number;
    expect(await expectExact(slot.activityId)).toBe(6);
    const { summary } = await summaryAndTruth(slot.activityId);
    expect(summary[0]!.evening).toBe(5);
  });

  it('stay exact while two slots of the same day are booked at once', async () => {
    // 4 + 3 single seats at once: the first slot ends with 2 free, the evening one with 2.
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => book(slot.timeId, 1)),
      ...Array.from({ length: 3 }, () => book(second, 1)),
    ]);
    expect(
      results.map((r) => r.status),
      JSON.stringify(results.map((r) => r.body)),
    ).toEqual(Array(7).fill(201));
    expect(await expectExact(slot.activityId)).toBe(2);
    const { summary } = await summaryAndTruth(slot.activityId);
    expect(summary[0]!.evening).toBe(2);
  });

  it('drop a cancelled departure', async () => {
    const res = await server.http('POST', `/api/v1/suppliers/departures/${second}/cancel`, {
      token: slot.supplierToken,
      body: { reason: 'weather' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await expectExact(slot.activityId)).toBe(2);
    const { summary } = await summaryAndTruth(slot.activityId);
    expect(summary[0]!.evening).toBeNull();
  });

  it('are rolled up again by the hourly job once their best day has passed', async () => {
    // As if the largest seats had been on yesterday (a day that passed since the row was written).
    await fork(server).execute(
      `update activity_availability set morning_until = ?, afternoon_until = ?, evening_until = ? where activity_id = ?`,
      [caracasDay(-1), caracasDay(-1), caracasDay(-1), slot.activityId],
    );
    expect(await rollUpPassedAvailability(server.db.orm)).toBeGreaterThanOrEqual(1);
    expect(await expectExact(slot.activityId)).toBe(2);
  });
});
