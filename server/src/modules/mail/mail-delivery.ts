import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { OutboxMail, OutboxMailStatus } from './outbox-mail.entity.js';

/** After this many failed attempts a mail is marked failed and no longer retried. */
export const MAX_MAIL_ATTEMPTS = 5;

export interface DeliveryOptions {
  /** Mails claimed per run (each run is one transaction). */
  batchSize?: number;
  /** Wait before retrying a mail whose last attempt failed. */
  retryDelayMs?: number;
  /** A ready transport (tests); otherwise one is made from config.smtpUrl. */
  transport?: Transporter;
}

export interface DeliveryResult {
  sent: number;
  kept: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers pending outbox mails once. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several replicas (or a
 * test calling this beside the job) never send the same mail twice. Without SMTP_URL mails are only marked `kept`
 * (the development mailbox shows them).
 */
export async function deliverPendingMail(
  orm: MikroORM,
  config: Config,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, kept: 0, retrying: 0, failed: 0 };
  const retryBefore = new Date(Date.now() - (options.retryDelayMs ?? 60_000));
  await orm.em.fork().transactional(async (em) => {
    const mails = await em.find(
      OutboxMail,
      {
        status: OutboxMailStatus.Pending,
        $or: [{ attempts: 0 }, { updatedAt: { $lte: retryBefore } }],
      },
      {
        orderBy: { id: 'asc' },
        limit: options.batchSize ?? 20,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      },
    );
    if (mails.length === 0) return;
    if (!config.smtpUrl && !options.transport) {
      for (const mail of mails) mail.status = OutboxMailStatus.Kept;
      result.kept = mails.length;
      return;
    }
    const transport =
      options.transport ??
      nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    try {
      for (const mail of mails) {
        mail.attempts++;
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to: mail.recipient,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            attachments: mail.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content, 'base64'),
            })),
            headers: { 'X-Outbox-Id': String(mail.id) },
          });
          mail.status = OutboxMailStatus.Sent;
          mail.sentAt = new Date();
          mail.lastError = undefined;
          result.sent++;
        } catch (error) {
          mail.lastError = error instanceof Error ? error.message : String(error);
          if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
            mail.status = OutboxMailStatus.Failed;
            result.failed++;
          } else {
            result.retrying++;
          }
        }
      }
    } finally {
      if (!options.transport) transport.close();
    }
  });
  return result;
}
