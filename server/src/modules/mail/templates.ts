import type { MailMessage } from './mail.service.js';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Ends a sentence built around typed text ("… Av. Principal, Edif. 3.") with one full stop, never two. */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}

export interface BrandedMail {
  to: string;
  subject: string;
  /** Salutation name; escaped. */
  name: string;
  /** Plain-text paragraphs; each is escaped. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button; escaped. */
  footnote?: string;
}

/** One simple branded layout (inline styles only, as mail clients need) with its plain-text twin. */
export function brandedMail(mail: BrandedMail): MailMessage {
  const paragraphs = mail.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('\n');
  const action = mail.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(mail.action.url)}" style="background:#0d6efd;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(mail.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6c757d">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(mail.action.url)}">${escapeHtml(mail.action.url)}</a></p>`
    : '';
  const footnote = mail.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;color:#6c757d">${escapeHtml(mail.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:24px;color:#0d6efd">Xplora</h1>
<p style="margin:0 0 16px;line-height:1.5">Hola ${escapeHtml(mail.name)}:</p>
${paragraphs}
${action}
${footnote}
<p style="margin:24px 0 0;font-size:12px;color:#6c757d">Xplora · Caracas, Venezuela. Este correo se envió automáticamente; no lo respondas.</p>
</div></body></html>`;
  const text = [
    `Hola ${mail.name}:`,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ''] : []),
    ...(mail.footnote ? [mail.footnote, ''] : []),
    '— Xplora · Caracas, Venezuela',
  ].join('\n');
  return { to: mail.to, subject: mail.subject, html, text };
}

export function activationMail(to: string, name: string, link: string, hours: number): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Activa tu cuenta de Xplora',
    paragraphs: [
      'Gracias por registrarte en Xplora. Solo falta un paso para empezar a descubrir actividades en Venezuela.',
      'Confirma tu correo con el siguiente enlace:',
    ],
    action: { label: 'Activar mi cuenta', url: link },
    footnote: `El enlace vence en ${hours} horas. Si no creaste esta cuenta, ignora este correo.`,
  });
}

export function supplierRequestMail(to: string, name: string, tradeName: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Recibimos tu solicitud',
    paragraphs: [
      `Recibimos la solicitud de registro de ${tradeName} como aliado de Xplora.`,
      'Nuestros ejecutivos de ventas revisarán tus datos y se pondrán en contacto contigo para validarla. Mientras tanto ya puedes ingresar al portal de aliados.',
    ],
  });
}

export function passwordResetMail(to: string, name: string, link: string, minutes: number): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Recupera tu contraseña',
    paragraphs: [
      'Recibimos una solicitud para cambiar la contraseña de tu cuenta de Xplora.',
      'Para elegir una nueva contraseña usa el siguiente enlace:',
    ],
    action: { label: 'Cambiar mi contraseña', url: link },
    footnote: `El enlace vence en ${minutes} minutos y sirve una sola vez. Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.`,
  });
}

export function passwordChangedMail(to: string, name: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Tu contraseña fue cambiada',
    paragraphs: [
      'La contraseña de tu cuenta de Xplora acaba de cambiar y cerramos todas tus sesiones abiertas.',
      'Si no fuiste tú, recupera tu contraseña de inmediato y escríbenos a soporte.',
    ],
  });
}

// ── Booking, orders and pago móvil ────────────────────────────────────────────────────────────────────

export interface PagoMovilDetails {
  holder: string;
  taxId: string;
  phone: string;
  bank: string;
}

export function orderPendingMail(
  to: string,
  name: string,
  order: { id: number; activity: string; totalUsd: string; totalVes: string; deadline: string },
  pagoMovil: PagoMovilDetails | null,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Tu pedido #${order.id} está pendiente de pago`,
    paragraphs: [
      `Registramos tu pedido #${order.id} de ${order.activity} por ${order.totalUsd} USD (Bs. ${order.totalVes}).`,
      pagoMovil
        ? `Paga por pago móvil a: ${pagoMovil.holder}, RIF ${pagoMovil.taxId}, teléfono ${pagoMovil.phone}, banco ${pagoMovil.bank}, y registra el pago en Xplora.`
        : 'El aliado aún no registró sus datos de pago móvil; contáctanos si necesitas ayuda.',
      `Tienes hasta ${order.deadline} (hora de Venezuela) para registrar el pago; después el pedido se cancela y los cupos se liberan.`,
    ],
  });
}

export function paymentReceivedMail(to: string, name: string, orderId: number, amount: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Recibimos tu pago',
    paragraphs: [
      `Recibimos el registro de tu pago de Bs. ${amount} para el pedido #${orderId}.`,
      'El aliado lo está verificando; te escribiremos cuando tu reserva quede confirmada.',
    ],
  });
}

export function paymentToVerifyMail(
  to: string,
  name: string,
  orderId: number,
  activity: string,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Nuevo pago por verificar',
    paragraphs: [
      `Un cliente registró un pago móvil para el pedido #${orderId} de ${activity}.`,
      'Revísalo en la pestaña Reservaciones del portal de aliados y confírmalo o recházalo.',
    ],
  });
}

export function paymentRejectedMail(
  to: string,
  name: string,
  orderId: number,
  reason: string,
  deadline: string,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `El pago del pedido #${orderId} fue rechazado`,
    paragraphs: [
      `El pago que registraste para el pedido #${orderId} fue rechazado. Motivo: ${reason}`,
      `Puedes registrar un nuevo pago hasta ${deadline} (hora de Venezuela).`,
    ],
  });
}

export function bookingExpiredMail(
  to: string,
  name: string,
  bookingId: number,
  why: 'hold' | 'payment',
): MailMessage {
  return brandedMail({
    to,
    name,
    subject:
      why === 'hold' ? `Tu reserva #${bookingId} venció` : `Tu pedido de la reserva #${bookingId} venció`,
    paragraphs: [
      why === 'hold'
        ? `La reserva #${bookingId} estuvo en tu carrito hasta las 12:00 sin convertirse en pedido, así que liberamos sus cupos.`
        : `El plazo de 2 horas para pagar la reserva #${bookingId} terminó sin un pago registrado, así que la cancelamos y liberamos sus cupos.`,
      'Puedes volver a reservar si aún hay cupos.',
    ],
  });
}

// ── Cancellation, refunds and the reminder ───────────────────────────────────────────────────────────

export interface RefundAmounts {
  amountUsd: string;
  amountVes: string;
}

/** A payment the customer registered that was never verified: its bank reference and the amount declared. */
export interface UnverifiedPayment {
  reference: string;
  paidAmount: string;
}

export function bookingCancelledMail(
  to: string,
  name: string,
  booking: { id: number; activity: string },
  refund: RefundAmounts | null,
  unverified: UnverifiedPayment | null = null,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Cancelaste tu reserva #${booking.id}`,
    paragraphs: [
      `Tu reserva #${booking.id} de ${booking.activity} quedó cancelada y sus cupos se liberaron.`,
      ...(refund
        ? [
            `Pedimos al aliado el reembolso de ${refund.amountUsd} USD (Bs. ${refund.amountVes}); te escribiremos cuando lo haga.`,
          ]
        : unverified
          ? [
              `Tu pago móvil (referencia ${unverified.reference}, Bs. ${unverified.paidAmount}) aún no estaba verificado por el aliado, así que lo anulamos: no hay un reembolso pendiente en Xplora.`,
              'Si ya hiciste la transferencia, le avisamos al aliado para que te la devuelva si recibió el pago. Si no lo hace, escríbenos desde Ayuda.',
            ]
          : ['No tenía un pago registrado, así que no hay nada que reembolsar.']),
    ],
  });
}

export function refundRequestedMail(
  to: string,
  name: string,
  booking: { id: number; activity: string; customer: string; paymentReference: string },
  refund: RefundAmounts,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Reembolso solicitado: reserva #${booking.id}`,
    paragraphs: [
      `${booking.customer} canceló la reserva #${booking.id} de ${booking.activity} dentro del plazo de cancelación.`,
      `Verificaste su pago móvil (referencia ${booking.paymentReference}): debes reembolsarle ${refund.amountUsd} USD (Bs. ${refund.amountVes}) por pago móvil.`,
      'Cuando lo hagas, márcalo como reembolsado con la referencia en la pestaña Reembolsos del portal de aliados.',
    ],
  });
}

/** To the supplier: a booking was cancelled before its payment was verified, so nothing is owed through Xplora. */
export function unverifiedPaymentVoidedMail(
  to: string,
  name: string,
  booking: { id: number; activity: string; customer: string },
  payment: UnverifiedPayment,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Reserva cancelada antes de verificar el pago: reserva #${booking.id}`,
    paragraphs: [
      `${booking.customer} canceló la reserva #${booking.id} de ${booking.activity} antes de que verificaras su pago móvil (referencia ${payment.reference}, Bs. ${payment.paidAmount}).`,
      'Anulamos ese pago en Xplora y no hay un reembolso pendiente: ya no tienes que verificarlo.',
      'Si recibiste el pago en tu cuenta, devuélveselo por pago móvil; si no lo recibiste, no tienes que hacer nada.',
    ],
  });
}

export function refundedMail(
  to: string,
  name: string,
  bookingId: number,
  refund: RefundAmounts & { reference: string },
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Te reembolsaron la reserva #${bookingId}`,
    paragraphs: [
      `El aliado te reembolsó Bs. ${refund.amountVes} (${refund.amountUsd} USD) de la reserva #${bookingId}.`,
      `Referencia del pago móvil: ${refund.reference}.`,
    ],
  });
}

export function refundDeclinedMail(to: string, name: string, bookingId: number, reason: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `El reembolso de la reserva #${bookingId} fue rechazado`,
    paragraphs: [
      `El aliado rechazó el reembolso de la reserva #${bookingId}. Motivo: ${reason}`,
      'Si no estás de acuerdo, escríbenos desde Ayuda.',
    ],
  });
}

export function activityReminderMail(
  to: string,
  name: string,
  booking: { id: number; activity: string; when: string; meetingPoint: string },
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Mañana: ${booking.activity}`,
    paragraphs: [
      `Te recordamos tu reserva #${booking.id} de ${booking.activity}: ${booking.when} (hora de Venezuela).`,
      booking.meetingPoint
        ? sentence(`Punto de encuentro: ${booking.meetingPoint}`)
        : 'Revisa el punto de encuentro en el detalle de tu reserva.',
    ],
  });
}

// ── Waitlist ─────────────────────────────────────────────────────────────────────────────────────────

export interface WaitlistOffer {
  activity: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  participants: number;
  /** When the hold ends, already in Caracas time ('dd/MM/yyyy hh:mm a'). */
  expiresAt: string;
  link: string;
}

export function waitlistOfferMail(to: string, name: string, offer: WaitlistOffer): MailMessage {
  const [y, m, d] = offer.date.split('-');
  const seats = offer.participants === 1 ? '1 cupo' : `${offer.participants} cupos`;
  return brandedMail({
    to,
    name,
    subject: `Se liberaron cupos: ${offer.activity}`,
    paragraphs: [
      `Se liberaron cupos en ${offer.activity} el ${d}/${m}/${y} a las ${offer.time}, la salida en cuya lista de espera estás.`,
      `Te guardamos ${seats} hasta el ${offer.expiresAt} (hora de Venezuela). Resérvalos con el enlace; si no lo haces a tiempo, se ofrecerán a la siguiente persona de la lista.`,
    ],
    action: { label: 'Reservar mis cupos', url: offer.link },
    footnote: 'Si ya no te interesa, no hagas nada: los cupos se liberarán solos.',
  });
}

export function waitlistOfferExpiredMail(to: string, name: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Venció tu oferta de la lista de espera',
    paragraphs: [
      'Pasaron las 2 horas que te guardamos los cupos sin que los reservaras, así que los ofrecimos a la siguiente persona de la lista de espera.',
      'Puedes volver a unirte a la lista de espera de la salida desde la página de la actividad.',
    ],
  });
}
