import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { CheckInService } from './check-in.service.js';
import { VoucherService } from './voucher.service.js';
import { CheckInInput, CheckInManifest, CheckInResult, Voucher } from './voucher.types.js';

const vouchers = new VoucherService();
const checkIns = new CheckInService();

@Resolver()
export class VoucherResolver {
  @Authorized()
  @Query(() => Voucher, {
    description:
      'El voucher de una reserva pagada y verificada: su cliente, el aliado de la actividad o un administrador. ' +
      'CONFLICT mientras el pago no esté verificado.',
  })
  voucher(@Ctx() ctx: Context, @Arg('bookingId', () => ID) bookingId: string): Promise<Voucher> {
    return vouchers.voucher(ctx, bookingId);
  }

  @Authorized()
  @Query(() => CheckInManifest, {
    description:
      'Lista de llegada de una salida (fecha y hora): el aliado de la actividad o un administrador; una clave de ' +
      'aliado comercial ve solo sus reservas.',
  })
  checkInManifest(
    @Ctx() ctx: Context,
    @Arg('activityTimeId', () => ID) activityTimeId: string,
  ): Promise<CheckInManifest> {
    return checkIns.manifest(ctx, activityTimeId);
  }

  @Authorized()
  @Mutation(() => CheckInResult, {
    description:
      'Registra la llegada con el QR del voucher (token) o el código de la reserva. Una segunda vez responde ' +
      '"ya registrado" sin contarla de nuevo; otra salida, otro aliado, reserva cancelada o sin pago verificado: ' +
      'CONFLICT; QR falsificado: BAD_USER_INPUT.',
  })
  checkInBooking(
    @Ctx() ctx: Context,
    @Arg('input', () => CheckInInput) input: CheckInInput,
  ): Promise<CheckInResult> {
    return checkIns.checkIn(ctx, input);
  }
}
