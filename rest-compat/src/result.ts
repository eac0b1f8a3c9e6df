import type { Response } from 'express';
import type { ErrorBody } from './envelope.js';

/** One /api/v1 answer before it is written: the idempotency store keeps it, conditional GETs hash it. */
export interface RestResult {
  status: number;
  body?: unknown;
  /** `body` already serialized (conditional GETs hash it), so it is not serialized twice. */
  json?: string;
  headers?: Record<string, string>;
}

export function errorResult(
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): RestResult {
  const body: ErrorBody = { message, code };
  return { status, body, headers };
}

/**
 * Writes the answer as JSON. Written by hand, not with `res.json`, so Express adds no ETag of its own and never
 * turns an answer into a 304 (only cacheable routes do, see conditional-get.ts).
 */
export function sendResult(res: Response, result: RestResult): void {
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
  res.status(result.status);
  if (result.body === undefined || result.status === 304) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(result.json ?? JSON.stringify(result.body));
}
