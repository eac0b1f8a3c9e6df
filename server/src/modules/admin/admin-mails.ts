import { PASSWORD_SETUP_HOURS } from '../account/password-setup.js';
import type { MailMessage } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';

/** The e-mails the admin portal's decisions send to suppliers (queued in the same transaction as the change). */

export function supplierWelcomeMail(to: string, name: string, tradeName: string, link: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Bienvenido a Xplora: crea tu contraseña',
    paragraphs: [
      `Registramos a ${tradeName} como aliado de Xplora.`,
      'Para ingresar al portal de aliados elige tu contraseña con el siguiente enlace. Tu usuario es este correo.',
    ],
    action: { label: 'Crear mi contraseña', url: link },
    footnote: `El enlace vence en ${PASSWORD_SETUP_HOURS} horas y sirve una sola vez. Si vence, usa "¿Olvidó su contraseña?" en el ingreso de aliados.`,
  });
}

export function supplierActivatedMail(
  to: string,
  name: string,
  tradeName: string,
  loginUrl: string,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Tu cuenta de aliado fue activada',
    paragraphs: [
      `Revisamos la solicitud de ${tradeName} y tu cuenta de aliado ya está activa.`,
      'Ya puedes publicar tus actividades: cada actividad nueva se revisa antes de aparecer en Xplora.',
    ],
    action: { label: 'Ir al portal de aliados', url: loginUrl },
  });
}

export function activityApprovedMail(to: string, name: string, title: string, url: string): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Tu actividad fue aprobada',
    paragraphs: [
      `Aprobamos tu actividad "${title}". Ya está publicada y los viajeros pueden encontrarla y reservarla.`,
    ],
    action: { label: 'Ver la actividad', url },
  });
}

export function activityReturnedMail(
  to: string,
  name: string,
  title: string,
  reason: string,
  url: string,
): MailMessage {
  return brandedMail({
    to,
    name,
    subject: 'Tu actividad necesita cambios',
    paragraphs: [
      `Revisamos tu actividad "${title}" y todavía no podemos publicarla.`,
      `Motivo: ${reason}`,
      'Haz los cambios en el portal de aliados; la revisaremos de nuevo.',
    ],
    action: { label: 'Editar la actividad', url },
  });
}
