import type { AuthCheckerFn } from 'type-graphql';
import type { Scope } from '../../../schema/constants.js';
import type { Context } from './context.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

/**
 * `@Authorized()` needs any valid session; `@Authorized('admin')` needs one of the listed scopes.
 * No session → 401; a session of another scope → 403.
 */
export const authChecker: AuthCheckerFn<Context, Scope> = ({ context }, scopes) => {
  if (!context.user) throw new UnauthenticatedError();
  if (scopes.length === 0) return true;
  if (scopes.some((scope) => context.scopes.includes(scope))) return true;
  throw new ForbiddenError();
};
