import type { MikroORM } from '@mikro-orm/postgresql';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** How long an Idempotency-Key's answer is replayed. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/** Deletes idempotency keys older than 24 h (finished or abandoned). Idempotent. */
export async function purgeIdempotencyKeys(orm: MikroORM, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3_600_000);
  return orm.em.fork().nativeDelete(IdempotencyKey, { createdAt: { $lt: before } });
}
