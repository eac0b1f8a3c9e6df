import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { MailService } from '../mail/mail.service.js';
import { passwordResetMail } from '../mail/templates.js';
import { OneTimeToken, OneTimeTokenPurpose } from './one-time-token.entity.js';
import { PasswordResetRequest } from './password-reset-request.entity.js';
import { addMinutes, issueOneTimeToken } from './tokens.js';
import { User } from './user.entity.js';

/**
 * Handles queued reset requests once: for an open account, a new reset link (voiding older unused ones) and its
 * mail; for an unknown address, nothing. Rows are claimed with SKIP LOCKED (replicas and the job never handle one
 * twice) and deleted in the same transaction. Returns how many requests were handled.
 */
export async function processResetRequests(
  em: EntityManager,
  config: Config,
  batchSize = 50,
): Promise<number> {
  return em.fork().transactional(async (tx) => {
    const requests = await tx.find(
      PasswordResetRequest,
      {},
      { orderBy: { id: 'asc' }, limit: batchSize, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    if (requests.length === 0) return 0;
    const users = await tx.find(User, { email: { $in: requests.map((r) => r.email) }, closedAt: null });
    const now = new Date();
    const minutes = config.resetTokenTtlMinutes;
    for (const user of users) {
      await tx.nativeUpdate(
        OneTimeToken,
        { user: user.id, purpose: OneTimeTokenPurpose.PasswordReset, usedAt: null },
        { usedAt: now },
      );
      const raw = issueOneTimeToken(tx, user, OneTimeTokenPurpose.PasswordReset, addMinutes(now, minutes));
      const link = `${config.appUrl}/recover?t=${encodeURIComponent(raw)}`;
      MailService.queue(tx, passwordResetMail(user.email, user.name, link, minutes));
    }
    await tx.nativeDelete(PasswordResetRequest, { id: { $in: requests.map((r) => r.id) } });
    return requests.length;
  });
}
