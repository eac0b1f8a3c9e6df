import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg } from '../../graphql/pagination.js';
import { Bank } from '../supplier/bank.entity.js';
import { BANK_SORT, METHOD_SORT } from './booking.inputs.js';
import { PaymentMethod } from '../supplier/payment-method.entity.js';
import { PaymentService } from './payment.service.js';

const payments = new PaymentService();

/** The payment dialog's pickers: methods and banks (public). */
@Resolver()
export class PaymentLookupResolver {
  @Query(() => [PaymentMethod], { description: 'Métodos de pago activos, por id.' })
  paymentMethods(
    @Ctx() ctx: Context,
    @OrderByArg(METHOD_SORT) orderBy?: string | null,
  ): Promise<PaymentMethod[]> {
    return payments.methods(ctx, orderBy);
  }

  @Query(() => [Bank], { description: 'Los bancos venezolanos, por código.' })
  banks(@Ctx() ctx: Context, @OrderByArg(BANK_SORT) orderBy?: string | null): Promise<Bank[]> {
    return payments.banks(ctx, orderBy);
  }
}
