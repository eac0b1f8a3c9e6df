import type { MikroORM } from '@mikro-orm/postgresql';
import { AccessToken } from './access-token.entity.js';
import { OneTimeToken } from './one-time-token.entity.js';

/** Expired or revoked tokens are kept this long (for support questions), then deleted. */
export const TOKEN_RETENTION_DAYS = 7;

/** Deletes access and one-time tokens that expired (or were revoked/used) over a week ago. Idempotent. */
export async function purgeStaleTokens(orm: MikroORM, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TOKEN_RETENTION_DAYS * 86_400_000);
  const em = orm.em.fork();
  const access = await em.nativeDelete(AccessToken, {
    $or: [{ expiresAt: { $lt: before } }, { revokedAt: { $lt: before } }],
  });
  const oneTime = await em.nativeDelete(OneTimeToken, {
    $or: [{ expiresAt: { $lt: before } }, { usedAt: { $lt: before } }],
  });
  return access + oneTime;
}
