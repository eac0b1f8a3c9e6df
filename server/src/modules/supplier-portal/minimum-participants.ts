import type { MikroORM } from '@mikro-orm/postgresql';
import { BUSINESS_TIME_ZONE } from '../../../../schema/constants.js';
import { BookingStatus } from '../booking/booking.entity.js';
import { caracasText } from '../booking/order.service.js';
import { departureBelowMinimumMail } from '../mail/departure-templates.js';
import { MailService } from '../mail/mail.service.js';

/**
 * Issue 29 §6: a departure still below its activity's `min_participants` as its cancellation deadline (start −
 * `cancel_before` hours) comes near warns the supplier twice: 24 hours before that deadline, and at it. Each warning
 * is claimed by one guarded UPDATE on the slot (`minimum_warned_at` / `minimum_deadline_warned_at`, null → now, rows
 * locked `FOR UPDATE SKIP LOCKED`) with its mail queued in the same transaction, so it is sent once even when two
 * server processes run the job together. A departure first seen past its deadline gets only the deadline warning.
 * Nothing is cancelled: the mail links to the portal's departure screen, where the supplier decides.
 */

/** How long before the cancellation deadline the first warning goes out. */
export const MINIMUM_WARNING_LEAD_HOURS = 24;

const LIVE = `k.status in (${BookingStatus.Ordered}, ${BookingStatus.PaymentRegistered}, ${BookingStatus.Paid})`;

interface Warned {
  time_id: number;
  stage: 'early' | 'deadline';
  deadline: string;
  title: string;
  day: string;
  starts: string;
  booked: number;
  minimum: number;
  email: string | null;
  trade_name: string;
}

export async function warnBelowMinimum(
  orm: MikroORM,
  appUrl: string,
  now = new Date(),
): Promise<{ timeId: number; stage: 'early' | 'deadline' }[]> {
  return orm.em.fork().transactional(async (em) => {
    const rows = await em.execute<Warned[]>(
      `with slots as materialized (
         select t.id, a.id as activity_id, a.min_participants,
                ((d.starts_at + t.starts_at) at time zone '${BUSINESS_TIME_ZONE}') as starts,
                ((d.starts_at + t.starts_at) at time zone '${BUSINESS_TIME_ZONE}')
                  - make_interval(hours => a.cancel_before) as deadline
           from activity_times t
           join activity_dates d on d.id = t.activity_date_id
           join activities a on a.id = d.activity_id
          where t.cancelled_at is null and a.deleted_at is null and a.status = 1
            and d.starts_at between (?::timestamptz at time zone '${BUSINESS_TIME_ZONE}')::date - 1
                                and (?::timestamptz at time zone '${BUSINESS_TIME_ZONE}')::date + 2
                                    + (select ceil(coalesce(max(x.cancel_before), 0) / 24.0)::int
                                         from activities x where x.deleted_at is null and x.status = 1)
            and (t.minimum_warned_at is null or t.minimum_deadline_warned_at is null)
            and ((d.starts_at + t.starts_at) at time zone '${BUSINESS_TIME_ZONE}') > ?::timestamptz
            and ?::timestamptz >= ((d.starts_at + t.starts_at) at time zone '${BUSINESS_TIME_ZONE}')
                                  - make_interval(hours => a.cancel_before) - interval '${MINIMUM_WARNING_LEAD_HOURS} hours'
       ), due as (
         select s.*, k.booked, case when ?::timestamptz >= s.deadline then 'deadline' else 'early' end as stage
           from slots s
          cross join lateral (
            select coalesce(sum(k.seats_held), 0)::int as booked from bookings k where k.activity_time_id = s.id and ${LIVE}
          ) k
          where k.booked > 0 and k.booked < s.min_participants
       ), candidates as (
         select due.* from due join activity_times t on t.id = due.id
          where (due.stage = 'deadline' and t.minimum_deadline_warned_at is null)
             or (due.stage = 'early' and t.minimum_warned_at is null)
          order by t.id limit 500
            for update of t skip locked
       ), claimed as (
         update activity_times t
            set minimum_warned_at = coalesce(t.minimum_warned_at, ?::timestamptz),
                minimum_deadline_warned_at = case when c.stage = 'deadline' then ?::timestamptz
                                                  else t.minimum_deadline_warned_at end
           from candidates c
          where t.id = c.id
            and ((c.stage = 'deadline' and t.minimum_deadline_warned_at is null)
              or (c.stage = 'early' and t.minimum_warned_at is null))
         returning t.id, c.stage, c.deadline, c.booked, c.min_participants, c.activity_id
       )
       select c.id as time_id, c.stage, to_json(c.deadline) #>> '{}' as deadline, c.booked, c.min_participants as minimum, a.title,
              to_char(d.starts_at, 'DD/MM/YYYY') as day, to_char(t.starts_at, 'HH24:MI') as starts,
              coalesce(nullif(s.email, ''), u.email) as email, s.trade_name
         from claimed c
         join activity_times t on t.id = c.id
         join activity_dates d on d.id = t.activity_date_id
         join activities a on a.id = c.activity_id
         join suppliers s on s.id = a.supplier_id
         join users u on u.id = s.user_id
        order by c.id`,
      [now, now, now, now, now, now, now],
    );
    for (const row of rows) {
      if (!row.email) continue;
      MailService.queue(
        em,
        departureBelowMinimumMail(
          row.email,
          row.trade_name,
          {
            activity: row.title,
            when: `${row.day} a las ${row.starts}`,
            booked: Number(row.booked),
            minimum: Number(row.minimum),
            deadline: caracasText(new Date(row.deadline)),
            atDeadline: row.stage === 'deadline',
          },
          `${appUrl}/suppliers/departures/${row.time_id}`,
        ),
      );
    }
    await em.flush();
    return rows.map((r) => ({ timeId: Number(r.time_id), stage: r.stage }));
  });
}
