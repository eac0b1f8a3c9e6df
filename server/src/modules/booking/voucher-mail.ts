import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { MailMessage } from '../mail/mail.service.js';
import { brandedMail, sentence } from '../mail/templates.js';
import type { Booking } from './booking.entity.js';
import { voucherIcs } from './voucher-ics.js';
import { dayText, participantsText, voucherPdf } from './voucher-pdf.js';
import { voucherOf } from './voucher.service.js';
import type { Voucher } from './voucher.types.js';

/**
 * "Payment verified": the booking is confirmed; the voucher PDF and an .ics calendar event travel with
 * the mail, written to the outbox in the verifying transaction (delivered once, by the mail job).
 */
export async function paymentVerifiedMail(
  em: EntityManager,
  config: Config,
  booking: Booking,
  orderId: number,
  to: { email: string; name: string },
): Promise<MailMessage> {
  const voucher = await voucherOf(em, config, booking);
  const mail = brandedMail({
    to: to.email,
    name: to.name,
    subject: 'Tu reserva está confirmada',
    paragraphs: [
      `Verificamos tu pago del pedido #${orderId}: tu reserva de ${voucher.activityTitle} está confirmada.`,
      `Código de reserva: ${voucher.code}. Fecha: ${dayText(voucher.date)}, ${voucher.startTime} (hora de Venezuela).`,
      sentence(`Punto de encuentro: ${voucher.meetingPoint || 'a confirmar con el aliado'}`),
      `Participantes: ${participantsText(voucher).join(', ')}. Aliado: ${voucher.supplierName}` +
        `${voucher.supplierPhone ? `, teléfono ${voucher.supplierPhone}` : ''}.`,
      'Adjuntamos tu voucher en PDF y el evento para tu calendario. Muestra el código QR del voucher en el punto de encuentro.',
    ],
    action: { label: 'Ver voucher', url: `${config.appUrl}/bookings/${booking.id}/voucher` },
  });
  return { ...mail, attachments: await voucherAttachments(voucher) };
}

/** The voucher PDF and its calendar event (same UID for the same booking: a calendar moves the event). */
export async function voucherAttachments(voucher: Voucher): Promise<NonNullable<MailMessage['attachments']>> {
  return [
    {
      filename: `voucher-${voucher.code}.pdf`,
      contentType: 'application/pdf',
      content: await voucherPdf(voucher),
    },
    {
      filename: `reserva-${voucher.code}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: voucherIcs(voucher),
    },
  ];
}
