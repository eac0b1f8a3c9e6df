import { LockMode } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { jobQueueOf } from '../../lib/job-queue.js';
import { OutboxMail, OutboxMailStatus } from '../mail/outbox-mail.entity.js';
import { parseId } from './ids.js';

@ObjectType({ description: 'Un correo del outbox que agotó sus intentos de envío.' })
export class FailedMail {
  @Field(() => ID) id!: number;
  @Field() recipient!: string;
  @Field() subject!: string;
  @Field(() => OutboxMailStatus) status!: OutboxMailStatus;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true }) lastError?: string;
  @Field(() => Date, { description: 'Último intento.' }) updatedAt!: Date;
}

@ObjectType({ description: 'Un trabajo de la cola (pg-boss) que falló tras sus reintentos.' })
export class FailedJobItem {
  @Field(() => ID) id!: string;
  @Field({ description: 'Nombre de la cola (token-cleanup, booking-hold-expiry, …).' }) queue!: string;
  @Field() error!: string;
  @Field(() => Date) failedAt!: Date;
  @Field(() => Int) attempts!: number;
}

@ObjectType({ description: 'Correos y trabajos fallidos, los más recientes primero.' })
export class AdminFailures {
  @Field(() => [FailedMail]) mails!: FailedMail[];
  @Field(() => [FailedJobItem]) jobs!: FailedJobItem[];
}

const LIST_LIMIT = 50;
const MAIL_NOT_FOUND = 'El correo no existe.';

function failedMail(mail: OutboxMail): FailedMail {
  const { id, recipient, subject, status, attempts, lastError, updatedAt } = mail;
  return { id, recipient, subject, status, attempts, lastError, updatedAt };
}

/** The admin dashboard's failed deliveries: e-mails that used up their attempts and jobs that failed. */
export class JobFailuresService {
  async list(ctx: Context): Promise<AdminFailures> {
    const mails = await ctx.em.find(
      OutboxMail,
      { status: OutboxMailStatus.Failed },
      { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: LIST_LIMIT },
    );
    const jobs = (await jobQueueOf(ctx.em)?.failedJobs(LIST_LIMIT)) ?? [];
    return { mails: mails.map(failedMail), jobs };
  }

  /**
   * "Reintentar": the failed mail is pending again with a fresh count of attempts; committing that sends its
   * delivery job (jobs/job-triggers.ts), with the same retries and dead letter as a new mail.
   */
  async retryMail(ctx: Context, rawId: string): Promise<FailedMail> {
    const id = parseId(rawId, MAIL_NOT_FOUND);
    return ctx.em.transactional(async (em) => {
      const mail = await em.findOne(OutboxMail, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!mail) throw new NotFoundError(MAIL_NOT_FOUND);
      if (mail.status !== OutboxMailStatus.Failed)
        throw new ConflictError('Este correo no está fallido; no hay nada que reintentar.');
      mail.status = OutboxMailStatus.Pending;
      mail.attempts = 0;
      await em.flush();
      return failedMail(mail);
    });
  }

  async retryJob(ctx: Context, queue: string, id: string): Promise<boolean> {
    const jobs = jobQueueOf(ctx.em);
    if (!jobs)
      throw new ConflictError('La cola de trabajos no está en marcha; intente de nuevo en un momento.');
    if (!(await jobs.retryJob(queue, id)))
      throw new NotFoundError('Ese trabajo no existe o ya no está fallido.');
    return true;
  }
}
