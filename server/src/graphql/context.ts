import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Scope } from '../../../schema/constants.js';
import type { Config } from '../config.js';

/**
 * Everything a resolver or service may use for one request. Built fresh per request, never shared, by the
 * authenticators the composition passes in (server/src/assembly/context.ts). The modules add their own parts by
 * declaration merging (`declare module '…/graphql/context.js'`): account the session (`user`, `token`, `limiters`,
 * modules/account/session.ts), partner its key, catalog, booking and review their DataLoaders.
 */
export interface Context {
  em: EntityManager;
  config: Config;
  scopes: Scope[];
  /** Why the presented token was refused (expired, revoked, unknown); protected fields answer 401. */
  tokenProblem?: string;
  ip: string;
  /** The request's User-Agent header (cut to 512 characters), for the audit trail. */
  userAgent?: string;
  requestId: string;
  loaders: Loaders;
}

/**
 * Per-request DataLoaders for aggregates and lookups that MikroORM's own reference/collection batching
 * (dataloader: ALL) does not cover. Each module adds its own entry (declaration merging).
 */
export interface Loaders {
  em: EntityManager;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
