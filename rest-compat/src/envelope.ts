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

/**
 * A GraphQL answer in the spec's REST shape: snake_case keys, ids (`id`, `x_id`) as numbers, enum-like values
 * (`type`, `duration_unit`, `status`) in lower case — the same shape on every route that shows the object.
 */
export function snake(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => snake(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        snakeCase(k),
        snake(v, snakeCase(k)),
      ]),
    );
  }
  if ((key === 'id' || key.endsWith('_id')) && typeof value === 'string' && /^\d+$/.test(value))
    return Number(value);
  if ((key === 'type' || key === 'duration_unit' || key === 'status') && typeof value === 'string')
    return value.toLowerCase();
  return value;
}
