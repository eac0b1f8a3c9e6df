import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { User } from '../account/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import { bookingExpiredMail } from '../mail/templates.js';
import { BookingStatus } from './booking.entity.js';
import { OrderStatus } from './order.entity.js';
import { seatsFreed } from './waitlist-offers.js';

/**
 * Expiry jobs (DESIGN §4). Each claims its rows with `FOR UPDATE SKIP LOCKED` and a guarded UPDATE in ONE statement
 * that also gives the seats back, so a row transitions and releases its seats exactly once even when two runs (or two
 * server processes) race. `seats_released_at` marks the release.
 */

const BATCH = 500;

interface Expired {
  id: number;
  user_id: number;
  activity_time_id: number;
}

async function mailExpired(em: EntityManager, rows: Expired[], why: 'hold' | 'payment'): Promise<void> {
  if (rows.length === 0) return;
  const users = await em.find(User, { id: { $in: [...new Set(rows.map((r) => r.user_id))] } });
  for (const row of rows) {
    const user = users.find((u) => u.id === row.user_id);
    if (user) MailService.queue(em, bookingExpiredMail(user.email, user.name, row.id, why));
  }
  await em.flush();
}

/** Cart holds past `hold_expires_at` → booking 5, seats back. Returns the expired booking ids. */
export async function expireHolds(orm: MikroORM, now = new Date()): Promise<number[]> {
  return orm.em.fork().transactional(async (em) => {
    const rows = await em.execute<Expired[]>(
      `with candidates as (
         select id from bookings
         where status = ${BookingStatus.Cart} and hold_expires_at <= ? and seats_released_at is null
         order by id limit ${BATCH} for update skip locked
       ), claimed as (
         update bookings b set status = ${BookingStatus.Cancelled}, seats_released_at = now(), updated_at = now()
         from candidates c
         where b.id = c.id and b.status = ${BookingStatus.Cart} and b.seats_released_at is null
         returning b.id, b.user_id, b.activity_time_id, b.seats_held
       ), seats as (
         select activity_time_id, sum(seats_held)::int as n from claimed group by activity_time_id
       ), released as (
         update activity_times t set current_available = t.current_available + s.n, updated_at = now()
         from seats s where t.id = s.activity_time_id
         returning t.id
       )
       select id, user_id, activity_time_id from claimed order by id`,
      [now],
    );
    await mailExpired(em, rows, 'hold');
    await seatsFreed(
      em,
      rows.map((r) => Number(r.activity_time_id)),
    );
    return rows.map((r) => r.id);
  });
}

/** Unpaid orders past `expires_at` → order 2, booking 5, seats back. Returns the expired order ids. */
export async function expireUnpaidOrders(orm: MikroORM, now = new Date()): Promise<number[]> {
  return orm.em.fork().transactional(async (em) => {
    const rows = await em.execute<(Expired & { order_id: number })[]>(
      `with candidates as (
         select id from orders
         where status = ${OrderStatus.Unpaid} and expires_at <= ?
         order by expires_at, id limit ${BATCH} for update skip locked
       ), claimed_orders as (
         update orders o set status = ${OrderStatus.Cancelled}, updated_at = now()
         from candidates c
         where o.id = c.id and o.status = ${OrderStatus.Unpaid}
         returning o.id, o.activity_booking_id
       ), claimed as (
         update bookings b set status = ${BookingStatus.Cancelled}, seats_released_at = now(), updated_at = now()
         from claimed_orders o
         where b.id = o.activity_booking_id and b.seats_released_at is null
         returning b.id, b.user_id, b.activity_time_id, b.seats_held, o.id as order_id
       ), seats as (
         select activity_time_id, sum(seats_held)::int as n from claimed group by activity_time_id
       ), released as (
         update activity_times t set current_available = t.current_available + s.n, updated_at = now()
         from seats s where t.id = s.activity_time_id
         returning t.id
       )
       select id, user_id, activity_time_id, order_id from claimed order by id`,
      [now],
    );
    await mailExpired(em, rows, 'payment');
    await seatsFreed(
      em,
      rows.map((r) => Number(r.activity_time_id)),
    );
    return rows.map((r) => r.order_id);
  });
}
