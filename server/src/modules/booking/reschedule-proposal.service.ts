import { createHmac, timingSafeEqual } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { AppError, ConflictError, ErrorCode, NotFoundError } from '../../graphql/errors.js';
import { Activity } from '../catalog/activity.entity.js';
import { MailService } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';
import { Booking } from './booking.entity.js';
import { BookingReschedule, RescheduleStatus } from './booking-reschedule.entity.js';
import { bookingRecipients, toId } from './booking.service.js';
import { caracasText } from './order.service.js';
import {
  assertReschedulable,
  assertTarget,
  rescheduleBooking,
  RESCHEDULE_MESSAGES,
  slotRow,
  slotText,
} from './reschedule.service.js';
import type { RescheduleProposalView } from './reschedule.types.js';

export const PROPOSAL_MESSAGES = {
  invalid: 'El enlace de la propuesta no es válido.',
  answered: 'Esta propuesta ya fue respondida.',
  expired: (deadline: string) =>
    `La propuesta venció el ${deadline} (hora de Venezuela): tu reserva sigue en su fecha original.`,
  full: 'El horario propuesto ya no tiene cupos: la propuesta venció y tu reserva sigue en su fecha original.',
  replaced: 'La reserva cambió desde que se hizo la propuesta: la propuesta ya no aplica.',
} as const;

function signature(secret: string, id: number, bookingId: number): string {
  return createHmac('sha256', secret)
    .update(`xplora-reschedule:v1:${id}:${bookingId}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The secret of a proposal's link: HMAC of its id and booking (nothing stored; only the server can make one). */
export function proposalToken(secret: string, proposal: { id: number; bookingId: number }): string {
  return signature(secret, proposal.id, proposal.bookingId);
}

function tokenMatches(secret: string, token: string, proposal: { id: number; bookingId: number }): boolean {
  const given = Buffer.from(token.trim());
  const expected = Buffer.from(proposalToken(secret, proposal));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The supplier's proposal of another slot for a booking, and the customer's answer through the signed link of the
 * mail (no session needed). Only a live booking gets a proposal (a cancelled one — after its departure was cancelled
 * — has a refund in motion and is not revived: see docs/decisions.md). A proposal lapses at the old slot's cancel
 * deadline, when the booking changes date, or when accepting finds the slot full.
 */
export class RescheduleProposalService {
  /** The caller checked that the booking is the supplier's (or the caller is an admin). */
  async propose(ctx: Context, bookingId: number, toTimeId: string): Promise<BookingReschedule> {
    const proposal = await ctx.em.fork().transactional(async (em) => {
      const booking = await em.findOne(Booking, bookingId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (!booking) throw new NotFoundError(RESCHEDULE_MESSAGES.notFound);
      const deadline = await assertReschedulable(em, booking);
      const target = await assertTarget(em, booking, toTimeId);
      await em.execute(
        `update booking_reschedules set status = ?, decided_at = now(), updated_at = now()
          where booking_id = ? and status = ?`,
        [RescheduleStatus.Expired, booking.id, RescheduleStatus.Proposed],
      );
      const row = em.create(BookingReschedule, {
        booking: booking.id,
        fromTime: booking.activityTime.id,
        toTime: target.id,
        status: RescheduleStatus.Proposed,
        actor: ctx.user?.id ?? null,
        expiresAt: deadline,
      });
      await em.flush();
      const from = (await slotRow(em, booking.activityTime.id))!;
      const activity = await em.findOneOrFail(Activity, booking.activity.id);
      const url = `${ctx.config.appUrl}/reschedule/${row.id}?token=${proposalToken(ctx.config.voucherSecret, { id: row.id, bookingId: booking.id })}`;
      for (const to of await bookingRecipients(em, booking))
        MailService.queue(
          em,
          brandedMail({
            to: to.email,
            name: to.name,
            subject: `Propuesta de nueva fecha: ${activity.title}`,
            paragraphs: [
              `El aliado de ${activity.title} te propone cambiar la fecha de tu reserva ${booking.code}.`,
              `Fecha actual: ${slotText(from)}. Fecha propuesta: ${slotText(target)} (hora de Venezuela).`,
              `El monto, tu pago y el código de la reserva no cambian. Puedes aceptarla o rechazarla hasta el ${caracasText(deadline)}; si la rechazas, tu reserva sigue como está.`,
            ],
            action: { label: 'Ver la propuesta', url },
          }),
        );
      await em.flush();
      return row;
    });
    return ctx.em.findOneOrFail(BookingReschedule, proposal.id, { refresh: true });
  }

  /** What the link shows; NOT_FOUND for a wrong id or signature, so links cannot be probed. */
  async view(ctx: Context, rawId: string, token: string): Promise<RescheduleProposalView> {
    const proposal = await this.find(ctx.em, ctx, rawId, token);
    return this.describe(ctx.em, proposal);
  }

  async answer(ctx: Context, rawId: string, token: string, accept: boolean): Promise<RescheduleProposalView> {
    const found = await this.find(ctx.em, ctx, rawId, token);
    try {
      await ctx.em.fork().transactional(async (em) => {
        const [row] = await em.execute<{ status: string; expires_at: Date }[]>(
          'select status, expires_at from booking_reschedules where id = ? for update',
          [found.id],
        );
        if (row!.status !== RescheduleStatus.Proposed) throw new ConflictError(PROPOSAL_MESSAGES.answered);
        if (Date.now() >= new Date(row!.expires_at).getTime())
          throw new ConflictError(PROPOSAL_MESSAGES.expired(caracasText(new Date(row!.expires_at))));
        if (!accept) {
          await em.execute(
            'update booking_reschedules set status = ?, decided_at = now(), updated_at = now() where id = ?',
            [RescheduleStatus.Declined, found.id],
          );
          return;
        }
        const [booking] = await em.execute<{ activity_time_id: number }[]>(
          'select activity_time_id from bookings where id = ?',
          [found.booking.id],
        );
        if (Number(booking!.activity_time_id) !== found.fromTime.id)
          throw new ConflictError(PROPOSAL_MESSAGES.replaced);
        await rescheduleBooking(em, ctx, {
          bookingId: found.booking.id,
          toTimeId: found.toTime.id,
          proposalId: found.id,
        });
      });
    } catch (error) {
      // A full slot ends the proposal: the customer's answer came too late for it.
      if (error instanceof AppError && error.extensions.code === ErrorCode.SoldOut) {
        await ctx.em
          .fork()
          .execute(
            'update booking_reschedules set status = ?, decided_at = now(), updated_at = now() where id = ? and status = ?',
            [RescheduleStatus.Expired, found.id, RescheduleStatus.Proposed],
          );
        throw new ConflictError(PROPOSAL_MESSAGES.full);
      }
      throw error;
    }
    ctx.em.clear();
    return this.view(ctx, rawId, token);
  }

  private async find(
    em: EntityManager,
    ctx: Context,
    rawId: string,
    token: string,
  ): Promise<BookingReschedule> {
    const id = toId(rawId);
    const proposal =
      id && token.length <= 100 ? await em.findOne(BookingReschedule, id, { refresh: true }) : null;
    if (
      !proposal ||
      proposal.status === RescheduleStatus.Done ||
      !tokenMatches(ctx.config.voucherSecret, token, { id: proposal.id, bookingId: proposal.booking.id })
    )
      throw new NotFoundError(PROPOSAL_MESSAGES.invalid);
    return proposal;
  }

  private async describe(em: EntityManager, proposal: BookingReschedule): Promise<RescheduleProposalView> {
    const booking = await em.findOneOrFail(Booking, proposal.booking.id);
    const activity = await em.findOneOrFail(Activity, booking.activity.id);
    const [from, to] = await Promise.all([
      slotRow(em, proposal.fromTime.id),
      slotRow(em, proposal.toTime.id),
    ]);
    const lapsed =
      proposal.status === RescheduleStatus.Proposed &&
      !!proposal.expiresAt &&
      proposal.expiresAt.getTime() <= Date.now();
    return {
      id: String(proposal.id),
      status: lapsed ? RescheduleStatus.Expired : proposal.status,
      activityTitle: activity.title,
      bookingCode: booking.code,
      participants: booking.seatsHeld,
      from: slotText(from!),
      to: slotText(to!),
      expiresAt: proposal.expiresAt ?? null,
    };
  }
}
