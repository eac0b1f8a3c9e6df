import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlot, ensureRate, fork, newCustomer, seatsLeft } from './booking.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { expectCleanAnswers, jittered, siblingSlot } from './reschedule.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 33 "done when": 20 concurrent reschedules and cancellations across the same two slots leave every seat count
 * exact. Each round: slot A with 8 bookings and slot B with 6 (paid and unpaid, 1–2 seats each), B nearly full; then
 * at once over HTTP: 8 move A → B, 6 move B → A (opposite moves, the deadlock shape), and 6 of them are also cancelled
 * by their customers. Whatever the order, every answer is a 2xx or a clean 4xx, and each slot's free seats are its
 * capacity minus the seats of the live bookings on it.
 */

const ROUNDS = 4;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
});
afterAll(() => server.stop());

async function heldOn(timeId: number): Promise<number> {
  const [row] = await fork(server).execute<{ n: string }[]>(
    'select coalesce(sum(seats_held), 0) as n from bookings where activity_time_id = ? and seats_released_at is null',
    [timeId],
  );
  return Number(row!.n);
}

async function round(): Promise<{ moved: number; cancelled: number; refused: number }> {
  const a = await createSlot(server, { seats: 20 });
  const bCapacity = 12;
  const slotB = await siblingSlot(server, a, { seats: bCapacity });
  const b = slotB.timeId;
  const people = await Promise.all(Array.from({ length: 14 }, () => newCustomer(server)));
  const onA: { bookingId: number }[] = [];
  const onB: { bookingId: number }[] = [];
  for (let i = 0; i < 8; i++)
    onA.push(await bookingIn(server, a, people[i]!.token, i % 2 ? 'paid' : 'ordered', 1 + (i % 2)));
  for (let i = 8; i < 14; i++)
    onB.push(await bookingIn(server, slotB, people[i]!.token, i % 2 ? 'paid' : 'ordered', 1 + (i % 2)));
  expect(await seatsLeft(server, b)).toBe(bCapacity - 9);

  const move = (bookingId: number, token: string, to: number) =>
    jittered(() =>
      server.http('POST', `/api/v1/booking/${bookingId}/reschedule`, {
        token,
        body: { activity_time_id: to },
      }),
    )();
  const cancel = (bookingId: number, token: string) =>
    jittered(() => server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token }))();
  const requests = [
    ...onA.map((x, i) => move(x.bookingId, people[i]!.token, b)),
    ...onB.map((x, i) => move(x.bookingId, people[8 + i]!.token, a.timeId)),
    ...[0, 3, 5].map((i) => cancel(onA[i]!.bookingId, people[i]!.token)),
    ...[0, 2, 4].map((i) => cancel(onB[i]!.bookingId, people[8 + i]!.token)),
  ];
  const answers = await Promise.all(requests);
  expectCleanAnswers(answers);

  expect(await seatsLeft(server, a.timeId)).toBe(20 - (await heldOn(a.timeId)));
  expect(await seatsLeft(server, b)).toBe(bCapacity - (await heldOn(b)));
  const [{ released, live }] = await fork(server).execute<{ released: string; live: string }[]>(
    `select count(*) filter (where status = 5 and seats_released_at is not null) as released,
            count(*) filter (where status <> 5 and seats_released_at is null) as live
       from bookings where activity_id = ?`,
    [a.activityId],
  );
  expect(Number(released) + Number(live)).toBe(14);
  const moved = answers.slice(0, 14).filter((r) => r.status === 200).length;
  const [{ audits }] = await fork(server).execute<{ audits: string }[]>(
    `select count(*) as audits from audit_entries e join bookings k on k.id = e.object_id
      where e.action = 'booking_rescheduled' and k.activity_id = ?`,
    [a.activityId],
  );
  expect(Number(audits)).toBe(moved);
  return {
    moved,
    cancelled: answers.slice(14).filter((r) => r.status === 200).length,
    refused: answers.filter((r) => r.status >= 400).length,
  };
}

describe('reschedules and cancellations racing on two slots', () => {
  it(`leave every seat count exact, ${ROUNDS} rounds`, async () => {
    const outcomes = [];
    for (let i = 0; i < ROUNDS; i++) outcomes.push(await round());
    console.info('reschedule race (moved, cancelled, refused) per round:', outcomes);
  }, 600_000);
});
