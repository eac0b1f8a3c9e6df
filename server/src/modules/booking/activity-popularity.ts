import type { MikroORM } from '@mikro-orm/postgresql';
import { BookingStatus } from './booking.entity.js';

/** How far back "recent bookings" look (the "Más populares" order and the "Recomendados" score). */
export const RECENT_BOOKINGS_DAYS = 30;

/**
 * Sets each activity's `recent_bookings` to its bookings of the last RECENT_BOOKINGS_DAYS days that were not
 * cancelled (a cart hold counts while it holds). One statement; only the rows whose count changed are written, so
 * the catalogue's change notice (and the page cache's reset) follows real changes only. Returns the rows written.
 */
export async function refreshRecentBookings(orm: MikroORM, now = new Date()): Promise<number> {
  const rows = await orm.em.fork().execute<{ id: number }[]>(
    `with counted as (
       select b.activity_id, count(*)::int as n from bookings b
       where b.created_at >= ?::timestamptz - interval '${RECENT_BOOKINGS_DAYS} days' and b.status <> ?
       group by b.activity_id
     )
     update activities a set recent_bookings = coalesce(c.n, 0)
     from activities x left join counted c on c.activity_id = x.id
     where a.id = x.id and a.recent_bookings is distinct from coalesce(c.n, 0)
     returning a.id`,
    [now, BookingStatus.Cancelled],
  );
  return rows.length;
}
