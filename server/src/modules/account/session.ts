import type { AccessToken } from './access-token.entity.js';
import type { Limiters } from './login-throttle.js';
import type { User } from './user.entity.js';

// The session's part of every request's context (graphql/context.ts stays below the modules).
declare module '../../graphql/context.js' {
  interface Context {
    user?: User;
    /** The presented bearer token's row, for logout. */
    token?: AccessToken;
    /** Login and password-reset throttling (process-wide, stored in PostgreSQL). */
    limiters: Limiters;
  }
}
