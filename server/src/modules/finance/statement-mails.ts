import type { MailMessage } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';
import { dayText, lastDayText, type Period } from './periods.js';

export interface StatementMailFacts {
  number: string;
  period: Period;
  lineCount: number;
  grossUsd: string;
  commissionUsd: string;
  dueDate: string;
}

export function statementIssuedMail(to: string, name: string, s: StatementMailFacts): MailMessage {
  const owes = Number(s.commissionUsd) > 0;
  return brandedMail({
    to,
    name,
    subject: `Estado de cuenta ${s.number}`,
    paragraphs: [
      `Cerramos tu estado de cuenta del ${dayText(s.period.start)} al ${lastDayText(s.period)}: ` +
        `${s.lineCount} movimientos, ${s.grossUsd} USD en reservas pagadas.`,
      owes
        ? `La comisión de Xplora es de ${s.commissionUsd} USD y vence el ${dayText(s.dueDate)}. ` +
          'Puedes pagarla en bolívares a la tasa del día en que pagues.'
        : `Este período no tiene comisión por pagar (saldo: ${s.commissionUsd} USD).`,
      'Adjuntamos el estado de cuenta en PDF. Consulta el detalle y registra tu pago en Estado de cuenta, en el portal de aliados.',
    ],
  });
}

export function statementOverdueMail(to: string, name: string, s: StatementMailFacts): MailMessage {
  return brandedMail({
    to,
    name,
    subject: `Tu estado de cuenta ${s.number} está vencido`,
    paragraphs: [
      `La comisión de ${s.commissionUsd} USD del estado de cuenta ${s.number} venció el ${dayText(s.dueDate)}.`,
      'Regístrala en Estado de cuenta, en el portal de aliados, apenas la pagues.',
    ],
  });
}
