import { LockMode } from '@mikro-orm/core';
import { declineRefundSchema, markRefundedSchema } from '../../../../schema/validation/booking.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { entityOrder, pageWindow, toPage, type PageOf, type SortColumns } from '../../graphql/pagination.js';
import { validateWith } from '../../graphql/validation.js';
import { User } from '../account/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import { refundDeclinedMail, refundedMail } from '../mail/templates.js';
import { Booking } from './booking.entity.js';
import { bookingRecipients, toId } from './booking.service.js';
import { Payment, PaymentStatus } from './payment.entity.js';
import { recordRefund } from './ledger.js';
import { Refund, RefundStatus } from './refund.entity.js';
import { auditRefund } from './booking-audit.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

export const REFUND_RESOLVED_MESSAGE = 'El reembolso ya fue marcado como reembolsado o rechazado.';
export const REFUND_UNVERIFIED_MESSAGE =
  'El pago de esta reserva no fue verificado: no hay dinero que reembolsar. Si no lo recibiste, rechaza el reembolso.';

/** Refund requests: the activity's supplier (or an admin) lists them and marks each refunded or declined. */
/** The refund list's `orderBy` columns (its status is a PostgreSQL enum, which sorts by declaration, not name). */
export const REFUND_SORT: SortColumns = {
  id: 'id',
  amount_usd: 'amountUsd',
  amount_ves: 'amountVes',
  resolved_at: 'resolvedAt',
  created_at: 'createdAt',
};

export class RefundService {
  /** The supplier of the session, or null for an admin (who sees every refund). */
  private async scope(ctx: Context): Promise<{ supplierId: number } | null> {
    if (ctx.scopes.includes('admin')) return null;
    const supplier = await sessionSupplier(ctx);
    return { supplierId: supplier?.id ?? 0 };
  }

  async list(
    ctx: Context,
    args: { page: number; perPage: number; orderBy?: string | null; status?: RefundStatus | null },
  ): Promise<PageOf<Refund>> {
    const { offset, limit } = pageWindow(args);
    const scope = await this.scope(ctx);
    const [items, total] = await ctx.em.findAndCount(
      Refund,
      {
        ...(scope ? { booking: { activity: { supplier: scope.supplierId } } } : {}),
        ...(args.status ? { status: args.status } : {}),
      },
      { orderBy: entityOrder(args.orderBy, REFUND_SORT, { id: 'desc' }) as never, limit, offset },
    );
    return toPage(items, total, args);
  }

  /** A refund the session may resolve; anyone else's looks missing. */
  private async findResolvable(ctx: Context, id: string): Promise<number> {
    const refundId = toId(id);
    const notFound = new NotFoundError('El reembolso no existe.');
    if (!refundId) throw notFound;
    const scope = await this.scope(ctx);
    const found = await ctx.em.count(Refund, {
      id: refundId,
      ...(scope ? { booking: { activity: { supplier: scope.supplierId } } } : {}),
    });
    if (!found) throw notFound;
    return refundId;
  }

  private async resolve(
    ctx: Context,
    refundId: number,
    change:
      | { status: RefundStatus.Refunded; reference: string }
      | { status: RefundStatus.Declined; reason: string },
  ): Promise<Refund> {
    await ctx.em.transactional(async (em) => {
      const refund = await em.findOneOrFail(Refund, refundId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (refund.status !== RefundStatus.Requested) throw new ConflictError(REFUND_RESOLVED_MESSAGE);
      // Only money the supplier confirmed is refunded (requests made before that rule may name a pending payment).
      if (
        change.status === RefundStatus.Refunded &&
        !(await em.count(Payment, { order: refund.order.id, status: PaymentStatus.Verified }))
      )
        throw new ConflictError(REFUND_UNVERIFIED_MESSAGE);
      refund.status = change.status;
      refund.resolvedAt = new Date();
      refund.resolvedBy = em.getReference(User, ctx.user!.id, { wrapped: true });
      const booking = await em.findOneOrFail(Booking, refund.booking.id);
      const recipients = await bookingRecipients(em, booking);
      if (change.status === RefundStatus.Refunded) {
        refund.reference = change.reference;
        await recordRefund(em, refund);
        for (const to of recipients)
          MailService.queue(
            em,
            refundedMail(to.email, to.name, booking.id, {
              amountUsd: refund.amountUsd,
              amountVes: refund.amountVes,
              reference: change.reference,
            }),
          );
      } else {
        refund.declineReason = change.reason;
        for (const to of recipients)
          MailService.queue(em, refundDeclinedMail(to.email, to.name, booking.id, change.reason));
      }
      await auditRefund(em, ctx, refund);
      await em.flush();
    });
    return ctx.em.findOneOrFail(Refund, refundId, { refresh: true });
  }

  async markRefunded(ctx: Context, id: string, reference: string): Promise<Refund> {
    validateWith(markRefundedSchema, { reference });
    const refundId = await this.findResolvable(ctx, id);
    return this.resolve(ctx, refundId, { status: RefundStatus.Refunded, reference: reference.trim() });
  }

  async decline(ctx: Context, id: string, reason: string): Promise<Refund> {
    validateWith(declineRefundSchema, { reason });
    const refundId = await this.findResolvable(ctx, id);
    return this.resolve(ctx, refundId, { status: RefundStatus.Declined, reason: reason.trim() });
  }
}
