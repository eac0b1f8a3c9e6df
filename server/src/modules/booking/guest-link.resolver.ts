import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Booking } from './booking.entity.js';
import { GuestOrderInput, RegisterPaymentInput } from './booking.inputs.js';
import { GuestLinkService } from './guest-link.service.js';
import { Order } from './order.entity.js';
import { Payment } from './payment.entity.js';

const links = new GuestLinkService();

/** The offline wizard through a shared link: the owner shares it, a guest holding it completes the wizard. */
@Resolver()
export class GuestLinkResolver {
  @Authorized('client')
  @Mutation(() => String, {
    description:
      'Crea el enlace para que otra persona complete el asistente de pago de una reserva propia por pagar; el anterior deja de funcionar. Devuelve el secreto del enlace.',
  })
  shareOfflineBooking(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<string> {
    return links.share(ctx, id);
  }

  @Query(() => Booking, {
    description: 'La reserva que abre un enlace compartido del asistente (sin sesión).',
  })
  guestBooking(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('token', () => String) token: string,
  ): Promise<Booking> {
    return links.booking(ctx, id, token);
  }

  @Mutation(() => [Order], {
    description: 'Pedido desde un enlace compartido, con los datos del participante.',
  })
  placeGuestOrder(
    @Ctx() ctx: Context,
    @Arg('input', () => GuestOrderInput) input: GuestOrderInput,
  ): Promise<Order[]> {
    return links.placeOrder(ctx, input);
  }

  @Mutation(() => Payment, { description: 'Registra el pago móvil del pedido de un enlace compartido.' })
  registerGuestPagoMovilPayment(
    @Ctx() ctx: Context,
    @Arg('token', () => String) token: string,
    @Arg('input', () => RegisterPaymentInput) input: RegisterPaymentInput,
  ): Promise<Payment> {
    return links.registerPayment(ctx, token, input);
  }
}
