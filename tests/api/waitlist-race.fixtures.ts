import { expect } from 'vitest';
import { ensureRate, gqlClient, type SlotFixture } from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { entriesOf, JOIN, offersPerEntry, seatBalance, sweep, type Line } from './waitlist.fixtures.js';

/** What the waitlist race tests share: their server, their lines of waiting customers, and the checks after a race. */

/** A moment after every offer made now has lapsed (offers hold seats for 2 hours). */
export function afterOffersLapse(): Date {
  return new Date(Date.now() + 2 * 3_600_000 + 60_000);
}

/** A test server with an exchange rate (booking needs one) and a GraphQL client on it. */
export async function raceServer(): Promise<{ server: TestServer; gql: ReturnType<typeof gqlClient> }> {
  const server = await startTestServer();
  await ensureRate(server);
  return { server, gql: gqlClient(server) };
}

/** Each customer joins the slot's waitlist in turn, with `participants(i)` people. */
export async function joinLine(
  server: TestServer,
  timeId: number,
  tokens: string[],
  participants: (i: number) => number,
): Promise<void> {
  const gql = gqlClient(server);
  for (const [i, token] of tokens.entries()) {
    const res = await gql(
      JOIN,
      { input: { activityTimeId: String(timeId), participants: participants(i) } },
      token,
    );
    expect(res.errors).toBeUndefined();
  }
}

/**
 * After a race: runs the sweep now and once offers lapse (settling what the race left in flight), then checks each
 * slot: free + booked + held by offers = capacity, no entry offered twice, an entry offered exactly when it left
 * `waiting`, seats held only by `offered` entries. Returns each slot's line for the test's own checks.
 */
export async function expectLinesExact(
  server: TestServer,
  slots: SlotFixture[],
  lapse: Date,
): Promise<Line[][]> {
  for (const when of [new Date(), lapse]) await sweep(server, when);
  const result: Line[][] = [];
  for (const slot of slots) {
    const balance = await seatBalance(server, slot.timeId);
    expect(balance.free + balance.booked + balance.held, `slot ${slot.timeId}`).toBe(balance.capacity);
    expect(balance.free).toBeGreaterThanOrEqual(0);
    const lines = await entriesOf(server, slot);
    const counts = await offersPerEntry(
      server,
      lines.map((l) => l.id),
    );
    for (const line of lines) {
      const offered = counts.get(line.id) ?? 0;
      expect(offered, `entry ${line.id}`).toBeLessThanOrEqual(1);
      expect(offered === 1, `entry ${line.id} ${line.status}`).toBe(line.status !== 'waiting');
    }
    expect(lines.filter((l) => l.status !== 'offered').every((l) => l.seats_held === 0)).toBe(true);
    result.push(lines);
  }
  return result;
}
