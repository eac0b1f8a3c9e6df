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
  /** Only mails written at least this long ago (the sweep leaves fresh ones to their delivery job). */
  olderThanMs?: number;
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
  const createdBefore = new Date(Date.now() - (options.olderThanMs ?? 0));
  await orm.em.fork().transactional(async (em) => {
    const mails = await em.find(
      OutboxMail,
      {
        status: OutboxMailStatus.Pending,
        createdAt: { $lte: createdBefore },
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
    const transport = options.transport ?? smtpTransport(config);
    try {
      for (const mail of mails) {
        const outcome = await attempt(transport, config, mail);
        if (outcome === 'sent') result.sent++;
        else if (mail.status === OutboxMailStatus.Failed) result.failed++;
        else result.retrying++;
      }
    } finally {
      if (!options.transport) transport.close();
    }
  });
  return result;
}

function smtpTransport(config: Config): Transporter {
  return nodemailer.createTransport(config.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** One delivery attempt of a claimed mail: sent, or its error recorded (failed after MAX_MAIL_ATTEMPTS). */
async function attempt(transport: Transporter, config: Config, mail: OutboxMail): Promise<'sent' | 'error'> {
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
    return 'sent';
  } catch (error) {
    mail.lastError = error instanceof Error ? error.message : String(error);
    if (mail.attempts >= MAX_MAIL_ATTEMPTS) mail.status = OutboxMailStatus.Failed;
    return 'error';
  }
}

/** Thrown by deliverOutboxMail when SMTP refused the mail, so the queue retries it (or dead-letters it). */
export class MailDeliveryError extends Error {}

/**
 * Delivers one outbox mail (the `mail-delivery` job, one per mail). The row is claimed like the sweep's; a mail
 * already sent, kept, failed, or held by another worker is left alone. A refused send is recorded on the row and
 * thrown, so the queue retries with backoff; the last allowed attempt marks the mail failed.
 */
export async function deliverOutboxMail(
  orm: MikroORM,
  config: Config,
  id: number,
): Promise<'sent' | 'kept' | 'skipped'> {
  let error: string | undefined;
  const outcome = await orm.em.fork().transactional(async (em) => {
    const mail = await em.findOne(
      OutboxMail,
      { id, status: OutboxMailStatus.Pending },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    if (!mail) return 'skipped' as const;
    if (!config.smtpUrl) {
      mail.status = OutboxMailStatus.Kept;
      return 'kept' as const;
    }
    const transport = smtpTransport(config);
    try {
      if ((await attempt(transport, config, mail)) === 'sent') return 'sent' as const;
    } finally {
      transport.close();
    }
    error = `correo ${id}, intento ${mail.attempts}: ${mail.lastError}`;
    return 'skipped' as const;
  });
  if (error) throw new MailDeliveryError(error);
  return outcome;
}
