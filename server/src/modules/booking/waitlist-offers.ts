import { TZDate } from '@date-fns/tz';
import { LockMode } from '@mikro-orm/core';
import { format } from 'date-fns';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { audit } from '../audit/audit.js';
import { User } from '../account/user.entity.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { slotClosure } from '../catalog/slot-availability.js';
import { MailService } from '../mail/mail.service.js';
import { waitlistOfferExpiredMail, waitlistOfferMail } from '../mail/templates.js';
import { BUSINESS_TIME_ZONE } from './booking-rules.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';

/** How long an offer holds its seats. */
export const WAITLIST_HOLD_MS = 2 * 60 * 60 * 1000;

/**
 * Seats came back to these slots (a cancellation, an expired hold or payment window, a reschedule away, a larger
 * capacity, an offer that expired or was left). Call it INSIDE the transaction that gave them back, after the
 * seat UPDATE: the first customers in line whose party fits are offered the seats at once, in the same
 * transaction, so nobody else can book them in between and a rolled-back release offers nothing. Returns the ids of
 * the entries offered.
 */
export async function seatsFreed(em: EntityManager, timeIds: Iterable<number>): Promise<number[]> {
  const ids = [...new Set(timeIds)].filter((id) => Number.isSafeInteger(id) && id > 0).sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const waiting = await em.execute<{ id: number }[]>(
    `select distinct activity_time_id as id from waitlist_entries
      where status = 'waiting' and activity_time_id in (?) order by 1`,
    [ids],
  );
  const offered: number[] = [];
  for (const { id } of waiting) offered.push(...(await offerSlot(em, Number(id))));
  return offered;
}

/**
 * Offers a slot's free seats down its line. The slot row is locked first (`for update`, the lock order of every
 * seat path), so two processes offering the same slot take turns and the second sees the seats the first took; an
 * entry leaves `waiting` once, so nobody is offered twice.
 */
async function offerSlot(em: EntityManager, timeId: number, now = new Date()): Promise<number[]> {
  const time = await em.findOne(ActivityTime, timeId, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!time || time.cancelledAt) return [];
  const date = await em.findOneOrFail(ActivityDate, time.activityDate.id);
  const activity = await em.findOneOrFail(Activity, date.activity.id);
  if (slotClosure({ date: date.startsAt, startsAt: time.startsAt }, activity.bookBefore, now)) return [];
  let available = time.currentAvailable;
  const offered: number[] = [];
  while (available > 0) {
    const entry = await em.findOne(
      WaitlistEntry,
      { activityTime: timeId, status: 'waiting', participants: { $lte: available } },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!entry) break;
    const taken = await em.execute<{ current_available: number }[]>(
      `update activity_times set current_available = current_available - ?, updated_at = now()
        where id = ? and current_available >= ? and cancelled_at is null returning current_available`,
      [entry.participants, timeId, entry.participants],
    );
    if (taken.length === 0) break; // cannot happen under the slot's lock; never offer seats not taken
    available = Number(taken[0]!.current_available);
    entry.status = 'offered';
    entry.seatsHeld = entry.participants;
    entry.offeredAt = now;
    entry.offerExpiresAt = new Date(now.getTime() + WAITLIST_HOLD_MS);
    await em.flush(); // job-triggers.ts: the offer's mail now, its expiry at offerExpiresAt
    await audit.record(em, 'system', {
      action: 'waitlist_offered',
      object: { type: 'waitlist_entry', id: entry.id },
      supplierId: activity.supplier.id,
      changes: { status: ['waiting', 'offered'], seatsHeld: [0, entry.participants] },
    });
    offered.push(entry.id);
  }
  return offered;
}

/** The token of an offer's link: `<entry id>.<HMAC of the id and the offer's instant>` (a new offer, a new token). */
export function offerToken(secret: string, entry: { id: number; offeredAt?: Date | null }): string {
  const signature = createHmac('sha256', secret)
    .update(`xplora-waitlist:v1:${entry.id}:${entry.offeredAt?.getTime() ?? 0}`)
    .digest('base64url')
    .slice(0, 22);
  return `${entry.id}.${signature}`;
}

/** The entry id a well-formed token names (its signature is checked against the entry with `offerTokenMatches`). */
export function offerTokenId(token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{22}$/.exec(token.trim());
  return match ? Number(match[1]) : undefined;
}

export function offerTokenMatches(secret: string, token: string, entry: WaitlistEntry): boolean {
  const given = Buffer.from(token.trim());
  const expected = Buffer.from(offerToken(secret, entry));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface OfferMailConfig {
  appUrl: string;
  voucherSecret: string;
}

/** Writes the offer's mail once (row job of job-triggers.ts; the sweep catches a lost one). */
export async function mailOffer(orm: MikroORM, config: OfferMailConfig, entryId: number): Promise<boolean> {
  return orm.em.fork().transactional(async (em) => {
    const claimed = await em.execute<{ id: number }[]>(
      `update waitlist_entries set offer_mailed_at = now()
        where id = ? and status = 'offered' and offer_mailed_at is null returning id`,
      [entryId],
    );
    if (claimed.length === 0) return false;
    const entry = await em.findOneOrFail(WaitlistEntry, entryId, { refresh: true });
    const [user, activity, time] = await Promise.all([
      em.findOneOrFail(User, entry.user.id),
      em.findOneOrFail(Activity, entry.activity.id),
      em.findOneOrFail(ActivityTime, entry.activityTime.id),
    ]);
    const date = await em.findOneOrFail(ActivityDate, time.activityDate.id);
    const link = `${config.appUrl}/waitlist/offer?token=${encodeURIComponent(offerToken(config.voucherSecret, entry))}`;
    MailService.queue(
      em,
      waitlistOfferMail(user.email, user.name, {
        activity: activity.title,
        date: date.startsAt,
        time: time.startsAt.slice(0, 5),
        participants: entry.participants,
        expiresAt: format(new TZDate(entry.offerExpiresAt!, BUSINESS_TIME_ZONE), 'dd/MM/yyyy hh:mm a'),
        link,
      }),
    );
    await em.flush();
    return true;
  });
}

/**
 * Offers past their 2 hours: the seats go back to the slot and, in the same transaction, to the next in line.
 * Slot by slot, the slot locked first; each offer expires exactly once (the status guard). Returns the expired ids.
 */
export async function expireOffers(orm: MikroORM, now = new Date()): Promise<number[]> {
  const due = await orm.em.fork().execute<{ id: number }[]>(
    `select distinct activity_time_id as id from waitlist_entries
        where status = 'offered' and offer_expires_at <= ? order by 1 limit 500`,
    [now],
  );
  const expired: number[] = [];
  for (const { id: timeId } of due) {
    expired.push(
      ...(await orm.em.fork().transactional(async (em) => {
        await em.execute('select id from activity_times where id = ? for update', [timeId]);
        const rows = await em.execute<{ id: number; user_id: number; seats: number; supplier_id: number }[]>(
          `with due as (
             select id, seats_held from waitlist_entries
              where activity_time_id = ? and status = 'offered' and offer_expires_at <= ? for update
           ), expired as (
             update waitlist_entries w set status = 'expired', seats_held = 0, updated_at = now()
               from due where w.id = due.id returning w.id, w.user_id, w.activity_id, due.seats_held as seats
           ), back as (
             update activity_times set current_available = current_available + (select sum(seats) from expired)
              where id = ? and exists (select 1 from expired) returning id
           )
           select e.id, e.user_id, e.seats, a.supplier_id from expired e
             join activities a on a.id = e.activity_id order by e.id`,
          [timeId, now, timeId],
        );
        for (const row of rows) {
          await audit.record(em, 'system', {
            action: 'waitlist_offer_expired',
            object: { type: 'waitlist_entry', id: Number(row.id) },
            supplierId: Number(row.supplier_id),
            changes: { status: ['offered', 'expired'], seatsHeld: [Number(row.seats), 0] },
          });
          const user = await em.findOneOrFail(User, Number(row.user_id));
          MailService.queue(em, waitlistOfferExpiredMail(user.email, user.name));
        }
        await em.flush();
        if (rows.length) await seatsFreed(em, [Number(timeId)]);
        return rows.map((r) => Number(r.id));
      })),
    );
  }
  return expired;
}

/**
 * Safety net (periodic): expires due offers, mails offers whose mail job was lost, and offers the free seats of any
 * slot whose line has a party that fits (a path that gave seats back without `seatsFreed`).
 */
export async function sweepWaitlist(
  orm: MikroORM,
  config: OfferMailConfig,
  now = new Date(),
): Promise<{ expired: number[]; offered: number[]; mailed: number }> {
  const expired = await expireOffers(orm, now);
  const slots = await orm.em.fork().execute<{ id: number }[]>(
    `select distinct w.activity_time_id as id from waitlist_entries w
       join activity_times t on t.id = w.activity_time_id
      where w.status = 'waiting' and t.cancelled_at is null and w.participants <= t.current_available
      order by 1 limit 500`,
  );
  const offered = await orm.em.fork().transactional((em) =>
    seatsFreed(
      em,
      slots.map((s) => Number(s.id)),
    ),
  );
  const unmailed = await orm.em
    .fork()
    .execute<{ id: number }[]>(
      `select id from waitlist_entries where status = 'offered' and offer_mailed_at is null order by id limit 500`,
    );
  let mailed = 0;
  for (const { id } of unmailed) if (await mailOffer(orm, config, Number(id))) mailed++;
  return { expired, offered, mailed };
}

/**
 * A cancelled departure closes its line: places end `closed`, held seats go back to the (now closed) slot. Returns
 * the customers who were waiting or held an offer, to be told.
 */
export async function closeWaitlist(
  em: EntityManager,
  timeId: number,
): Promise<{ email: string; name: string }[]> {
  return em.execute<{ email: string; name: string }[]>(
    `with closed as (
       update waitlist_entries w set status = 'closed', seats_held = 0, updated_at = now()
         from (select id, seats_held from waitlist_entries
                where activity_time_id = ? and status in ('waiting', 'offered') for update) live
        where w.id = live.id returning w.id, w.user_id, live.seats_held
     ), back as (
       update activity_times set current_available = current_available + (select sum(seats_held) from closed)
        where id = ? and (select coalesce(sum(seats_held), 0) from closed) > 0 returning id
     )
     select u.email, u.name from closed c join users u on u.id = c.user_id order by c.id`,
    [timeId, timeId],
  );
}
