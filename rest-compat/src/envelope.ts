import type { GraphQLFormattedError } from 'graphql';
import { HTTP_STATUS_BY_CODE } from '../../server/src/graphql/errors.js';

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

export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
}

/** The list conventions' parameters keep their own (camelCase) names in error keys. */
const REQUEST_NAMES = new Set(['page', 'perPage', 'orderBy', 'with']);

/**
 * A GraphQL error key as the request's own parameter name: a route's `names` first (`filter.startsAt` → `starts_at`),
 * the list conventions as they are, anything else in the spec's snake_case (`bookingIds` → `booking_ids`).
 */
export function requestName(key: string, names: Record<string, string> = {}): string {
  if (Object.hasOwn(names, key)) return names[key]!;
  if (REQUEST_NAMES.has(key)) return key;
  return snakeCase(key);
}

/** The first GraphQL error as `{message, code, errors?}` with its HTTP status. */
export function errorResponse(
  error: GraphQLFormattedError,
  names: Record<string, string> = {},
): { status: number; body: ErrorBody } {
  const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const status = HTTP_STATUS_BY_CODE[code] ?? (code.startsWith('GRAPHQL_') ? 400 : 500);
  const body: ErrorBody = { message: error.message, code };
  const fields = error.extensions?.fields as Record<string, string> | undefined;
  if (fields && Object.keys(fields).length) {
    // REST payloads use the spec's snake_case names (booking_ids), GraphQL inputs camelCase.
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([key, message]) => [requestName(key, names), message]),
    );
  }
  return { status, body };
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

const snakeNames = new Map<string, string>();

/** `commentsCount` → `comments_count`; memoized, as every REST answer converts the same few hundred keys. */
export function snakeCase(name: string): string {
  let snake = snakeNames.get(name);
  if (snake === undefined) {
    snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snakeNames.size < 10_000) snakeNames.set(name, snake);
  }
  return snake;
}
