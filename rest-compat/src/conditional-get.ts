import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { RestResult } from './result.js';

export const CACHE_MAX_AGE_SECONDS = 60;

/** `cache=false` or `cache=0`: the caller wants a fresh answer that nobody stores. */
export function cacheRefused(query: Request['query']): boolean {
  return query.cache === 'false' || query.cache === '0';
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Catalogue and lookup GETs: a weak ETag from the body's hash and a minute of caching (public for anonymous
 * callers, private otherwise); `If-None-Match` with the same tag answers 304 without a body. `cache=false` → no-store.
 */
export function conditionalGet(req: Request, result: RestResult, authenticated: boolean): RestResult {
  if (result.status !== 200) return result;
  if (cacheRefused(req.query))
    return { ...result, headers: { ...result.headers, 'Cache-Control': 'no-store' } };
  const json = JSON.stringify(result.body);
  const hash = createHash('sha1').update(json).digest('base64url');
  const etag = `W/"${hash}"`;
  const headers = {
    ...result.headers,
    ETag: etag,
    'Cache-Control': `${authenticated ? 'private' : 'public'}, max-age=${CACHE_MAX_AGE_SECONDS}`,
    Vary: 'Authorization, Origin',
  };
  if (matches(req.headers['if-none-match'], etag)) return { status: 304, headers };
  return { ...result, json, headers };
}
