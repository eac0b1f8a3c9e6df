import { expect } from 'vitest';
import { ActivityDate } from '../../server/src/modules/catalog/activity-date.entity.js';
import { ActivityTime } from '../../server/src/modules/catalog/activity-time.entity.js';
import { DepartureCancelReason } from '../../server/src/modules/catalog/departure-cancel-reason.js';
import { caracasDay, fork, type SlotFixture } from './booking.fixtures.js';
import type { TestServer } from './support/test-server.js';

let minute = 0;

/** Another slot of an activity, `day` days from today in Caracas, with `seats` free (a fresh start time each call). */
export async function addSlot(
  server: TestServer,
  activityId: number | string,
  options: { day?: number; seats?: number; cancelled?: boolean; startsAt?: string } = {},
): Promise<number> {
  const em = fork(server);
  const day = caracasDay(options.day ?? 2);
  const date =
    (await em.findOne(ActivityDate, { activity: Number(activityId), startsAt: day })) ??
    em.create(ActivityDate, { activity: Number(activityId), startsAt: day });
  const m = minute++ % 600;
  const startsAt =
    options.startsAt ??
    `${String(13 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  const time = em.create(ActivityTime, {
    activityDate: date,
    startsAt,
    endsAt: '23:59:00',
    expectedParticipants: options.seats ?? 10,
    currentAvailable: options.seats ?? 10,
    cancelledAt: options.cancelled ? new Date() : null,
    cancelReason: options.cancelled ? DepartureCancelReason.WEATHER : null,
  });
  await em.flush();
  return time.id;
}

/** Slot `timeId` of `slot`'s activity as a fixture of its own (same supplier, activity and prices). */
export async function sameActivitySlot(
  server: TestServer,
  slot: SlotFixture,
  timeId: number,
): Promise<SlotFixture> {
  const [row] = await fork(server).execute<{ d: number }[]>(
    'select activity_date_id as d from activity_times where id = ?',
    [timeId],
  );
  return { ...slot, timeId, dateId: Number(row!.d) };
}

/** A new slot of `slot`'s activity (see addSlot) as a fixture of its own. */
export async function siblingSlot(
  server: TestServer,
  slot: SlotFixture,
  options: Parameters<typeof addSlot>[2] = {},
): Promise<SlotFixture> {
  return sameActivitySlot(server, slot, await addSlot(server, slot.activityId, options));
}

/** A request to race: sent within 60 ms of the call, so a batch of them arrives interleaved. */
export function jittered<T>(send: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), Math.random() * 60));
}

/** Every racing request ended cleanly: a 2xx, or a 4xx that explains itself (never a 5xx). */
export function expectCleanAnswers(answers: { status: number; body: unknown }[]): void {
  for (const res of answers)
    expect(res.status < 300 || (res.status >= 400 && res.status < 500), JSON.stringify(res.body)).toBe(true);
}

/** The id and token of the newest proposal link mailed to `email` (read from the outbox, as the customer would). */
export async function mailedProposal(
  server: TestServer,
  email: string,
): Promise<{ id: string; token: string }> {
  const [row] = await fork(server).execute<{ text: string }[]>(
    `select text from outbox_mails where recipient = ? and subject like 'Propuesta de nueva fecha%'
      order by id desc limit 1`,
    [email],
  );
  const match = /\/reschedule\/(\d+)\?token=([\w-]+)/.exec(row?.text ?? '');
  if (!match) throw new Error(`no proposal mailed to ${email}`);
  return { id: match[1]!, token: match[2]! };
}
