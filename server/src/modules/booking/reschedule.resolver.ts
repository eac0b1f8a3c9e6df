import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg, orderRows, rowColumnNames, type RowColumns } from '../../graphql/pagination.js';
import { Booking } from './booking.entity.js';
import { RescheduleProposalService } from './reschedule-proposal.service.js';
import { RescheduleService } from './reschedule.service.js';
import { RescheduleProposalView, RescheduleSlot } from './reschedule.types.js';

const reschedules = new RescheduleService();
const proposals = new RescheduleProposalService();

const SLOT_COLUMNS: RowColumns<RescheduleSlot> = {
  id: (s) => Number(s.id),
  date: (s) => `${s.date} ${s.startsAt}`,
  available: (s) => s.available,
};

/** The customer's change of date and the answer to a supplier's proposal (signed link, no session). */
@Resolver()
export class RescheduleResolver {
  @Authorized('client')
  @Mutation(() => Booking, {
    description:
      'Cambia una reserva propia (por pagar, con pago registrado o pagada) a otro horario de la misma actividad, ' +
      'antes del plazo de cancelación: mismas tarifas, mismo pago, mismo código y misma tasa; los cupos pasan de un ' +
      'horario al otro y el voucher con su evento de calendario se envía de nuevo.',
  })
  rescheduleBooking(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('activityTimeId', () => ID) activityTimeId: string,
  ): Promise<Booking> {
    return reschedules.reschedule(ctx, id, activityTimeId);
  }

  @Authorized()
  @Query(() => [RescheduleSlot], {
    description:
      'Los horarios a los que la reserva puede cambiarse ahora: misma actividad, reservables y con cupos para sus ' +
      'participantes (vacío si la reserva ya no puede cambiar de fecha). Su cliente, el aliado o un administrador.',
  })
  async rescheduleSlots(
    @Ctx() ctx: Context,
    @Arg('bookingId', () => ID) bookingId: string,
    @OrderByArg(rowColumnNames(SLOT_COLUMNS)) orderBy?: string,
  ): Promise<RescheduleSlot[]> {
    return orderRows(await reschedules.slots(ctx, bookingId), orderBy, SLOT_COLUMNS);
  }

  @Query(() => RescheduleProposalView, {
    description: 'La propuesta de nueva fecha que abre el enlace firmado del correo (sin sesión).',
  })
  rescheduleProposal(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('token', () => String) token: string,
  ): Promise<RescheduleProposalView> {
    return proposals.view(ctx, id, token);
  }

  @Mutation(() => RescheduleProposalView, {
    description:
      'Acepta (la reserva pasa al horario propuesto) o rechaza (queda como está) la propuesta del enlace firmado.',
  })
  answerRescheduleProposal(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('token', () => String) token: string,
    @Arg('accept', () => Boolean) accept: boolean,
  ): Promise<RescheduleProposalView> {
    return proposals.answer(ctx, id, token, accept);
  }
}
