import type { MailMessage } from '../../mail/mail.service.js';
import { brandedMail } from '../../mail/templates.js';

export function staffInvitationMail(args: {
  to: string;
  name: string;
  tradeName: string;
  roleLabel: string;
  link: string;
  hours: number;
}): MailMessage {
  return brandedMail({
    to: args.to,
    name: args.name,
    subject: `${args.tradeName} te invita a su equipo en Xplora`,
    paragraphs: [
      `${args.tradeName} te invitó a su equipo en Xplora con el rol ${args.roleLabel}.`,
      'Para aceptar, crea tu contraseña con el siguiente enlace. Luego ingresa por el acceso de aliados con este correo.',
    ],
    action: { label: 'Aceptar la invitación', url: args.link },
    footnote: `El enlace vence en ${args.hours} horas. Si no esperabas esta invitación, ignora este correo.`,
  });
}
