import type { ChangeSet, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { ChangeSetType } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { Db, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { Booking, BookingStatus } from '../modules/booking/booking.entity.js';
import { Order, OrderStatus } from '../modules/booking/order.entity.js';
import { WaitlistEntry } from '../modules/booking/waitlist-entry.entity.js';
import { OutboxMail, OutboxMailStatus } from '../modules/mail/outbox-mail.entity.js';
import { QUEUES } from './jobs.js';

interface Trigger {
  queue: string;
  data: Record<string, number>;
  startAfter?: Date;
}

/**
 * The row jobs a flushed change calls for: a new hold, a new (or renewed) payment window, a mail to deliver, a
 * waitlist offer (its mail now, its expiry at its end).
 */
function triggersOf(changeSet: ChangeSet<object>): Trigger[] {
  const { entity, payload, type } = changeSet;
  const created = type === ChangeSetType.CREATE;
  if (entity instanceof Booking && created && entity.status === BookingStatus.Cart && entity.holdExpiresAt)
    return [{ queue: QUEUES.holdExpiry, data: { bookingId: entity.id }, startAfter: entity.holdExpiresAt }];
  if (entity instanceof Order && 'expiresAt' in payload && entity.status === OrderStatus.Unpaid)
    return [{ queue: QUEUES.paymentExpiry, data: { orderId: entity.id }, startAfter: entity.expiresAt }];
  if (entity instanceof WaitlistEntry && 'status' in payload && entity.status === 'offered')
    return [
      { queue: QUEUES.waitlistOfferMail, data: { entryId: entity.id } },
      { queue: QUEUES.waitlistOfferExpiry, data: { entryId: entity.id }, startAfter: entity.offerExpiresAt! },
    ];
  if (
    entity instanceof OutboxMail &&
    (created || 'status' in payload) &&
    entity.status === OutboxMailStatus.Pending
  )
    return [{ queue: QUEUES.mail, data: { mailId: entity.id } }];
  return [];
}

/** Runs pg-boss statements on the connection of an open MikroORM transaction (kysely underneath). */
function inTransaction(em: EntityManager): Db {
  const trx = em.getTransactionContext() as {
    executeQuery(query: CompiledQuery): Promise<{ rows: unknown[] }>;
  };
  return {
    async executeSql(text, values = []) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}

/**
 * Sends the row jobs of every flush (hold and payment expiry at their instant, mail delivery at once). Inside a
 * transaction the job is written by that transaction (under a savepoint, so a queue error never undoes the
 * booking): it exists exactly when the row does. After a plain flush it is sent at once. Should a send be lost
 * anyway, the sweeps in jobs.ts find the row.
 */
export class JobTriggers implements EventSubscriber {
  active = true;

  constructor(
    private readonly boss: PgBoss,
    private readonly logger: Logger,
  ) {}

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    if (!this.active) return;
    const triggers = [...uow.getChangeSets()].flatMap(triggersOf);
    if (triggers.length === 0) return;
    const db = em.isInTransaction() ? inTransaction(em as EntityManager) : undefined;
    try {
      await db?.executeSql('savepoint job_triggers');
      for (const t of triggers) await this.boss.send(t.queue, t.data, { startAfter: t.startAfter, db });
      await db?.executeSql('release savepoint job_triggers');
    } catch (error) {
      await db?.executeSql('rollback to savepoint job_triggers');
      this.logger.warn({ err: error, triggers }, 'no se pudo encolar un trabajo; lo tomará el barrido');
    }
  }
}
