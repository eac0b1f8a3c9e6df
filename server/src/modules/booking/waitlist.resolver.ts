import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg, orderRows, rowColumnNames, type RowColumns } from '../../graphql/pagination.js';
import { Booking } from './booking.entity.js';
import { WaitlistService } from './waitlist.service.js';
import { JoinWaitlistInput, WaitlistPlace } from './waitlist.types.js';

const waitlist = new WaitlistService();

const PLACE_COLUMNS: RowColumns<WaitlistPlace> = {
  id: (p) => Number(p.id),
  activity_title: (p) => p.activityTitle,
  participants: (p) => p.participants,
  created_at: (p) => p.createdAt,
};

/** A customer's places in full departures' waitlists. */
@Resolver(() => WaitlistPlace)
export class WaitlistResolver {
  @Authorized('client')
  @Query(() => [WaitlistPlace], {
    description:
      'Mis lugares en listas de espera (esperando o con una oferta abierta), la salida más próxima primero.',
  })
  async myWaitlist(
    @Ctx() ctx: Context,
    @OrderByArg(rowColumnNames(PLACE_COLUMNS)) orderBy?: string,
  ): Promise<WaitlistPlace[]> {
    return orderRows(await waitlist.mine(ctx), orderBy, PLACE_COLUMNS);
  }

  @Authorized('client')
  @Mutation(() => WaitlistPlace, {
    description:
      'Me une a la lista de espera de una salida sin cupos para mi grupo. Cuando se liberen cupos que alcancen, se me apartan por 2 horas y recibo un correo con el enlace para reservarlos.',
  })
  joinWaitlist(
    @Ctx() ctx: Context,
    @Arg('input', () => JoinWaitlistInput) input: JoinWaitlistInput,
  ): Promise<WaitlistPlace> {
    return waitlist.join(ctx, input);
  }

  @Authorized('client')
  @Mutation(() => Boolean, {
    description: 'Dejo la lista de espera; los cupos de una oferta abierta pasan a la siguiente persona.',
  })
  leaveWaitlist(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<boolean> {
    return waitlist.leave(ctx, id);
  }

  @Authorized('client')
  @Query(() => WaitlistPlace, {
    description: 'La oferta del enlace firmado del correo (solo su cliente la ve).',
  })
  waitlistOffer(@Ctx() ctx: Context, @Arg('token') token: string): Promise<WaitlistPlace> {
    return waitlist.offer(ctx, token);
  }

  @Authorized('client')
  @Mutation(() => Booking, {
    description:
      'Reserva los cupos apartados por una oferta de la lista de espera: pasan a una reserva del carrito que vence cuando vencía la oferta.',
  })
  claimWaitlistOffer(@Ctx() ctx: Context, @Arg('token') token: string): Promise<Booking> {
    return waitlist.claim(ctx, token);
  }
}
