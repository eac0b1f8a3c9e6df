import type { MailMessage } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';

/** The e-mails of the customer's own account screen (queued in the same transaction as the change). */

export function emailChangeMail(to: string, name: string, link: string, hours: number): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Confirma tu nuevo correo',
    paragraphs: [
      'Pediste usar este correo para tu cuenta de Xplora.',
      'Confírmalo con el siguiente enlace; hasta entonces seguirás ingresando con tu correo anterior:',
    ],
    action: { label: 'Confirmar mi correo', url: link },
    footnote: `El enlace vence en ${hours} horas y sirve una sola vez. Si no lo pediste, ignora este correo.`,
  });
}

export function emailChangeRequestedMail(
  to: string,
  name: string,
  newEmail: string,
  revertLink: string,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Pediste cambiar tu correo',
    paragraphs: [
      `Enviamos un enlace de confirmación a ${newEmail}. Tu correo no cambiará hasta que se use ese enlace.`,
      'Si no fuiste tú, usa el botón: tu cuenta vuelve a este correo y cerramos todas las sesiones abiertas.',
    ],
    action: { label: 'No fui yo', url: revertLink },
    footnote: 'El botón sirve una sola vez durante 7 días, también si el cambio ya fue confirmado.',
  });
}

export function emailChangeRevertedMail(to: string, name: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Deshicimos el cambio de tu correo',
    paragraphs: [
      'Tu cuenta de Xplora vuelve a usar este correo y cerramos todas las sesiones abiertas.',
      'Si alguien más conoce tu contraseña, cámbiala ahora con «¿Olvidaste tu contraseña?».',
    ],
  });
}

export function passwordUpdatedMail(to: string, name: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Tu contraseña fue cambiada',
    paragraphs: [
      'La contraseña de tu cuenta de Xplora acaba de cambiar desde tu perfil y cerramos tus otras sesiones abiertas.',
      'Si no fuiste tú, recupera tu contraseña de inmediato y escríbenos a soporte.',
    ],
  });
}

export function accountClosedMail(to: string, name: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Tu cuenta de Xplora fue cerrada',
    paragraphs: [
      'Cerramos tu cuenta y borramos tus datos personales. Conservamos tus reservas y pagos, sin tus datos, para los registros del aliado.',
      'Gracias por xplorar con nosotros.',
    ],
  });
}
