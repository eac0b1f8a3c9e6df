import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { OneTimeTokenPurpose } from './one-time-token.entity.js';
import { addHours, issueOneTimeToken } from './tokens.js';
import type { User } from './user.entity.js';

/** How long the "choose your password" link of an account created by an admin stays valid. */
export const PASSWORD_SETUP_HOURS = 72;

/**
 * For an account someone else created (an admin creating a supplier): persists a password-reset token in `em` (the
 * caller's transaction) and returns the link to the shared /recover screen, where the owner chooses a password.
 * It is an ordinary single-use reset token, so recoverPassword redeems it and a later forgotPassword voids it.
 */
export function issuePasswordSetupLink(
  config: Pick<Config, 'appUrl'>,
  em: EntityManager,
  user: User,
  hours = PASSWORD_SETUP_HOURS,
): string {
  const raw = issueOneTimeToken(em, user, OneTimeTokenPurpose.PasswordReset, addHours(new Date(), hours));
  return `${config.appUrl}/recover?t=${encodeURIComponent(raw)}`;
}
