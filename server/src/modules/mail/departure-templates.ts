import type { MailMessage } from './mail.service.js';
import { brandedMail, sentence, type RefundAmounts, type UnverifiedPayment } from './templates.js';

/** Mails about a whole departure (an activity time slot): its cancellation, and a departure below its minimum. */

export interface DepartureAbout {
  activity: string;
  /** "sábado 28/11/2026 a las 08:00" (Caracas wall clock). */
  when: string;
}

const reasonLine = (departure: { reason: string; note: string | null }) =>
  `Motivo: ${sentence(departure.note ? `${departure.reason}: ${departure.note}` : departure.reason)}`;

/** To each customer of a departure the supplier (or an admin) cancelled. */
export function departureCancelledMail(
  to: string,
  name: string,
  booking: { id: number },
  departure: DepartureAbout & { reason: string; note: string | null },
  refund: RefundAmounts | null,
  unverified: UnverifiedPayment | null,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Salida cancelada: ${departure.activity}`,
    paragraphs: [
      `El aliado canceló la salida de ${departure.activity} del ${departure.when}. Tu reserva #${booking.id} quedó cancelada.`,
      reasonLine(departure),
      ...(refund
        ? [
            `Como tu pago estaba verificado, pedimos al aliado el reembolso completo de ${refund.amountUsd} USD (Bs. ${refund.amountVes}), sin importar el plazo de cancelación; te escribiremos cuando lo haga.`,
          ]
        : unverified
          ? [
              `Tu pago móvil (referencia ${unverified.reference}, Bs. ${unverified.paidAmount}) aún no estaba verificado por el aliado, así que lo anulamos: no hay un reembolso pendiente en Xplora.`,
              'Si ya hiciste la transferencia, el aliado debe devolvértela si recibió el pago. Si no lo hace, escríbenos desde Ayuda.',
            ]
          : ['No tenía un pago verificado, así que no hay nada que reembolsar.']),
      'Lamentamos el inconveniente. Puedes elegir otra fecha en la página de la actividad.',
    ],
  });
}

/** To each customer waiting for (or offered) seats of a departure that was cancelled: the line is closed. */
export function waitlistClosedMail(
  to: string,
  name: string,
  departure: DepartureAbout & { reason: string; note: string | null },
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Salida cancelada: ${departure.activity}`,
    paragraphs: [
      `El aliado canceló la salida de ${departure.activity} del ${departure.when}, en cuya lista de espera estabas. La lista se cerró y no se te cobró nada.`,
      reasonLine(departure),
      'Puedes elegir otra fecha en la página de la actividad.',
    ],
  });
}

/** To the supplier: a departure is still below the activity's minimum as its cancellation deadline comes near. */
export function departureBelowMinimumMail(
  to: string,
  name: string,
  departure: DepartureAbout & { booked: number; minimum: number; deadline: string; atDeadline: boolean },
  cancelUrl: string,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Salida bajo el mínimo: ${departure.activity}`,
    paragraphs: [
      `La salida de ${departure.activity} del ${departure.when} tiene ${departure.booked} de ${departure.minimum} participantes mínimos.`,
      departure.atDeadline
        ? `El plazo de cancelación de tus clientes venció el ${departure.deadline} (hora de Venezuela).`
        : `El plazo de cancelación de tus clientes vence el ${departure.deadline} (hora de Venezuela).`,
      'Si decides no realizarla, cancélala: cada cliente recibe un correo con el motivo y, si su pago estaba verificado, una solicitud de reembolso completo. Xplora no la cancela por ti.',
    ],
    action: { label: 'Cancelar la salida', url: cancelUrl },
  });
}
