import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccessToken } from './access-token.entity.js';
import type { Limiters } from './login-throttle.js';
import type { User } from './user.entity.js';

/**
 * A refusal a module above account adds to sign-in after the password matched (a deactivated supplier): the
 * message to answer with, or null. The composition root passes the list in with the context.
 */
export type SignInCheck = (em: EntityManager, user: User) => Promise<string | null>;

// The session's part of every request's context (graphql/context.ts stays below the modules).
declare module '../../graphql/context.js' {
  interface Context {
    user?: User;
    /** The presented bearer token's row, for logout. */
    token?: AccessToken;
    /** Login and password-reset throttling (process-wide, stored in PostgreSQL). */
    limiters: Limiters;
    signInChecks: readonly SignInCheck[];
  }
}
