import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import type { PageOf } from '../../graphql/pagination.js';
import type { Booking } from './booking.entity.js';
import { BookingPage, CustomerBookingsArgs, PaymentPage, PendingPaymentsArgs } from './booking.inputs.js';
import type { Payment } from './payment.entity.js';
import { SupportService } from './support.service.js';

const support = new SupportService();

/** Admin-only support queries, meant for GraphiQL (README, "Soporte con GraphiQL"). */
@Resolver()
export class SupportResolver {
  @Authorized('admin')
  @Query(() => BookingPage, {
    description: 'Soporte: reservas de un cliente por su correo (cualquier estado), la más reciente primero.',
  })
  adminBookings(
    @Ctx() ctx: Context,
    @Args(() => CustomerBookingsArgs) args: CustomerBookingsArgs,
  ): Promise<PageOf<Booking>> {
    return support.customerBookings(ctx, args);
  }

  @Authorized('admin')
  @Query(() => PaymentPage, {
    description:
      'Soporte: pagos por verificar, el más antiguo primero; `supplierId` filtra los de un aliado.',
  })
  pendingPayments(
    @Ctx() ctx: Context,
    @Args(() => PendingPaymentsArgs) args: PendingPaymentsArgs,
  ): Promise<PageOf<Payment>> {
    return support.pendingPayments(ctx, args);
  }
}
