import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Scope } from '../../../schema/constants.js';
import type { Config } from '../config.js';
import type { User } from '../modules/account/user.entity.js';
import { AccessToken } from '../modules/account/access-token.entity.js';
import { currentLimiters, type Limiters } from '../modules/account/login-throttle.js';
import type { PartnerKey } from '../modules/partner/partner-key.entity.js';
import { authenticatePartnerKey, isPartnerKey } from '../modules/partner/partner-key.service.js';
import { createLoaders, type Loaders } from './loaders.js';

/** Everything a resolver or service may use for one request. Built fresh per request, never shared. */
export interface Context {
  em: EntityManager;
  config: Config;
  user?: User;
  scopes: Scope[];
  /** The presented bearer token's row, for logout. */
  token?: AccessToken;
  /** Why the presented token was refused (expired, revoked, unknown); protected fields answer 401. */
  tokenProblem?: string;
  ip: string;
  requestId: string;
  loaders: Loaders;
  /** Login and password-reset throttling (process-wide, stored in PostgreSQL). */
  limiters: Limiters;
  /** A partner API key's call on /api/v1: `user` is then the key's technical account (role client). */
  partnerKey?: PartnerKey;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export async function buildContext(args: {
  em: EntityManager;
  config: Config;
  authorization?: string;
  ip: string;
  requestId: string;
  /** Partner keys (`xpk_…`) open only the REST door. */
  door?: 'graphql' | 'rest';
}): Promise<Context> {
  const em = args.em.fork();
  const ctx: Context = {
    em,
    config: args.config,
    scopes: [],
    ip: args.ip,
    requestId: args.requestId,
    loaders: createLoaders(em),
    limiters: currentLimiters(),
  };
  const raw = bearerToken(args.authorization);
  if (!raw) return ctx;
  if (isPartnerKey(raw)) {
    if (args.door !== 'rest') ctx.tokenProblem = 'partner-key';
    else {
      const auth = await authenticatePartnerKey(em, raw);
      if ('problem' in auth) ctx.tokenProblem = auth.problem;
      else {
        ctx.partnerKey = auth.key;
        ctx.user = auth.key.user.getEntity();
        ctx.scopes = ['client'];
      }
    }
    return ctx;
  }
  const token = await em.findOne(AccessToken, { tokenHash: hashToken(raw) }, { populate: ['user'] });
  if (!token) ctx.tokenProblem = 'unknown';
  else if (token.revokedAt) ctx.tokenProblem = 'revoked';
  else if (token.expiresAt.getTime() < Date.now()) ctx.tokenProblem = 'expired';
  else if (token.user.getEntity().closedAt) ctx.tokenProblem = 'closed';
  else {
    ctx.token = token;
    ctx.user = token.user.getEntity();
    ctx.scopes = token.scopes as Scope[];
  }
  return ctx;
}
