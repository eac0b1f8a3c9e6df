import type { Context } from '../../graphql/context.js';
import { entityOrder, pageWindow, toPage, type PageOf } from '../../graphql/pagination.js';
import { Booking } from './booking.entity.js';
import {
  BOOKING_SORT,
  PAYMENT_SORT,
  type CustomerBookingsArgs,
  type PendingPaymentsArgs,
} from './booking.inputs.js';
import { toId } from './booking.service.js';
import { Payment, PaymentStatus } from './payment.entity.js';

/** Admin support lookups (run from GraphiQL): a customer's bookings, the payments waiting for verification. */
export class SupportService {
  /** Every booking of the customer with this e-mail (any status), newest first; an unknown e-mail is an empty page. */
  async customerBookings(ctx: Context, args: CustomerBookingsArgs): Promise<PageOf<Booking>> {
    const { offset, limit } = pageWindow(args);
    const email = args.customerEmail.trim().toLowerCase();
    const [items, total] = await ctx.em.findAndCount(
      Booking,
      { user: { email }, ...(args.status != null ? { status: args.status } : {}) },
      { orderBy: entityOrder(args.orderBy, BOOKING_SORT, { id: 'desc' }) as never, limit, offset },
    );
    return toPage(items, total, args);
  }

  /** Payments waiting for verification, oldest first; `supplierId` keeps those of one supplier's activities. */
  async pendingPayments(ctx: Context, args: PendingPaymentsArgs): Promise<PageOf<Payment>> {
    const { offset, limit } = pageWindow(args);
    const supplierId = args.supplierId != null ? toId(args.supplierId) : undefined;
    if (args.supplierId != null && !supplierId) return toPage([], 0, args);
    const [items, total] = await ctx.em.findAndCount(
      Payment,
      {
        status: PaymentStatus.Pending,
        ...(supplierId ? { order: { booking: { activity: { supplier: supplierId } } } } : {}),
      },
      { orderBy: entityOrder(args.orderBy, PAYMENT_SORT, { id: 'asc' }) as never, limit, offset },
    );
    return toPage(items, total, args);
  }
}
