import type { GraphQLFormattedError } from 'graphql';
import { HTTP_STATUS_BY_CODE } from '../graphql/errors.js';

/**
 * The error body of every HTTP answer outside GraphQL (/api/v1 and the upload routes): `{message, code, errors?}`,
 * with the GraphQL error's code mapped to an HTTP status and its field keys in the request's own names.
 */
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
