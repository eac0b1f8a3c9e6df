import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { Context } from '../../server/src/graphql/context.js';
import { errorResult, type RestResult } from './result.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

interface StoredKey {
  method: string;
  path: string;
  body_hash: string;
  status_code: number | null;
  response_body: unknown;
  completed_at: Date | null;
}

/** Whose key it is: a key never replays another partner's, user's or address's answer. */
function principal(ctx: Context, req: Request): string {
  if (ctx.partnerKey) return `partner:${ctx.partnerKey.id}`;
  if (ctx.user) return `user:${ctx.user.id}`;
  return `ip:${req.ip ?? 'unknown'}`;
}

/** Key order does not change the hash: `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

function bodyHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? {})))
    .digest('hex');
}

/**
 * `Idempotency-Key` on a creating POST (IETF draft, Stripe's rules): the first request claims the key with one
 * INSERT … ON CONFLICT DO NOTHING, runs, and stores its answer (also a 4xx; a 5xx frees the key). The same key with
 * the same body replays that answer with `Idempotency-Replayed: true`; with another body → 422; while the first is
 * still running → 409. Rows are deleted after 24 h by the `idempotency-cleanup` job.
 */
export async function idempotent(
  ctx: Context,
  req: Request,
  key: string,
  run: () => Promise<RestResult>,
): Promise<RestResult> {
  if (key.length < 1 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
    return errorResult(
      400,
      'BAD_REQUEST',
      'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres visibles.',
    );
  const who = principal(ctx, req);
  const path = req.originalUrl.split('?')[0]!.slice(0, 255);
  const hash = bodyHash(req.body);
  const claimed = await ctx.em.execute<{ id: number }[]>(
    `insert into idempotency_keys (principal, key, method, path, body_hash) values (?, ?, ?, ?, ?)
     on conflict (principal, key) do nothing returning id`,
    [who, key, req.method, path, hash],
  );
  const id = claimed[0]?.id;
  if (id === undefined) {
    const [row] = await ctx.em.execute<StoredKey[]>(
      `select method, path, body_hash, status_code, response_body, completed_at
       from idempotency_keys where principal = ? and key = ?`,
      [who, key],
    );
    // Freed by a failed first request a moment ago: claim it again.
    if (!row) return idempotent(ctx, req, key, run);
    if (row.method !== req.method || row.path !== path || row.body_hash !== hash)
      return errorResult(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'Esta clave de idempotencia ya se usó con otra solicitud. Use una clave nueva.',
      );
    if (!row.completed_at || row.status_code === null)
      return errorResult(
        409,
        'CONFLICT',
        'Una solicitud con esta clave de idempotencia todavía está en curso.',
      );
    return {
      status: row.status_code,
      body: row.response_body ?? undefined,
      headers: { 'Idempotency-Replayed': 'true' },
    };
  }
  let result: RestResult;
  try {
    result = await run();
  } catch (error) {
    await ctx.em.execute('delete from idempotency_keys where id = ?', [id]);
    throw error;
  }
  if (result.status >= 500) await ctx.em.execute('delete from idempotency_keys where id = ?', [id]);
  else
    await ctx.em.execute(
      `update idempotency_keys set status_code = ?, response_body = ?::jsonb, completed_at = now() where id = ?`,
      [result.status, JSON.stringify(result.body ?? null), id],
    );
  return result;
}
