import type { Request, RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ApiRateLimit } from '../../server/src/config.js';
import type { Context } from '../../server/src/graphql/context.js';
import { sharedLimiter } from '../../server/src/modules/account/login-throttle.js';
import { bearerToken } from '../../server/src/graphql/context.js';
import { isPartnerKey } from '../../server/src/modules/partner/partner-key.service.js';
import { errorResult, sendResult } from './result.js';

const PARTNER_KEY_PROBLEMS: Record<string, string> = {
  revoked: 'La clave de API fue revocada.',
  expired: 'La clave de API está vencida.',
};

/** What a budget counts: /api/v1 per IP or partner key; /graphql (server/src/http/graphql-gate.ts) its own. */
type Kind = string;

export interface Budget {
  allowed: boolean;
  remaining: number;
  msBeforeNext: number;
}

interface Lease {
  left: number;
  remainingAtStore: number;
  resetAt: number;
}

/**
 * Points this process takes from the shared store at once: 1 (exact) for small limits, 1 % of the limit for large
 * ones, so a busy key costs one PostgreSQL round trip per batch instead of per request. Across N processes a caller
 * may be refused up to N × 1 % early, never let through late.
 */
function batchSize(points: number): number {
  return Math.max(1, Math.floor(points / 100));
}

const leases = new Map<string, Lease>();

async function take(
  limiter: RateLimiterAbstract,
  leaseKey: string,
  key: string,
  points: number,
): Promise<Budget> {
  const now = Date.now();
  const lease = leases.get(leaseKey);
  if (lease && lease.left > 0 && now < lease.resetAt) {
    lease.left--;
    return {
      allowed: true,
      remaining: lease.remainingAtStore + lease.left,
      msBeforeNext: lease.resetAt - now,
    };
  }
  if (leases.size > 10_000) for (const [k, l] of leases) if (l.resetAt <= now) leases.delete(k);
  const batch = batchSize(points);
  try {
    const res = await limiter.consume(key, batch);
    leases.set(leaseKey, {
      left: batch - 1,
      remainingAtStore: res.remainingPoints,
      resetAt: now + res.msBeforeNext,
    });
    return { allowed: true, remaining: res.remainingPoints + batch - 1, msBeforeNext: res.msBeforeNext };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    leases.delete(leaseKey);
    return { allowed: false, remaining: 0, msBeforeNext: error.msBeforeNext };
  }
}

/**
 * Takes one point from `key`'s budget of `points` per `windowSeconds`, counted in PostgreSQL and so shared by every
 * process (there is no in-process fallback: a count per replica would multiply the budget).
 */
export async function spend(kind: Kind, key: string, points: number, windowSeconds: number): Promise<Budget> {
  const limiter = await sharedLimiter({ keyPrefix: `api_${kind}`, points, duration: windowSeconds });
  return take(limiter, `${kind}:${points}:${windowSeconds}:${key}`, key, points);
}

/**
 * Every /api/v1 request passes here first. A partner key (`xpk_…`) that is unknown, revoked or expired → 401. Then
 * one point is taken from the caller's budget (per partner key, else per client IP), shared by every server process
 * through PostgreSQL: `RateLimit-*` headers on every answer, 429 with `Retry-After` once it is spent.
 */
export function apiGate(deps: {
  limits: ApiRateLimit;
  context(req: Request): Promise<Context>;
}): RequestHandler {
  return (req, res, next) => {
    void (async () => {
      const ctx = await deps.context(req);
      if (isPartnerKey(bearerToken(req.headers.authorization)) && !ctx.partnerKey) {
        const message = PARTNER_KEY_PROBLEMS[ctx.tokenProblem ?? ''] ?? 'La clave de API no es válida.';
        return sendResult(res, errorResult(401, 'UNAUTHENTICATED', message));
      }
      const kind: Kind = ctx.partnerKey ? 'partner' : 'ip';
      const points = kind === 'partner' ? deps.limits.perPartnerKey : deps.limits.perIp;
      const { windowSeconds } = deps.limits;
      const key = ctx.partnerKey ? String(ctx.partnerKey.id) : req.ip || 'unknown';
      const { allowed, remaining, msBeforeNext } = await spend(kind, key, points, windowSeconds);
      const reset = Math.max(1, Math.ceil(msBeforeNext / 1000));
      res.setHeader('RateLimit-Limit', String(points));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, remaining)));
      res.setHeader('RateLimit-Reset', String(reset));
      res.setHeader('RateLimit-Policy', `${points};w=${windowSeconds}`);
      if (allowed) return next();
      sendResult(
        res,
        errorResult(429, 'TOO_MANY_REQUESTS', `Demasiadas solicitudes. Intente de nuevo en ${reset} s.`, {
          'Retry-After': String(reset),
        }),
      );
    })().catch(next);
  };
}
