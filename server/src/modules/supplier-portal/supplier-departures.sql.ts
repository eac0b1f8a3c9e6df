import type { DepartureCancelReason } from '../catalog/departure-cancel-reason.js';
import { DepartureState, type SupplierDeparture } from './supplier-departures.types.js';

/** Wall-clock time of the business: departures are dated and timed in Venezuela. */
export const CARACAS_NOW = `(now() at time zone 'America/Caracas')`;
const LIVE = 'k.status between 2 and 4';
/** Whether the slot was cancelled by its supplier or an admin (it then takes no booking). */
export const SLOT_CANCELLED = 't.cancelled_at is not null';

export interface DepartureRow {
  time_id: number;
  activity_id: number;
  activity_title: string;
  departure_address: string;
  date: string;
  start_time: string;
  ends_at: string;
  booked: number;
  capacity: number;
  available: number;
  min_participants: number;
  bookings: number;
  checked_in: number;
  state: DepartureState;
  cancelled_at: Date | string | null;
  cancel_reason: DepartureCancelReason | null;
  cancel_note: string | null;
  minimum_warned_at: Date | string | null;
  waitlist: number;
}

/**
 * The slots of one supplier's live activities (`a.supplier_id = ?`), each with its live bookings (to pay, being
 * verified, paid) counted in one lateral aggregate and its state; callers add `and …`, an order and a limit.
 */
export const DEPARTURES_SQL = `
  select t.id as time_id, a.id as activity_id, a.title as activity_title, a.departure_address,
         to_char(d.starts_at, 'YYYY-MM-DD') as date, to_char(t.starts_at, 'HH24:MI') as start_time,
         to_char(t.ends_at, 'HH24:MI') as ends_at, (d.starts_at + t.starts_at) as starts_at,
         k.booked, t.expected_participants as capacity, t.current_available as available,
         a.min_participants, k.bookings, k.checked_in, t.cancelled_at, t.cancel_reason, t.cancel_note,
         coalesce(t.minimum_deadline_warned_at, t.minimum_warned_at) as minimum_warned_at,
         (select count(*) from waitlist_entries w
           where w.activity_time_id = t.id and w.status in ('waiting', 'offered'))::int as waitlist,
         case when ${SLOT_CANCELLED} then '${DepartureState.CANCELLED}'
              when d.starts_at + t.starts_at < ${CARACAS_NOW} then '${DepartureState.PAST}'
              when t.current_available <= 0 then '${DepartureState.FULL}'
              when k.bookings > 0 and k.booked < a.min_participants then '${DepartureState.BELOW_MINIMUM}'
              else '${DepartureState.OPEN}' end as state
    from activity_times t
    join activity_dates d on d.id = t.activity_date_id
    join activities a on a.id = d.activity_id
    cross join lateral (
      select coalesce(sum(k.seats_held) filter (where ${LIVE}), 0)::int as booked,
             (count(*) filter (where ${LIVE}))::int as bookings,
             (count(*) filter (where ${LIVE} and k.checked_in_at is not null))::int as checked_in
        from bookings k where k.activity_time_id = t.id) k
   where a.supplier_id = ? and a.deleted_at is null`;

export const dateOrNull = (value: Date | string | null) => (value == null ? null : new Date(value));

export function toDeparture(row: DepartureRow): SupplierDeparture {
  return {
    timeId: Number(row.time_id),
    activityId: Number(row.activity_id),
    activityTitle: row.activity_title,
    departureAddress: row.departure_address,
    date: row.date,
    startsAt: row.start_time,
    endsAt: row.ends_at,
    booked: Number(row.booked),
    capacity: Number(row.capacity),
    available: Number(row.available),
    minParticipants: Number(row.min_participants),
    bookings: Number(row.bookings),
    checkedIn: Number(row.checked_in),
    state: row.state,
    cancelledAt: dateOrNull(row.cancelled_at),
    cancelReason: row.cancel_reason,
    cancelNote: row.cancel_note,
    minimumWarnedAt: dateOrNull(row.minimum_warned_at),
    waitlist: Number(row.waitlist ?? 0),
  };
}
