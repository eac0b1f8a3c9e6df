import type { Context } from '../../graphql/context.js';
import { currentSupplier } from './access.js';
import {
  dateOrNull,
  DEPARTURES_SQL,
  SLOT_CANCELLED,
  toDeparture,
  type DepartureRow,
} from './supplier-departures.sql.js';
import type { DayFigures, SupplierToday } from './supplier-today.types.js';

/** Wall-clock dates of the business: every "today" here is Venezuela's. */
const TODAY = `(now() at time zone 'America/Caracas')::date`;
const LIVE = 'k.status between 2 and 4';

/** The supplier's dashboard of the day: a handful of statements whatever the supplier's size. */
export class SupplierTodayService {
  async today(ctx: Context): Promise<SupplierToday> {
    const supplier = await currentSupplier(ctx);
    const id = supplier.id;
    const soon = await ctx.em.execute<DepartureRow[]>(
      `${DEPARTURES_SQL} and d.starts_at between ${TODAY} and ${TODAY} + 1
       order by starts_at, activity_title`,
      [id],
    );
    const below = await ctx.em.execute<DepartureRow[]>(
      `${DEPARTURES_SQL} and d.starts_at between ${TODAY} and ${TODAY} + 30 and not ${SLOT_CANCELLED}
          and k.bookings > 0 and k.booked < a.min_participants
       order by starts_at limit 10`,
      [id],
    );
    const [work] = await ctx.em.execute<
      { payments: string; oldest_payment: Date | null; refunds: string; oldest_refund: Date | null }[]
    >(
      `select
         (select count(*) from payments p join orders o on o.id = p.order_id
            join bookings k on k.id = o.activity_booking_id join activities a on a.id = k.activity_id
           where p.status = 'pending' and a.supplier_id = ?) as payments,
         (select min(p.created_at) from payments p join orders o on o.id = p.order_id
            join bookings k on k.id = o.activity_booking_id join activities a on a.id = k.activity_id
           where p.status = 'pending' and a.supplier_id = ?) as oldest_payment,
         (select count(*) from refunds r join bookings k on k.id = r.booking_id
            join activities a on a.id = k.activity_id where r.status = 'requested' and a.supplier_id = ?) as refunds,
         (select min(r.created_at) from refunds r join bookings k on k.id = r.booking_id
            join activities a on a.id = k.activity_id where r.status = 'requested' and a.supplier_id = ?)
           as oldest_refund`,
      [id, id, id, id],
    );
    const days = await ctx.em.execute<{ date: string; bookings: string; revenue: string; today: string }[]>(
      `with days as (select generate_series(${TODAY} - 29, ${TODAY}, interval '1 day')::date as day),
       made as (select (k.created_at at time zone 'America/Caracas')::date as day, count(*) as n
                  from bookings k join activities a on a.id = k.activity_id
                 where a.supplier_id = ? and ${LIVE}
                   and k.created_at >= (${TODAY} - 29)::timestamp at time zone 'America/Caracas'
                 group by 1),
       paid as (select (p.verified_at at time zone 'America/Caracas')::date as day, sum(o.total_usd) as usd
                  from payments p join orders o on o.id = p.order_id
                  join bookings k on k.id = o.activity_booking_id join activities a on a.id = k.activity_id
                 where a.supplier_id = ? and p.status = 'verified'
                   and p.verified_at >= (${TODAY} - 29)::timestamp at time zone 'America/Caracas'
                 group by 1)
       select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(made.n, 0) as bookings,
              coalesce(paid.usd, 0)::numeric(14, 2)::text as revenue, to_char(${TODAY}, 'YYYY-MM-DD') as today
         from days left join made on made.day = days.day left join paid on paid.day = days.day
        order by days.day`,
      [id, id],
    );
    const last30Days: DayFigures[] = days.map((d) => ({
      date: d.date,
      bookings: Number(d.bookings),
      revenueUsd: d.revenue,
    }));
    return {
      today: days[days.length - 1]?.today ?? '',
      departures: soon.map(toDeparture),
      paymentsToVerify: Number(work?.payments ?? 0),
      oldestPaymentAt: dateOrNull(work?.oldest_payment ?? null),
      belowMinimum: below.map(toDeparture),
      openRefunds: Number(work?.refunds ?? 0),
      oldestRefundAt: dateOrNull(work?.oldest_refund ?? null),
      last30Days,
    };
  }
}
