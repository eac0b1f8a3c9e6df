import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHolds, expireUnpaidOrders } from '../../server/src/modules/booking/booking-expiry.js';
import { expireOffers } from '../../server/src/modules/booking/waitlist-offers.js';
import { book, createSlot, dueNow, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import type { TestServer } from './support/test-server.js';
import { afterOffersLapse, expectLinesExact, joinLine, raceServer } from './waitlist-race.fixtures.js';
import { sweep } from './waitlist.fixtures.js';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await raceServer());
});
afterAll(() => server.stop());

/**
 * Issue 33 "Done when": concurrent cancellations, expiries (cart holds, payment windows, offers) and waitlist offers
 * on the same two slots leave every seat count exact and each waitlist offer made once. Rescheduling joins the race in
 * waitlist-reschedule-race.test.ts.
 */
describe('waitlist race', () => {
  it('20 concurrent releases, expiries and offers on two slots: seats exact, each entry offered at most once', async () => {
    const slots: SlotFixture[] = [
      await createSlot(server, { seats: 6 }),
      await createSlot(server, { seats: 6 }),
    ];
    const holder = await newCustomer(server);
    const releases: (() => Promise<unknown>)[] = [];
    for (const slot of slots) {
      // Fill each slot: 2 unpaid orders of 1, one of 2 (cancelled by the customer), a cart hold of 2 (expires).
      const a = await bookingIn(server, slot, holder.token, 'ordered', 1);
      const b = await bookingIn(server, slot, holder.token, 'ordered', 1);
      const c = await bookingIn(server, slot, holder.token, 'ordered', 2);
      await book(server, slot, holder.token, 2);
      for (const { bookingId } of [a, b, c])
        releases.push(() =>
          server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: holder.token }),
        );
    }
    // Six customers wait on each slot, parties of 1 and 2.
    const waiters = await Promise.all(Array.from({ length: 6 }, () => newCustomer(server)));
    for (const slot of slots)
      await joinLine(
        server,
        slot.timeId,
        waiters.map((w) => w.token),
        (i) => 1 + (i % 2),
      );

    await dueNow(
      server,
      slots.map((s) => s.timeId),
    );
    const lapse = afterOffersLapse();
    const jobs: (() => Promise<unknown>)[] = [
      ...releases, // 6 cancellations
      ...releases, // the same 6 again: each booking is released once
      () => expireHolds(server.db.orm),
      () => expireHolds(server.db.orm),
      () => expireUnpaidOrders(server.db.orm),
      () => expireUnpaidOrders(server.db.orm),
      () => expireOffers(server.db.orm, lapse),
      () => expireOffers(server.db.orm, lapse),
      () => sweep(server),
      () => sweep(server, lapse),
    ];
    expect(jobs.length).toBe(20);
    const results = await Promise.allSettled(jobs.map((job) => job()));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    // Seats came back (6 per slot): people were offered until the line or the seats ran out.
    for (const lines of await expectLinesExact(server, slots, lapse))
      expect(lines.some((l) => l.status !== 'waiting')).toBe(true);
  });
});
