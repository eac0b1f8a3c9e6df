import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { departureCancelSchema } from '../../../../schema/validation/departure-cancel.js';
import type { Context } from '../../graphql/context.js';
import { idOf } from '../../graphql/ids.js';
import { validateWith } from '../../graphql/validation.js';
import {
  DEPARTURE_MESSAGES,
  DepartureCancellationService,
} from '../booking/departure-cancellation.service.js';
import { DepartureCancellation } from '../booking/departure-cancellation.types.js';
import { DepartureCancelReason } from '../catalog/departure-cancel-reason.js';
import { assertSupplierActivated, ownChildActivityId } from './access.js';

const departures = new DepartureCancellationService();

/** The departure `timeId` as the caller may cancel it: any for an admin, else one of the supplier's own activities. */
async function cancellableDeparture(ctx: Context, timeId: string): Promise<number> {
  if (ctx.scopes.includes('admin')) return idOf(timeId, DEPARTURE_MESSAGES.notFound);
  assertSupplierActivated(ctx);
  const { id } = await ownChildActivityId(
    ctx,
    timeId,
    {
      table: 'activity_times',
      joins: 'join activity_dates d on d.id = x.activity_date_id',
      activityColumn: 'd.activity_id',
    },
    DEPARTURE_MESSAGES.notFound,
  );
  return id;
}

@Resolver()
export class DepartureCancelResolver {
  @Authorized('supplier', 'admin')
  @Mutation(() => DepartureCancellation, {
    description:
      'Cancela una salida (un horario) que aún no comenzó: no vende más, cancela todas sus reservas (carrito ' +
      'incluido) liberando sus cupos, pide el reembolso completo de cada pago verificado sin importar el plazo de ' +
      'cancelación, anula los pagos sin verificar y escribe a cada cliente con el motivo. El aliado de la actividad ' +
      'o un administrador. `note` es obligatoria con OTHER (1 a 500 caracteres).',
  })
  async cancelDeparture(
    @Ctx() ctx: Context,
    @Arg('timeId', () => ID) timeId: string,
    @Arg('reason', () => DepartureCancelReason) reason: DepartureCancelReason,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<DepartureCancellation> {
    validateWith(departureCancelSchema, { reason, note });
    const id = await cancellableDeparture(ctx, timeId);
    return departures.cancel(ctx, id, reason, note?.trim() || null);
  }
}
