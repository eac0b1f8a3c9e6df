/**
 * The booking model's invariants, checked by SQL over a whole database (issue 8: seats never negative, seats
 * accounted for, totals consistent with the booking lines, no booking without lines, no orphans, states in step).
 * Each entry lists the offending ids; a healthy database gives every list empty.
 */
const CHECKS: Record<string, string> = {
  negativeSeats: 'select id from activity_times where current_available < 0',
  /** Capacity = free + held: every seat is either free or held by exactly one live booking. */
  seatsUnaccounted: `
    select t.id from activity_times t
    left join (select activity_time_id, sum(seats_held) as held from bookings
               where seats_released_at is null and status between 1 and 4 group by 1) b
      on b.activity_time_id = t.id
    left join (select activity_time_id, sum(seats_held) as held from waitlist_entries
               where status = 'offered' group by 1) w
      on w.activity_time_id = t.id
    where exists (select 1 from bookings x where x.activity_time_id = t.id)
      and t.current_available + coalesce(b.held, 0) + coalesce(w.held, 0) <> t.expected_participants`,
  releasedButLive: 'select id from bookings where seats_released_at is not null and status between 1 and 4',
  cancelledStillHolding:
    'select id from bookings where status = 5 and seats_released_at is null and seats_held > 0',
  bookingsWithoutDetails: `select b.id from bookings b
    where not exists (select 1 from booking_details d where d.booking_id = b.id)`,
  seatsHeldNotTheLines: `select b.id from bookings b join booking_details d on d.booking_id = b.id
    group by b.id, b.seats_held having b.seats_held <> sum(d.quantity * d.participants)`,
  orderTotalUsdNotTheLines: `select o.id from orders o join booking_details d on d.booking_id = o.activity_booking_id
    group by o.id, o.total_usd having o.total_usd <> round(sum(d.quantity * d.unit_price), 2)`,
  orderTotalVesNotTheRate: `select o.id from orders o join bookings b on b.id = o.activity_booking_id
    where o.total_ves <> round(o.total_usd * b.exchange_rate, 2)`,
  orderAndBookingOutOfStep: `select o.id from orders o join bookings b on b.id = o.activity_booking_id
    where not ((o.status = 0 and b.status = 2) or (o.status = 1 and not o.paid and b.status = 3)
            or (o.status = 1 and o.paid and b.status = 4) or (o.status = 2 and b.status = 5))`,
  twoLivePaymentsForAnOrder: `select order_id as id from payments where status in ('pending', 'verified')
    group by order_id having count(*) > 1`,
  orderedBookingWithoutOrder: `select b.id from bookings b where b.status between 2 and 4
    and b.partner_key_id is null and not exists (select 1 from orders o where o.activity_booking_id = b.id)`,
};

export type InvariantReport = Record<string, number[]>;

export async function invariantViolations(
  sql: (query: string) => Promise<{ id: number }[]>,
): Promise<InvariantReport> {
  const report: InvariantReport = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    const rows = await sql(query);
    report[name] = rows.map((r) => Number(r.id)).slice(0, 20);
  }
  return report;
}

/** The report with every check empty, for `toEqual`. */
export function noViolations(): InvariantReport {
  return Object.fromEntries(Object.keys(CHECKS).map((name) => [name, []]));
}
