import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMail } from './outbox-mail.entity.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * The only way the product sends e-mail: a row in the outbox, written by the caller's unit of work (so a rolled-back
 * change never announces itself), delivered later by the mail job (mail-delivery.ts).
 */
export class MailService {
  /** Persists the mail in `em`; it is written by the caller's flush or `em.transactional` commit. */
  static queue(em: EntityManager, message: MailMessage): OutboxMail {
    const mail = new OutboxMail({
      recipient: message.to.trim().toLowerCase(),
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content).toString('base64'),
      })),
    });
    em.persist(mail);
    return mail;
  }
}
