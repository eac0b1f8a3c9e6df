import { supplierBookingFilterSchema } from '../../../../schema/validation/supplier-bookings.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError } from '../../graphql/errors.js';
import { pageWindow, sqlOrder, toPage, type PageOf } from '../../graphql/pagination.js';
import { validateWith } from '../../graphql/validation.js';
import { currentSupplier } from './access.js';
import {
  SUPPLIER_BOOKING_SORT,
  type BookingPaymentState,
  type SupplierBookingFilter,
  type SupplierBookingRow,
} from './supplier-bookings.types.js';

/** Rows a CSV export may hold: past it the supplier narrows the dates (a year of a busy supplier fits). */
export const EXPORT_MAX_ROWS = 20_000;
export const EXPORT_TOO_LARGE_MESSAGE = `La exportación supera ${EXPORT_MAX_ROWS} reservas: acote el rango de fechas o los filtros.`;

interface Row {
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

/**
 * One statement: each booking of the supplier's activities that left the cart (status 2–5) with its departure, the
 * customer (the attendee typed on the order, else the account), its last order and that order's last payment.
 */
const SELECT = `
  select b.id, b.code, b.status, b.created_at, a.id as activity_id, a.title as activity_title,
         to_char(d.starts_at, 'YYYY-MM-DD') as date, to_char(t.starts_at, 'HH24:MI') as time,
         (d.starts_at + t.starts_at) as starts_at,
         coalesce(nullif(b.attendee_name, ''), u.name) as customer_name,
         coalesce(nullif(b.attendee_email, ''), u.email) as customer_email,
         coalesce(nullif(b.attendee_phone, ''), u.phone) as customer_phone,
         b.seats_held as seats, o.total_usd, o.total_ves,
         coalesce(p.status::text, 'none') as payment_state, p.id as payment_id, b.checked_in_at,
         count(*) over () as full_count
    from bookings b
    join activities a on a.id = b.activity_id
    join activity_dates d on d.id = b.activity_date_id
    join activity_times t on t.id = b.activity_time_id
    join users u on u.id = b.user_id
    left join lateral (select o.id, o.total_usd, o.total_ves from orders o
                        where o.activity_booking_id = b.id order by o.id desc limit 1) o on true
    left join lateral (select p.id, p.status from payments p
                        where p.order_id = o.id order by p.id desc limit 1) p on true`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(supplierId: number, filter: SupplierBookingFilter): { sql: string; params: unknown[] } {
  const parts = ['a.supplier_id = ?', 'b.status between 2 and 5'];
  const params: unknown[] = [supplierId];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (filter.from) add('d.starts_at >= ?', filter.from.trim());
  if (filter.to) add('d.starts_at <= ?', filter.to.trim());
  if (filter.activityId) add('a.id = ?', Number(filter.activityId));
  if (filter.status != null) add('b.status = ?', filter.status);
  if (filter.paymentState) add(`coalesce(p.status::text, 'none') = ?`, filter.paymentState);
  if (filter.checkedIn != null) parts.push(`b.checked_in_at is ${filter.checkedIn ? 'not ' : ''}null`);
  const search = filter.search?.trim();
  if (search) {
    const like = likePattern(search);
    add(
      `(b.attendee_name ilike ? or u.name ilike ? or b.attendee_email ilike ? or u.email ilike ?
        or b.code ilike ? or replace(b.code, '-', '') ilike ?)`,
      like,
      like,
      like,
      like,
      like,
      likePattern(search.replace(/-/g, '')),
    );
  }
  return { sql: parts.join(' and '), params };
}

function toRow(row: Row): SupplierBookingRow {
  return {
    id: Number(row.id),
    code: row.code,
    status: Number(row.status),
    createdAt: new Date(row.created_at),
    activityId: Number(row.activity_id),
    activityTitle: row.activity_title,
    date: row.date,
    time: row.time,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    seats: Number(row.seats),
    totalUsd: row.total_usd,
    totalVes: row.total_ves,
    paymentState: row.payment_state,
    paymentId: row.payment_id == null ? null : Number(row.payment_id),
    checkedInAt: row.checked_in_at == null ? null : new Date(row.checked_in_at),
  };
}

/** The supplier's bookings across its activities: filters, search, any column's order, a page or a CSV. */
export class SupplierBookingService {
  private async query(
    ctx: Context,
    filter: SupplierBookingFilter | null | undefined,
    orderBy: string | null | undefined,
    window: { offset: number; limit: number },
  ): Promise<{ rows: SupplierBookingRow[]; total: number | undefined }> {
    const f = filter ?? {};
    validateWith(supplierBookingFilterSchema, f);
    const order = sqlOrder(orderBy, SUPPLIER_BOOKING_SORT, 'starts_at desc, id desc');
    const supplier = await currentSupplier(ctx);
    const where = whereOf(supplier.id, f);
    const rows = await ctx.em.execute<Row[]>(
      `${SELECT} where ${where.sql} order by ${order} limit ? offset ?`,
      [...where.params, window.limit, window.offset],
    );
    return { rows: rows.map(toRow), total: rows[0] ? Number(rows[0].full_count) : undefined };
  }

  async list(
    ctx: Context,
    args: { page: number; perPage: number; orderBy?: string | null; filter?: SupplierBookingFilter | null },
  ): Promise<PageOf<SupplierBookingRow>> {
    const window = pageWindow(args);
    const { rows, total } = await this.query(ctx, args.filter, args.orderBy, window);
    // Past the last page there is no row to carry the count: only then a second statement.
    const count = total ?? (args.page > 1 ? await this.count(ctx, args.filter) : 0);
    return toPage(rows, count, args);
  }

  private async count(ctx: Context, filter: SupplierBookingFilter | null | undefined): Promise<number> {
    const { total } = await this.query(ctx, filter, null, { offset: 0, limit: 1 });
    return total ?? 0;
  }

  /** Every matching row (for the CSV), in the asked order; refused past `EXPORT_MAX_ROWS`. */
  async all(
    ctx: Context,
    filter: SupplierBookingFilter | null | undefined,
    orderBy: string | null | undefined,
  ): Promise<SupplierBookingRow[]> {
    const { rows } = await this.query(ctx, filter, orderBy, { offset: 0, limit: EXPORT_MAX_ROWS + 1 });
    if (rows.length > EXPORT_MAX_ROWS)
      throw new BadInputError(EXPORT_TOO_LARGE_MESSAGE, { to: EXPORT_TOO_LARGE_MESSAGE });
    return rows;
  }
}
