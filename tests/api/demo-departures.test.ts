import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/** Issue 29 §9: what aliado@xplora.test's dashboard and departures calendar show on the demo (global-setup seed). */

let client: pg.Client;
const SUPPLIER = `(select s.id from suppliers s join users u on u.id = s.user_id where u.email = 'aliado@xplora.test')`;
const TODAY = `(now() at time zone 'America/Caracas')::date`;

/** The supplier's departures of a day with their live seats, minimum and cancellation. */
const DEPARTURES = `select t.id, a.title, a.min_participants as minimum, t.cancel_reason, t.cancel_note, t.cancelled_at,
    t.current_available, t.expected_participants,
    (select coalesce(sum(k.seats_held), 0) from bookings k where k.activity_time_id = t.id and k.status between 2 and 4)::int as booked,
    (select count(*) from bookings k where k.activity_time_id = t.id)::int as bookings
  from activity_times t join activity_dates d on d.id = t.activity_date_id join activities a on a.id = d.activity_id
  where a.supplier_id = ${SUPPLIER} and d.starts_at = ${TODAY} + $1::int
    and exists (select 1 from bookings k where k.activity_time_id = t.id)`;

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});
afterAll(() => client.end());

describe('the demo supplier’s day', () => {
  it('has departures today and tomorrow, one of them below its minimum', async () => {
    const today = (await client.query(DEPARTURES, [0])).rows;
    expect(today.filter((d) => d.booked > 0).length).toBeGreaterThanOrEqual(1);
    const tomorrow = (await client.query(DEPARTURES, [1])).rows;
    expect(tomorrow.filter((d) => d.booked > 0).length).toBeGreaterThanOrEqual(2);
    const below = tomorrow.filter((d) => d.booked > 0 && d.booked < d.minimum && !d.cancelled_at);
    expect(below).toHaveLength(1);
    expect(below[0]).toMatchObject({ booked: 1, minimum: 4 });
  });

  it('has a payment waiting for verification', async () => {
    const { rows } = await client.query(
      `select count(*)::int as n from payments p join orders o on o.id = p.order_id
         join bookings k on k.id = o.activity_booking_id join activities a on a.id = k.activity_id
        where p.status = 'pending' and a.supplier_id = ${SUPPLIER}`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it('has a departure cancelled for bad weather, as the product cancels one', async () => {
    const { rows } = await client.query(
      `select t.id, t.cancel_reason, t.cancel_note, t.current_available, t.expected_participants from activity_times t
         join activity_dates d on d.id = t.activity_date_id join activities a on a.id = d.activity_id
        where a.supplier_id = ${SUPPLIER} and t.cancelled_at is not null`,
    );
    expect(rows).toHaveLength(1);
    const slot = rows[0];
    expect(slot).toMatchObject({
      cancel_reason: 'weather',
      cancel_note: 'Alerta de lluvias fuertes en la zona para ese día.',
    });
    expect(slot.current_available).toBe(slot.expected_participants);
    const bookings = (
      await client.query(
        `select k.status, u.email, r.status::text as refund, p.status::text as payment from bookings k
           join users u on u.id = k.user_id left join refunds r on r.booking_id = k.id
           left join orders o on o.activity_booking_id = k.id left join payments p on p.order_id = o.id
          where k.activity_time_id = $1 order by u.email`,
        [slot.id],
      )
    ).rows;
    expect(bookings).toEqual([
      { status: 5, email: 'cliente2@xplora.test', refund: 'requested', payment: 'verified' },
      { status: 5, email: 'cliente@xplora.test', refund: null, payment: null },
    ]);
    const mails = (
      await client.query(
        `select recipient, text from outbox_mails where subject like 'Salida cancelada:%'
           and recipient in ('cliente@xplora.test', 'cliente2@xplora.test') order by recipient`,
      )
    ).rows;
    expect(mails.map((m) => m.recipient)).toEqual(['cliente2@xplora.test', 'cliente@xplora.test']);
    for (const mail of mails)
      expect(mail.text).toContain('Motivo: Mal tiempo: Alerta de lluvias fuertes en la zona para ese día.');
  });

  it('has a paid booking of the demo customer moved to a later day, with its history, trail and new voucher mail', async () => {
    const [moved] = (
      await client.query(
        `select k.id, k.status, k.activity_time_id = r.to_time_id as on_new_slot, r.status as change,
                (select d.starts_at from activity_times t join activity_dates d on d.id = t.activity_date_id
                  where t.id = r.to_time_id) - (select d.starts_at from activity_times t
                  join activity_dates d on d.id = t.activity_date_id where t.id = r.from_time_id) as days
           from booking_reschedules r join bookings k on k.id = r.booking_id join users u on u.id = k.user_id
          where u.email = 'cliente@xplora.test'`,
      )
    ).rows;
    expect(moved).toMatchObject({ status: 4, on_new_slot: true, change: 'done' });
    expect(moved.days).toBeGreaterThanOrEqual(1);
    const trail = await client.query(
      `select 1 from audit_entries where action = 'booking_rescheduled' and object_id = $1`,
      [moved.id],
    );
    expect(trail.rowCount).toBe(1);
    const mail = await client.query(
      `select 1 from outbox_mails where recipient = 'cliente@xplora.test' and subject like 'Tu reserva cambió de fecha:%'`,
    );
    expect(mail.rowCount).toBe(1);
  });

  it('has a sold-out departure with a customer waiting, counted on the calendar', async () => {
    const { rows } = await client.query(
      `select t.current_available, t.expected_participants, u.email, w.participants, w.status,
          (select count(*) from waitlist_entries o
            where o.activity_time_id = t.id and o.status in ('waiting', 'offered'))::int as waitlist
         from waitlist_entries w join users u on u.id = w.user_id
         join activity_times t on t.id = w.activity_time_id
         join activity_dates d on d.id = t.activity_date_id join activities a on a.id = d.activity_id
        where a.supplier_id = ${SUPPLIER} and d.starts_at > ${TODAY}`,
    );
    expect(rows).toEqual([
      {
        current_available: 0,
        expected_participants: 2,
        email: 'cliente@xplora.test',
        participants: 2,
        status: 'waiting',
        waitlist: 1,
      },
    ]);
  });
});
