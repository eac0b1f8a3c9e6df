import type { EntityManager } from '@mikro-orm/postgresql';
import { RescheduleStatus } from './booking-reschedule.entity.js';

interface HistoryEvent {
  at: Date;
  kind: string;
  note: string | null;
}

/** A booking's changes of date as history events: "28/11/2026 08:00 → 29/11/2026 08:00". */
export async function rescheduleEvents(em: EntityManager, bookingId: number): Promise<HistoryEvent[]> {
  const rows = await em.execute<
    { status: string; created_at: Date; decided_at: Date | null; change: string }[]
  >(
    `select r.status, r.created_at, r.decided_at,
            to_char(fd.starts_at, 'DD/MM/YYYY') || ' ' || to_char(ft.starts_at, 'HH24:MI') || ' → ' ||
            to_char(td.starts_at, 'DD/MM/YYYY') || ' ' || to_char(tt.starts_at, 'HH24:MI') as change
       from booking_reschedules r
       join activity_times ft on ft.id = r.from_time_id join activity_dates fd on fd.id = ft.activity_date_id
       join activity_times tt on tt.id = r.to_time_id join activity_dates td on td.id = tt.activity_date_id
      where r.booking_id = ? order by r.id`,
    [bookingId],
  );
  const events: HistoryEvent[] = [];
  for (const row of rows) {
    const at = new Date(row.created_at);
    const decided = row.decided_at ? new Date(row.decided_at) : at;
    if (row.status === RescheduleStatus.Done) {
      events.push({ at: decided, kind: 'rescheduled', note: row.change });
      continue;
    }
    events.push({ at, kind: 'reschedule_proposed', note: row.change });
    if (row.status === RescheduleStatus.Accepted)
      events.push({ at: decided, kind: 'rescheduled', note: row.change });
    if (row.status === RescheduleStatus.Declined)
      events.push({ at: decided, kind: 'reschedule_declined', note: row.change });
    if (row.status === RescheduleStatus.Expired)
      events.push({ at: decided, kind: 'reschedule_expired', note: row.change });
  }
  return events;
}
