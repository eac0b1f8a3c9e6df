import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { MailMessage } from '../mail/mail.service.js';
import { brandedMail, sentence } from '../mail/templates.js';
import { Activity } from '../catalog/activity.entity.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { type Booking, BookingStatus } from './booking.entity.js';
import { voucherAttachments } from './voucher-mail.js';
import { dayText } from './voucher-pdf.js';
import { voucherOf } from './voucher.service.js';

/**
 * "Your booking changed date": a paid booking gets its voucher PDF and calendar event again (same code, same QR);
 * an unpaid one the new date and its payment link as before.
 */
export async function rescheduledMail(
  em: EntityManager,
  config: Config,
  booking: Booking,
  to: { email: string; name: string },
  fromText: string,
): Promise<MailMessage> {
  const [activity, date, time] = await Promise.all([
    em.findOneOrFail(Activity, booking.activity.id),
    em.findOneOrFail(ActivityDate, booking.activityDate.id),
    em.findOneOrFail(ActivityTime, booking.activityTime.id),
  ]);
  const paid = booking.status === BookingStatus.Paid;
  const mail = brandedMail({
    to: to.email,
    name: to.name,
    subject: `Tu reserva cambió de fecha: ${activity.title}`,
    paragraphs: [
      `Tu reserva ${booking.code} de ${activity.title} cambió de fecha.`,
      `Antes: ${fromText}. Ahora: ${dayText(date.startsAt)}, ${time.startsAt.slice(0, 5)} (hora de Venezuela).`,
      sentence(`Punto de encuentro: ${activity.departureAddress || 'a confirmar con el aliado'}`),
      paid
        ? 'Tu pago, el código de la reserva y el monto no cambian. Adjuntamos tu voucher actualizado en PDF y el evento para tu calendario.'
        : 'El monto no cambia. Recuerda completar el pago de tu pedido dentro del plazo.',
    ],
    action: paid
      ? { label: 'Ver voucher', url: `${config.appUrl}/bookings/${booking.id}/voucher` }
      : { label: 'Ver mis reservas', url: `${config.appUrl}/bookings` },
  });
  if (!paid) return mail;
  return { ...mail, attachments: await voucherAttachments(await voucherOf(em, config, booking)) };
}

/**
 * To the supplier: a customer moved a booking (by itself, or by accepting the supplier's proposal). The slots are
 * "dd/mm/yyyy HH:MM" as the activity's calendar keeps them, which is Caracas time. Null when it has no address.
 */
export async function supplierRescheduledMail(
  em: EntityManager,
  booking: Booking,
  change: { customer: string; from: string; to: string; proposal: boolean },
): Promise<MailMessage | null> {
  const activity = await em.findOneOrFail(Activity, booking.activity.id);
  const supplier = await em.findOneOrFail(Supplier, activity.supplier.id, { populate: ['user'] });
  const email = supplier.user.getEntity().email || supplier.email;
  if (!email) return null;
  return brandedMail({
    to: email,
    name: supplier.tradeName,
    subject: `Reserva ${booking.code} cambió de fecha: ${activity.title}`,
    paragraphs: [
      change.proposal
        ? `${change.customer} aceptó tu propuesta de nueva fecha para su reserva ${booking.code} de ${activity.title}.`
        : `${change.customer} cambió la fecha de su reserva ${booking.code} de ${activity.title}.`,
      `Antes: ${change.from}. Ahora: ${change.to} (hora de Venezuela).`,
      `Participantes: ${booking.seatsHeld}. Los cupos ya se movieron al nuevo horario; el pago y el monto no cambian.`,
    ],
  });
}
