import type { ListOrder } from '../../graphql/pagination.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';
import type { BookingPaymentState, SupplierBookingFilter } from './supplier-bookings.types.js';

export interface BookingListRow {
  id: number;
  code: string;
  status: number;
  created_at: Date | string;
  activity_id: number;
  activity_title: string;
  date: string;
  time: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  seats: number;
  total_usd: string | null;
  total_ves: string | null;
  payment_state: BookingPaymentState;
  payment_id: number | null;
  checked_in_at: Date | string | null;
  full_count: string;
}

/** What a sort key or filter reads besides the booking and its activity (aliases of the keys' statement). */
const RELATIONS = {
  /** `s`: the booking's departure (`slotSource`). */
  slot: /\bs\./,
  user: /\bu\./,
  order: /\bo\./,
  payment: /\bp\./,
};
type Relation = keyof typeof RELATIONS;

const CUSTOMER_NAME = `coalesce(nullif(b.attendee_name, ''), u.name)`;
const CUSTOMER_EMAIL = `coalesce(nullif(b.attendee_email, ''), u.email)`;
const PAYMENT_STATE = `coalesce(p.status::text, 'none')`;
const ORDER_LATERAL = `left join lateral (select o.id, o.total_usd, o.total_ves from orders o
                        where o.activity_booking_id = b.id order by o.id desc limit 1) o on true`;
const PAYMENT_LATERAL = `left join lateral (select p.id, p.status from payments p
                        where p.order_id = o.id order by p.id desc limit 1) p on true`;

/** Sort key (`SUPPLIER_BOOKING_SORT`'s targets) → its expression in `k`, the same one the page's rows show. */
const BOOKING_SORT_KEYS: Record<string, string> = {
  id: 'b.id',
  code: 'b.code',
  status: 'b.status',
  created_at: 'b.created_at',
  starts_at: 's.starts_at',
  activity_title: 'a.title',
  customer_name: CUSTOMER_NAME,
  customer_email: CUSTOMER_EMAIL,
  seats: 'b.seats_held',
  total_usd: 'o.total_usd',
  total_ves: 'o.total_ves',
  payment_state: PAYMENT_STATE,
  checked_in_at: 'b.checked_in_at',
};

const DEFAULT_ORDER: ListOrder = { column: 'starts_at', target: 'starts_at', direction: 'DESC' };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * The supplier's customers whose account name or e-mail matches a search: each account is tested once rather than
 * once per booking (lower-casing the Spanish-collated name is the search's main cost), and only the accounts of the
 * supplier's bookings are read, so the work follows the supplier's size, not the number of accounts. `lower(x) like
 * lower(p)` is how PostgreSQL runs `x ilike p` in a UTF-8 database; written out, the pattern is lower-cased once
 * (in the column's collation) instead of once per account.
 */
const MATCHING_CUSTOMERS = `mu as materialized (
      select x.id from (select u.id, u.name, u.email from users u
                         where u.id in (select b.user_id from bookings b join activities a on a.id = b.activity_id
                                         where a.supplier_id = ? and b.status between 2 and 5)
                        offset 0) x
       where lower(x.name) like (select lower(?::text collate "${SPANISH_COLLATION}"))
          or lower(x.email) like (select lower(?::text))),`;

/**
 * A search pattern for booking codes, computed once: codes are upper-case ASCII (`booking_code()`), so
 * `code ilike p` is `code like` p lower-cased then with a–z upper-cased — the same match without lower-casing every
 * code in the locale (the search's second cost).
 */
const CODE_PATTERN = `(select translate(lower(?::text), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'))`;

function conditions(
  supplierId: number,
  filter: SupplierBookingFilter,
): { slot: Sql; keys: Sql; customers: Sql | null } {
  const slot: Sql = { sql: 'true', params: [] };
  const keys: Sql = { sql: 'a.supplier_id = ? and b.status between 2 and 5', params: [supplierId] };
  const add = (to: Sql, sql: string, ...values: unknown[]) => {
    to.sql += ` and ${sql}`;
    to.params.push(...values);
  };
  if (filter.from) add(slot, 'd.starts_at >= ?', filter.from.trim());
  if (filter.to) add(slot, 'd.starts_at <= ?', filter.to.trim());
  if (filter.activityId) {
    add(slot, 'a.id = ?', Number(filter.activityId));
    add(keys, 'a.id = ?', Number(filter.activityId));
  }
  if (filter.status != null) add(keys, 'b.status = ?', filter.status);
  if (filter.paymentState) add(keys, `${PAYMENT_STATE} = ?`, filter.paymentState);
  if (filter.checkedIn != null) add(keys, `b.checked_in_at is ${filter.checkedIn ? 'not ' : ''}null`);
  const search = filter.search?.trim();
  if (!search) return { slot, keys, customers: null };
  const like = likePattern(search);
  add(
    keys,
    `(b.attendee_name ilike ? or b.attendee_email ilike ? or b.user_id in (select id from mu)
      or b.code like ${CODE_PATTERN} or replace(b.code, '-', '') like ${CODE_PATTERN})`,
    ...[like, like, like],
    likePattern(search.replace(/-/g, '')),
  );
  return { slot, keys, customers: { sql: MATCHING_CUSTOMERS, params: [supplierId, like, like] } };
}

/**
 * Where `s.starts_at` (and the departure range) comes from. Unsearched, the supplier's dates are read once (by
 * activity and day) and hashed against its bookings, and `s.starts_at` is the departure's day: the page then adds
 * the time of day to the rows it may keep only (`pageSql`), instead of reading every slot of the supplier (three
 * quarters of page 1's work). Searched, few bookings survive the customer filter and each looks its slot up by key.
 */
function slotSource(
  supplierId: number,
  range: Sql,
  searched: boolean,
): { cte: string; join: string; params: unknown[]; byDay: boolean } {
  if (!searched)
    return {
      cte: `s as materialized (
        select d.id, d.starts_at
          from activities a
          join activity_dates d on d.activity_id = a.id
         where a.supplier_id = ? and ${range.sql}),`,
      join: 'join s on s.id = b.activity_date_id',
      params: [supplierId, ...range.params],
      byDay: true,
    };
  return {
    cte: '',
    join: `join lateral (select d.starts_at + t.starts_at as starts_at from activity_dates d, activity_times t
                          where d.id = b.activity_date_id and t.id = b.activity_time_id and ${range.sql}) s on true`,
    params: range.params,
    byDay: false,
  };
}

/**
 * Limit and offset as sub-selects: PostgreSQL then costs the prepared statement's generic plan like a custom one and
 * keeps it, instead of planning the search again on every request (8–11 ms) because a literal limit looked cheaper.
 */
const WINDOW = 'limit (select ?::bigint) offset (select ?::bigint)';

/**
 * The asked window of `k`. Sorted by departure with `k` holding only the day, the rows up to the window's last one
 * all fall on its day or before it (after it, ascending): only those get their time of day and are sorted by the
 * full departure — the same rows and order as sorting every booking by it.
 */
function pageSql(dir: 'asc' | 'desc', byDay: boolean, window: { offset: number; limit: number }): Sql {
  if (!byDay)
    return {
      sql: `page as (select id, sort_key from k order by sort_key ${dir}, id ${dir} ${WINDOW})`,
      params: [window.limit, window.offset],
    };
  const [reach, none] = dir === 'desc' ? ['>=', '-infinity'] : ['<=', 'infinity'];
  return {
    sql: `page as (
      select k.id, k.sort_key + t.starts_at as sort_key
        from k join activity_times t on t.id = k.time_id
       where k.sort_key ${reach} coalesce((select sort_key from k order by sort_key ${dir}
                                            offset (select ?::bigint) limit 1), '${none}'::date)
       order by 2 ${dir}, k.id ${dir} ${WINDOW})`,
    params: [window.offset + window.limit - 1, window.limit, window.offset],
  };
}

/**
 * One statement, paged before anything per row is read: `k` holds the id and sort key of every matching booking
 * (reading the supplier's slots, the customer, the last order and payment only when the order or a filter needs
 * them), `page` cuts the asked window from it, and only the page's rows are joined to their customer, order and
 * payment. The total is `k`'s count (no second pass). Same rows, order and total as joining everything first.
 */
export function bookingListSql(
  supplierId: number,
  filter: SupplierBookingFilter,
  order: ListOrder | undefined,
  window: { offset: number; limit: number },
): Sql {
  const { target, direction } = order ?? DEFAULT_ORDER;
  const key = BOOKING_SORT_KEYS[target];
  if (!key) throw new Error(`supplier bookings: no sort key for ${target}`);
  const where = conditions(supplierId, filter);
  const reads = `${key} ${where.keys.sql}`;
  const needs = (relation: Relation) =>
    RELATIONS[relation].test(reads) ||
    (relation === 'slot' && Boolean(filter.from || filter.to)) ||
    (relation === 'order' && RELATIONS.payment.test(reads));
  const dir = direction === 'DESC' ? 'desc' : 'asc';
  const slot = needs('slot') ? slotSource(supplierId, where.slot, Boolean(filter.search?.trim())) : null;
  const byDay = Boolean(slot?.byDay) && target === 'starts_at';
  const page = pageSql(dir, byDay, window);
  const sql = `
    with ${where.customers?.sql ?? ''}${slot?.cte ?? ''}
    k as materialized (
      select b.id, ${key} as sort_key${byDay ? ', b.activity_time_id as time_id' : ''}
        from bookings b
        join activities a on a.id = b.activity_id
        ${slot?.join ?? ''}
        ${needs('user') ? 'join users u on u.id = b.user_id' : ''}
        ${needs('order') ? ORDER_LATERAL : ''}
        ${needs('payment') ? PAYMENT_LATERAL : ''}
       where ${where.keys.sql}),
    ${page.sql}
    select b.id, b.code, b.status, b.created_at, a.id as activity_id, a.title as activity_title,
           to_char(d.starts_at, 'YYYY-MM-DD') as date, to_char(t.starts_at, 'HH24:MI') as time,
           ${CUSTOMER_NAME} as customer_name, ${CUSTOMER_EMAIL} as customer_email,
           coalesce(nullif(b.attendee_phone, ''), u.phone) as customer_phone,
           b.seats_held as seats, o.total_usd, o.total_ves,
           ${PAYMENT_STATE} as payment_state, p.id as payment_id, b.checked_in_at,
           (select count(*) from k) as full_count
      from page
      join bookings b on b.id = page.id
      join activities a on a.id = b.activity_id
      join activity_dates d on d.id = b.activity_date_id
      join activity_times t on t.id = b.activity_time_id
      join users u on u.id = b.user_id
      ${ORDER_LATERAL}
      ${PAYMENT_LATERAL}
     order by page.sort_key ${dir}, page.id ${dir}`;
  const params = [
    ...(where.customers?.params ?? []),
    ...(slot?.params ?? []),
    ...where.keys.params,
    ...page.params,
  ];
  return { sql, params };
}
