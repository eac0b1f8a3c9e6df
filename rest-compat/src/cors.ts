import type { RequestHandler } from 'express';
import { errorResult, sendResult } from './result.js';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, If-None-Match, X-Request-Id';
const EXPOSED_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'Retry-After',
  'ETag',
  'X-Request-Id',
  'Idempotency-Replayed',
].join(', ');

/**
 * CORS for /api/v1 from an allow-list (CORS_ORIGINS). Bearer keys travel in a header, so no credentials mode; an
 * origin outside the list gets no CORS headers (the browser blocks the read) and its preflight a 403.
 */
export function corsAllowList(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin) return next();
    res.vary('Origin');
    const ok = allowed.has(origin);
    const preflight = req.method === 'OPTIONS' && !!req.headers['access-control-request-method'];
    if (ok) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (!preflight) return next();
    if (!ok) return sendResult(res, errorResult(403, 'FORBIDDEN', 'Origen no permitido.'));
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
