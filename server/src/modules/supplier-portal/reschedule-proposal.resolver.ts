import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { idOf } from '../../graphql/ids.js';
import { BookingReschedule } from '../booking/booking-reschedule.entity.js';
import { RescheduleProposalService } from '../booking/reschedule-proposal.service.js';
import { RESCHEDULE_MESSAGES } from '../booking/reschedule.service.js';
import { assertSupplierActivated, ownChildActivityId } from './access.js';

const proposals = new RescheduleProposalService();

/** The booking `id` as the caller may propose for it: any for an admin, else one of the supplier's own activities. */
async function proposableBooking(ctx: Context, id: string): Promise<number> {
  if (ctx.scopes.includes('admin')) return idOf(id, RESCHEDULE_MESSAGES.notFound);
  assertSupplierActivated(ctx);
  const owned = await ownChildActivityId(
    ctx,
    id,
    { table: 'bookings', activityColumn: 'x.activity_id' },
    RESCHEDULE_MESSAGES.notFound,
  );
  return owned.id;
}

@Resolver()
export class RescheduleProposalResolver {
  @Authorized('supplier', 'admin')
  @Mutation(() => BookingReschedule, {
    description:
      'Propone al cliente otro horario de la misma actividad para una reserva viva (por pagar, con pago registrado ' +
      'o pagada), antes de su plazo de cancelación: el cliente recibe un correo con un enlace firmado para aceptarla ' +
      'o rechazarla. Vence en ese plazo, o si el horario se llena. Reemplaza una propuesta anterior aún abierta.',
  })
  async proposeReschedule(
    @Ctx() ctx: Context,
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('activityTimeId', () => ID) activityTimeId: string,
  ): Promise<BookingReschedule> {
    return proposals.propose(ctx, await proposableBooking(ctx, bookingId), activityTimeId);
  }
}
