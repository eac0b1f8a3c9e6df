import { supplierBookingFilterSchema } from '../../../../schema/validation/supplier-bookings.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError } from '../../graphql/errors.js';
import { pageWindow, parseListOrder, toPage, type PageOf } from '../../graphql/pagination.js';
import { validateWith } from '../../graphql/validation.js';
import { executePrepared } from '../../lib/prepared.js';
import { currentSupplier } from './access.js';
import { bookingListSql, type BookingListRow } from './supplier-bookings.sql.js';
import {
  SUPPLIER_BOOKING_SORT,
  type SupplierBookingFilter,
  type SupplierBookingRow,
} from './supplier-bookings.types.js';

/** Rows a CSV export may hold: past it the supplier narrows the dates (a year of a busy supplier fits). */
export const EXPORT_MAX_ROWS = 20_000;
export const EXPORT_TOO_LARGE_MESSAGE = `La exportación supera ${EXPORT_MAX_ROWS} reservas: acote el rango de fechas o los filtros.`;

function toRow(row: BookingListRow): SupplierBookingRow {
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
    const order = parseListOrder(orderBy, SUPPLIER_BOOKING_SORT);
    const supplier = await currentSupplier(ctx);
    const { sql, params } = bookingListSql(supplier.id, f, order, window);
    const rows = await executePrepared<BookingListRow>(ctx.em, sql, params);
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
