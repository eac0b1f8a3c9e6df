import type { EntityManager } from '@mikro-orm/postgresql';
import type { Scope } from '../../../schema/constants.js';
import type { Config } from '../config.js';
import { bearerToken, hashToken, type Context, type Loaders } from '../graphql/context.js';
import { AccessToken } from '../modules/account/access-token.entity.js';
import { currentLimiters } from '../modules/account/login-throttle.js';
import { authenticatePartnerKey, isPartnerKey } from '../modules/partner/partner-key.service.js';
import { BookingLoaders } from '../modules/booking/booking.loaders.js';
import { CatalogLoaders } from '../modules/catalog/catalog.loaders.js';
import { ReviewLoaders } from '../modules/review/review.loaders.js';
import { deactivatedSupplierCheck } from '../modules/supplier/supplier-registration.js';
import { staffSignInCheck } from '../modules/supplier/staff/staff.service.js';

/** Every module's DataLoaders for one request. */
function createLoaders(em: EntityManager): Loaders {
  return {
    em,
    catalog: new CatalogLoaders(em),
    booking: new BookingLoaders(em),
    review: new ReviewLoaders(em),
  };
}

/** Refusals the modules above account add to sign-in. */
const SIGN_IN_CHECKS = [deactivatedSupplierCheck, staffSignInCheck];

/** Why a session token (its user populated) opens nothing: unknown, revoked, expired, or its account closed. */
export function sessionProblem(token: AccessToken | null): string | undefined {
  if (!token) return 'unknown';
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt.getTime() < Date.now()) return 'expired';
  if (token.user.getEntity().closedAt) return 'closed';
  return undefined;
}

/** The request's context: its session (access token) or, on /api/v1 only, its partner key. */
export async function buildContext(args: {
  em: EntityManager;
  config: Config;
  authorization?: string;
  ip: string;
  userAgent?: string;
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
    userAgent: args.userAgent?.slice(0, 512),
    requestId: args.requestId,
    loaders: createLoaders(em),
    limiters: currentLimiters(),
    signInChecks: SIGN_IN_CHECKS,
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
  ctx.tokenProblem = sessionProblem(token);
  if (token && !ctx.tokenProblem) {
    ctx.token = token;
    ctx.user = token.user.getEntity();
    ctx.scopes = token.scopes as Scope[];
  }
  return ctx;
}
