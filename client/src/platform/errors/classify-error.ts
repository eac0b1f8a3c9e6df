import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

export type ErrorKind = 'unauthenticated' | 'forbidden' | 'network' | 'aborted' | 'other';

export interface ClassifiedError {
  kind: ErrorKind;
  /** The server's message (the first error's), when there is one. */
  message?: string;
  /** Per-field Spanish messages from `extensions.fields` of a BAD_USER_INPUT error. */
  fields?: Record<string, string>;
}

function fromGraphQLErrors(errors: ReadonlyArray<GraphQLFormattedError>): ClassifiedError {
  const codes = errors.map((e) => e.extensions?.code);
  const first = errors[0];
  const message = first?.message;
  if (codes.includes('UNAUTHENTICATED')) return { kind: 'unauthenticated', message };
  if (codes.includes('FORBIDDEN')) return { kind: 'forbidden', message };
  const withFields = errors.find((e) => e.extensions?.fields && typeof e.extensions.fields === 'object');
  const fields = withFields
    ? normaliseFields(withFields.extensions!.fields as Record<string, unknown>)
    : undefined;
  return { kind: 'other', message, fields };
}

/** `input.email` and `email` both address the form field `email`. */
function normaliseFields(raw: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(raw)) {
    if (typeof message !== 'string') continue;
    const name = path.replace(/^input\./, '');
    fields[name] ??= message;
  }
  return fields;
}

function parseBody(bodyText: string): ClassifiedError | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: GraphQLFormattedError[]; message?: unknown };
    if (Array.isArray(body.errors) && body.errors.length) return fromGraphQLErrors(body.errors);
    if (typeof body.message === 'string') return { kind: 'other', message: body.message };
  } catch {
    // Not JSON (a proxy's HTML page): no server message.
  }
  return undefined;
}

/**
 * Sorts any Apollo error into the catalogue's cases (customer spec §8): UNAUTHENTICATED / HTTP 401,
 * FORBIDDEN / HTTP 403, no answer at all (status 0), or anything else with the server's message.
 */
export function classifyError(error: unknown): ClassifiedError {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors);
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return { kind: 'unauthenticated', ...pickMessage(error.bodyText) };
    if (error.statusCode === 403) return { kind: 'forbidden', ...pickMessage(error.bodyText) };
    return parseBody(error.bodyText) ?? { kind: 'other' };
  }
  if (ServerParseError.is(error)) return { kind: 'other' };
  if (error instanceof Error && error.name === 'AbortError') return { kind: 'aborted' };
  return { kind: 'network' };
}

function pickMessage(bodyText: string): { message?: string } {
  const parsed = parseBody(bodyText);
  return parsed?.message ? { message: parsed.message } : {};
}

/** Field messages of a failed mutation, for formik's `setErrors`. */
export function fieldErrors(error: unknown): Record<string, string> {
  return classifyError(error).fields ?? {};
}

/**
 * Whether a page's object is missing for this user: NOT_FOUND (unknown, deleted, or someone else's) and a malformed id
 * (BAD_USER_INPUT) both read 'No encontrado'.
 */
export function isNotFoundError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT')
  );
}
