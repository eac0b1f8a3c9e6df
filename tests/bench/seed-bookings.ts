import { hashPassword } from '../../server/src/modules/account/password.js';
import { DATES_PER_ACTIVITY, type BenchScale } from './seed.js';

/**
 * The bench's people and bookings (issue 19): bookings in every state (cart, ordered, payment registered, paid — half
 * of the past ones checked in — and cancelled) with their detail row, orders and payments (pending, verified,
 * rejected). Two accounts are measured at every scale with the same amount of their own data: `cliente1@bench.test`
 * with 200 bookings and `aliado1@bench.test` (the first supplier) with 5,000; `admin@bench.test` reads the admin
 * lists. All three sign in with BENCH_PASSWORD through the product's own hash.
 */

export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_ACCOUNTS = {
  customer: 'cliente1@bench.test',
  supplier: 'aliado1@bench.test',
  admin: 'admin@bench.test',
} as const;
export const MEASURED_CUSTOMER_BOOKINGS = 200;
export const MEASURED_SUPPLIER_BOOKINGS = 5_000;

export function benchPasswordHash(): Promise<string> {
  return hashPassword(BENCH_PASSWORD);
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A unique booking code for row `i` (XXXX-XXXX in the product's alphabet): `i` written in base 31. */
const bookingCode = (i: string) =>
  `(select string_agg(substr('${CODE_ALPHABET}', 1 + ((${i} / (31::bigint ^ k)::bigint) % 31)::int, 1)
      || case when k = 3 then '-' else '' end, '' order by k) from generate_series(0, 7) k)`;

export async function seedBookings(
  run: (label: string, sql: string) => Promise<void>,
  scale: BenchScale,
  passwordHash: string,
) {
  const { activities: A, customers: C, suppliers: S, bookings: N } = scale;
  const perSupplier = A / S;
  const hash = passwordHash.replace(/'/g, "''");
  await run(
    'cuentas medidas',
    `insert into users (name, email, password_hash, role, activated_at)
      values ('Admin bench', '${BENCH_ACCOUNTS.admin}', '${hash}', 'admin'::user_role, now());
    update users set password_hash = '${hash}'
      where email in ('${BENCH_ACCOUNTS.customer}', '${BENCH_ACCOUNTS.supplier}')`,
  );
  // General stream: activity (i * 7919) mod A, moved off the measured supplier's activities (ids ≡ 1 mod S) and
  // off the pending ones (ids ≡ 0 mod 50); its first 200 bookings are the measured customer's. Then the measured
  // supplier's 5,000 over its 50 activities. Date n of activity a has id (a - 1) * 24 + n + 1 (seed.ts).
  await run(
    'reservas',
    `with c as (select min(id) first from users where role = 'client'),
    picks as (
      select i, case when i <= ${MEASURED_CUSTOMER_BOOKINGS} then 0 else 1 + i % ${C - 1} end as customer,
        case when r.raw % ${S} = 1 then r.raw + 2 when r.raw % 50 = 0 then r.raw - 2 else r.raw end as activity_id,
        (i / 7) % ${DATES_PER_ACTIVITY} as n
      from generate_series(1, ${N - MEASURED_SUPPLIER_BOOKINGS}) i,
        lateral (select 1 + (i::bigint * 7919) % ${A} as raw) r
      union all
      select ${N - MEASURED_SUPPLIER_BOOKINGS} + j, 1 + j % ${C - 1}, 1 + ${S} * (j % ${perSupplier}),
        (j / ${perSupplier}) % ${DATES_PER_ACTIVITY}
      from generate_series(1, ${MEASURED_SUPPLIER_BOOKINGS}) j
    ),
    placed as (
      select p.i, c.first + p.customer as user_id, p.activity_id, d.id as date_id, d.starts_at,
        (select t.id from activity_times t where t.activity_date_id = d.id order by t.id
          offset p.i % (2 + p.activity_id % 3) limit 1) as time_id,
        case when d.starts_at < current_date then (case when p.i % 5 = 0 then 5 else 4 end)
          else (array[1, 1, 2, 2, 3, 4, 4, 4, 4, 5])[1 + p.i % 10] end as status
      from picks p, c, activity_dates d
      where d.id = (p.activity_id - 1) * ${DATES_PER_ACTIVITY} + p.n + 1
    )
    insert into bookings (code, user_id, activity_id, activity_date_id, activity_time_id, status, exchange_rate,
      hold_expires_at, seats_held, seats_released_at, created_at, updated_at, checked_in_at)
    select ${bookingCode('i')}, user_id, activity_id, date_id, time_id, status, 40,
      case when status = 1 then now() + interval '365 days' end,
      case when status = 5 then 0 else 1 + i % 3 end,
      case when status = 5 then now() end,
      least(starts_at - (1 + i % 20) * interval '1 day', now()), now(),
      case when status = 4 and starts_at < current_date and i % 2 = 0 then starts_at + interval '9 hours' end
    from placed
    order by i`,
  );
  await run(
    'detalle de reservas',
    `insert into booking_details (booking_id, activity_price_id, quantity, unit_price, participants)
    select b.id, p.id, 1 + b.id % 3, p.price, 1 + b.id % 3
    from bookings b join activity_prices p on p.activity_id = b.activity_id and p.mandatory
    order by b.id`,
  );
  // Ordered, payment registered, paid, and half the cancelled ones (their order cancelled).
  await run(
    'órdenes',
    `insert into orders (activity_booking_id, status, paid, issue_date, expires_at, total_usd, total_ves, created_at)
    select b.id, case b.status when 2 then 0 when 5 then 2 else 1 end, b.status = 4, b.created_at,
      case when b.status = 2 then now() + interval '365 days' else b.created_at + interval '1 day' end,
      d.unit_price * d.quantity, d.unit_price * d.quantity * 40, b.created_at
    from bookings b join booking_details d on d.booking_id = b.id
    where b.status in (2, 3, 4) or (b.status = 5 and b.id % 2 = 0)
    order by b.id`,
  );
  await run(
    'pagos',
    `insert into payments (order_id, payment_method_id, bank_code, buyer_id, paid_amount, reference, status,
      verified_at, verified_by_id, rejection_reason, created_at)
    select o.id, m.id, k.code, 'V' || lpad((10000000 + b.user_id)::text, 8, '0'), o.total_ves,
      lpad(o.id::text, 12, '0'),
      (case b.status when 3 then 'pending' when 4 then 'verified' else 'rejected' end)::payment_status,
      case when b.status <> 3 then o.created_at + interval '2 hours' end,
      case when b.status <> 3 then adm.id end,
      case when b.status = 5 then 'La referencia no aparece en el estado de cuenta.' end,
      o.created_at + interval '1 hour'
    from orders o join bookings b on b.id = o.activity_booking_id,
      (select min(id) id from payment_methods) m, (select min(code) code from banks) k,
      (select id from users where email = '${BENCH_ACCOUNTS.admin}') adm
    where b.status in (3, 4, 5)
    order by o.id`,
  );
}
