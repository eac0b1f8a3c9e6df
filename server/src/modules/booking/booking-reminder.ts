import type { MikroORM } from '@mikro-orm/postgresql';
import { MailService } from '../mail/mail.service.js';
import { activityReminderMail } from '../mail/templates.js';
import { BookingStatus } from './booking.entity.js';
import { caracasNow } from './booking-rules.js';

/**
 * The reminder of the day before the activity: bookings with a registered or verified payment whose
 * date is tomorrow in Caracas. One guarded UPDATE claims each booking (`reminder_sent_at` null → now, rows locked
 * `FOR UPDATE SKIP LOCKED`) and the mail is queued in the same transaction, so it goes out once per booking even
 * when two server processes run the job at the same time. Returns the reminded booking ids.
 */
export async function remindTomorrowBookings(orm: MikroORM, now = new Date()): Promise<number[]> {
  const today = caracasNow(now).date;
  return orm.em.fork().transactional(async (em) => {
    const rows = await em.execute<
      { id: number; email: string; name: string; title: string; day: string; starts: string; place: string }[]
    >(
      `with candidates as (
         select b.id from bookings b join activity_dates d on d.id = b.activity_date_id
         where b.status in (${BookingStatus.PaymentRegistered}, ${BookingStatus.Paid})
           and b.reminder_sent_at is null and d.starts_at = (?::date + 1)
         order by b.id limit 500 for update of b skip locked
       ), claimed as (
         update bookings b set reminder_sent_at = now(), updated_at = now()
         from candidates c where b.id = c.id and b.reminder_sent_at is null
         returning b.id, b.user_id, b.activity_id, b.activity_date_id, b.activity_time_id
       )
       select c.id, u.email, u.name, a.title, to_char(d.starts_at, 'DD/MM/YYYY') as day,
              to_char(t.starts_at, 'HH12:MI AM') as starts, a.departure_address as place
       from claimed c join users u on u.id = c.user_id join activities a on a.id = c.activity_id
       join activity_dates d on d.id = c.activity_date_id join activity_times t on t.id = c.activity_time_id
       order by c.id`,
      [today],
    );
    for (const row of rows)
      MailService.queue(
        em,
        activityReminderMail(row.email, row.name, {
          id: row.id,
          activity: row.title,
          when: `${row.day} a las ${row.starts}`,
          meetingPoint: row.place,
        }),
      );
    await em.flush();
    return rows.map((r) => r.id);
  });
}
