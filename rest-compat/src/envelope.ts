import { snakeCase } from '../../server/src/http/error-response.js';

// The error shape and the snake_case names are the server's too (its binary upload routes answer in them).
export { errorResponse, snakeCase, type ErrorBody } from '../../server/src/http/error-response.js';

/** A GraphQL page (`items, total, page, lastPage`) as the spec's list body. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
}

export function listEnvelope<T>(page: Page<T>, map: (item: T) => unknown = (x) => x) {
  return { data: page.items.map(map), currentPage: page.page, lastPage: page.lastPage, total: page.total };
}

/** An unpaged list in the same envelope. */
export function allEnvelope<T>(items: T[], map: (item: T) => unknown = (x) => x) {
  return { data: items.map(map), currentPage: 1, lastPage: 1, total: items.length };
}

const DIGITS = /^\d+$/;

/**
 * A GraphQL answer in the spec's REST shape: snake_case keys, ids (`id`, `x_id`) as numbers, enum-like values
 * (`type`, `duration_unit`, `status`) in lower case — the same shape on every route that shows the object.
 */
export function snake(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => snake(v, key));
  if (value && typeof value === 'object') {
    // A loop rather than entries → map → fromEntries: a 24-card page converts some 2,000 keys per request.
    const out: Record<string, unknown> = {};
    for (const k in value as Record<string, unknown>) {
      if (!Object.hasOwn(value, k)) continue;
      const name = snakeCase(k);
      out[name] = snake((value as Record<string, unknown>)[k], name);
    }
    return out;
  }
  if (typeof value !== 'string') return value;
  if ((key === 'id' || key.endsWith('_id')) && DIGITS.test(value)) return Number(value);
  if (key === 'type' || key === 'duration_unit' || key === 'status') return value.toLowerCase();
  return value;
}
