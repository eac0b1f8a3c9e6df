import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHolds } from '../../server/src/modules/booking/booking-expiry.js';
import { expireOffers } from '../../server/src/modules/booking/waitlist-offers.js';
import { createSlot, newCustomer } from './booking.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { expectCleanAnswers, jittered, siblingSlot } from './reschedule.fixtures.js';
import type { TestServer } from './support/test-server.js';
import { afterOffersLapse, expectLinesExact, joinLine, raceServer } from './waitlist-race.fixtures.js';
import { sweep } from './waitlist.fixtures.js';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await raceServer());
});
afterAll(() => server.stop());

/**
 * Issue 33 "Done when": 20 concurrent reschedules, cancellations and waitlist offers on the same two slots of one
 * activity. Slot A is full with a line of four parties; slot B has 2 free seats and a party of 3 waiting. At once:
 * every booking moves to the other slot, every booking is cancelled (twice), offers expire and the sweep runs. Every
 * answer is a 2xx or a clean 4xx, each slot's seats balance (free + booked + held by offers = capacity) and no entry
 * is offered twice.
 */
describe('waitlist × reschedule race', () => {
  it('20 concurrent reschedules, cancellations and offers on two slots: seats exact, each offer made once', async () => {
    const a = await createSlot(server, { seats: 6 });
    const b = await siblingSlot(server, a, { seats: 6 });
    const owners = await Promise.all(Array.from({ length: 5 }, () => newCustomer(server)));
    const onA = [];
    for (let i = 0; i < 3; i++)
      onA.push(await bookingIn(server, a, owners[i]!.token, i % 2 ? 'paid' : 'ordered', 2));
    const onB = [];
    for (let i = 3; i < 5; i++)
      onB.push(await bookingIn(server, b, owners[i]!.token, i % 2 ? 'paid' : 'ordered', 2));

    const waiters = await Promise.all(Array.from({ length: 5 }, () => newCustomer(server)));
    await joinLine(
      server,
      a.timeId,
      waiters.slice(0, 4).map((w) => w.token),
      (i) => 1 + (i % 2),
    );
    await joinLine(server, b.timeId, [waiters[4]!.token], () => 3);

    const move = (bookingId: number, token: string, to: number) =>
      jittered(() =>
        server.http('POST', `/api/v1/booking/${bookingId}/reschedule`, {
          token,
          body: { activity_time_id: to },
        }),
      );
    const cancel = (bookingId: number, token: string) =>
      jittered(() => server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token }));
    const requests = [
      ...onA.map((x, i) => move(x.bookingId, owners[i]!.token, b.timeId)),
      ...onB.map((x, i) => move(x.bookingId, owners[3 + i]!.token, a.timeId)),
      ...onA.map((x, i) => cancel(x.bookingId, owners[i]!.token)),
      ...onB.map((x, i) => cancel(x.bookingId, owners[3 + i]!.token)),
      ...onA.map((x, i) => cancel(x.bookingId, owners[i]!.token)),
      ...onB.map((x, i) => cancel(x.bookingId, owners[3 + i]!.token)),
    ];
    const lapse = afterOffersLapse();
    const jobs = [
      () => expireOffers(server.db.orm, lapse),
      () => expireOffers(server.db.orm, lapse),
      () => sweep(server),
      () => sweep(server, lapse),
      () => expireHolds(server.db.orm),
    ];
    expect(requests.length + jobs.length).toBe(20);
    const results = await Promise.allSettled([...requests, ...jobs].map((run) => run()));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expectCleanAnswers(
      results
        .slice(0, requests.length)
        .map((r) => (r as PromiseFulfilledResult<{ status: number; body: unknown }>).value),
    );

    // Every booking was cancelled in the end (moved first or not): all its seats came back exactly once, and went
    // to the lines before anyone else.
    const [lineA] = await expectLinesExact(server, [a, b], lapse);
    expect(lineA!.some((l) => l.status !== 'waiting')).toBe(true);
  });
});
