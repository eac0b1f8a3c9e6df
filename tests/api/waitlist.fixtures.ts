import { loadConfig } from '../../server/src/config.js';
import { sweepWaitlist } from '../../server/src/modules/booking/waitlist-offers.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { fork, type SlotFixture } from './booking.fixtures.js';
import type { TestServer } from './support/test-server.js';

export const JOIN = `mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) {
  id status participants position activityTitle timeId date startsAt } }`;
export const MINE = `{ myWaitlist { id status participants position offerExpiresAt bookingId } }`;
export const CLAIM = `mutation($token: String!) { claimWaitlistOffer(token: $token) { id status holdExpiresAt } }`;
export const LEAVE = `mutation($id: ID!) { leaveWaitlist(id: $id) }`;

/** The server's own link settings (the test server loads the same configuration). */
export function offerConfig() {
  const config = loadConfig({ env: 'test' });
  return { appUrl: config.appUrl, voucherSecret: config.voucherSecret };
}

/** Runs the waitlist's periodic safety net now (expiries at `now`, lost mails written). */
export function sweep(server: TestServer, now = new Date()) {
  return sweepWaitlist(server.db.orm, offerConfig(), now);
}

/** The token of the newest offer mail to `email`, or undefined. */
export async function offerTokenTo(server: TestServer, email: string): Promise<string | undefined> {
  const mails = await fork(server).find(
    OutboxMail,
    { recipient: email, subject: { $like: 'Se liberaron cupos%' } },
    { orderBy: { id: 'desc' } },
  );
  const match = /token=([A-Za-z0-9_.%-]+)/.exec(mails[0]?.text ?? '');
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export interface Line {
  id: number;
  status: string;
  seats_held: number;
  user_id: number;
}

export async function entriesOf(server: TestServer, slot: SlotFixture): Promise<Line[]> {
  return fork(server).execute<Line[]>(
    'select id, status, seats_held, user_id from waitlist_entries where activity_time_id = ? order by id',
    [slot.timeId],
  );
}

/**
 * The seat invariant of a slot: free seats + seats of live bookings + seats held by open offers = capacity.
 */
export async function seatBalance(server: TestServer, timeId: number) {
  const [row] = await fork(server).execute<
    { capacity: number; free: number; booked: number; held: number }[]
  >(
    `select t.expected_participants as capacity, t.current_available as free,
            (select coalesce(sum(seats_held), 0) from bookings
              where activity_time_id = t.id and seats_released_at is null and status between 1 and 4)::int as booked,
            (select coalesce(sum(seats_held), 0) from waitlist_entries
              where activity_time_id = t.id and status = 'offered')::int as held
       from activity_times t where t.id = ?`,
    [timeId],
  );
  return row!;
}

/** How many times each entry was offered, from the audit trail (one `waitlist_offered` entry per offer). */
export async function offersPerEntry(server: TestServer, entryIds: number[]): Promise<Map<number, number>> {
  const rows = await fork(server).execute<{ id: number; n: number }[]>(
    `select object_id as id, count(*)::int as n from audit_entries
      where action = 'waitlist_offered' and object_type = 'waitlist_entry' and object_id in (?) group by object_id`,
    [entryIds.length ? entryIds : [0]],
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
