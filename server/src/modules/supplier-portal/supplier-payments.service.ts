import type { Context } from '../../graphql/context.js';
import type { PageOf } from '../../graphql/pagination.js';
import type { PendingPaymentsArgs } from '../booking/booking.inputs.js';
import type { Payment } from '../booking/payment.entity.js';
import { SupportService } from '../booking/support.service.js';
import { currentSupplier } from './access.js';

const support = new SupportService();

/** The supplier's queue of pago móvil payments to verify (confirm/reject are the booking module's own mutations). */
export class SupplierPaymentService {
  /** Pending payments of the supplier's activities, oldest first: the support queue narrowed to this supplier. */
  async pending(ctx: Context, args: Omit<PendingPaymentsArgs, 'supplierId'>): Promise<PageOf<Payment>> {
    const supplier = await currentSupplier(ctx);
    return support.pendingPayments(ctx, { ...args, supplierId: String(supplier.id) });
  }

  /**
   * How many wait, in one statement (the sidebar badge polls it): the session's supplier is already resolved by the
   * staff-role guard for this request.
   */
  async pendingCount(ctx: Context): Promise<number> {
    const [row] = await ctx.em.execute<{ n: string }[]>(
      `select count(*) as n from payments p
         join orders o on o.id = p.order_id
         join bookings b on b.id = o.activity_booking_id
         join activities a on a.id = b.activity_id
         join suppliers s on s.id = a.supplier_id
        where p.status = 'pending' and s.id = ?`,
      [(await currentSupplier(ctx)).id],
    );
    return Number(row?.n ?? 0);
  }
}
