import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Paginated, SortedPageArgs, sortDescription, type PageOf } from '../../graphql/pagination.js';
import { Booking } from './booking.entity.js';
import { bookingCancelDeadline, canCancel, CancellationService } from './cancellation.service.js';
import { type Payment, PaymentStatus } from './payment.entity.js';
import { Refund, RefundStatus } from './refund.entity.js';
import { REFUND_SORT, RefundService } from './refund.service.js';

const cancellations = new CancellationService();

/** The payment a refund gives back: the order's verified one (a live or the latest one for older requests). */
async function refundedPayment(ctx: Context, refund: Refund): Promise<Payment | null> {
  const payments = await ctx.loaders.booking.paymentsByOrder.load(refund.order.id);
  return (
    payments.find((p) => p.status === PaymentStatus.Verified) ??
    payments.find((p) => p.status === PaymentStatus.Pending) ??
    payments[0] ??
    null
  );
}
const refunds = new RefundService();

@ObjectType()
export class RefundPage extends Paginated(Refund) {}

@ArgsType()
export class RefundListArgs extends SortedPageArgs {
  @Field(() => RefundStatus, { nullable: true })
  status?: RefundStatus | null;
}

/** Customer self-cancellation and the refunds it asks for. */
@Resolver(() => Booking)
export class CancellationResolver {
  @Authorized('client')
  @Mutation(() => Booking, {
    description:
      'Cancela una reserva propia antes del plazo de cancelación de la actividad: libera los cupos y, si su pago fue verificado, pide el reembolso al aliado; un pago registrado aún sin verificar se anula, sin reembolso.',
  })
  cancelBooking(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Booking> {
    return cancellations.cancel(ctx, id);
  }

  @FieldResolver(() => Date, {
    description: 'Hasta cuándo el cliente puede cancelarla (inicio − horas de cancelación).',
  })
  cancelDeadline(@Root() root: Booking, @Ctx() ctx: Context): Promise<Date> {
    return bookingCancelDeadline(ctx.em, root);
  }

  @FieldResolver(() => Boolean, { description: 'Si el cliente aún puede cancelarla.' })
  canCancel(@Root() root: Booking, @Ctx() ctx: Context): Promise<boolean> {
    return canCancel(ctx.em, root);
  }

  @FieldResolver(() => Refund, {
    nullable: true,
    description: 'El reembolso pedido al cancelarla, si lo hay.',
  })
  refund(@Root() root: Booking, @Ctx() ctx: Context): Promise<Refund | null> {
    return ctx.loaders.booking.refundByBooking.load(root.id);
  }
}

@Resolver(() => Refund)
export class RefundResolver {
  @Authorized('supplier', 'admin')
  @Query(() => RefundPage, {
    description: `Reembolsos pedidos: los de las actividades del aliado (o todos, para un administrador). ${sortDescription(REFUND_SORT)}`,
  })
  refunds(@Ctx() ctx: Context, @Args(() => RefundListArgs) args: RefundListArgs): Promise<PageOf<Refund>> {
    return refunds.list(ctx, args);
  }

  @Authorized('supplier', 'admin')
  @Mutation(() => Refund, { description: 'Marca un reembolso como hecho, con la referencia del pago móvil.' })
  markRefunded(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('reference', () => String) reference: string,
  ): Promise<Refund> {
    return refunds.markRefunded(ctx, id, reference);
  }

  @Authorized('supplier', 'admin')
  @Mutation(() => Refund, { description: 'Rechaza un reembolso pedido, con un motivo.' })
  declineRefund(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
  ): Promise<Refund> {
    return refunds.decline(ctx, id, reason);
  }

  @FieldResolver(() => PaymentStatus, {
    nullable: true,
    description: 'Estado de verificación del pago que se reembolsa.',
  })
  async paymentStatus(@Root() root: Refund, @Ctx() ctx: Context): Promise<PaymentStatus | null> {
    return (await refundedPayment(ctx, root))?.status ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Referencia bancaria del pago que se reembolsa.',
  })
  async paymentReference(@Root() root: Refund, @Ctx() ctx: Context): Promise<string | null> {
    return (await refundedPayment(ctx, root))?.reference ?? null;
  }

  @FieldResolver(() => ID)
  bookingId(@Root() root: Refund): number {
    return root.booking.id;
  }

  @FieldResolver(() => Booking)
  async booking(@Root() root: Refund): Promise<Booking> {
    return (await root.booking.load({ dataloader: true }))!;
  }
}
