import {
  execute,
  type GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context } from './context.js';
import { documentSource } from './document-source.js';
import { documentHasNul, hasNul, NUL_MESSAGE } from './nul-bytes.js';

/** Formats one error as Apollo Server's `formatError` does for the HTTP door (apollo.ts). */
export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export type InProcessGraphql = (
  request: { document: DocumentNode; variables?: Record<string, unknown>; operationName?: string },
  contextValue: Context,
) => Promise<FormattedExecutionResult>;

interface Checked {
  document: DocumentNode;
  errors: readonly GraphQLError[];
}

/** Server-owned documents are a handful; a stream of distinct ones is checked each time rather than held. */
const KNOWN_DOCUMENTS = 500;

/**
 * The server's own operations (a rendered page's queries) run straight on graphql-js: parsed and validated once per
 * document, the same validation rules and NUL check as the HTTP door, the same error format; no HTTP, no request
 * pipeline (Apollo's text hashing, plugin hooks, response building). Callers never pass a visitor's document: the
 * cost limit and the introspection guard, which are for documents a caller writes, do not apply (as for
 * `executeOperation` without `http`).
 */
export function inProcessGraphql(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  formatError: FormatError,
): InProcessGraphql {
  const allRules = [...specifiedRules, ...rules];
  const byDocument = new WeakMap<DocumentNode, Checked>();
  const byText = new Map<string, Checked>();
  const check = (document: DocumentNode): Checked => {
    let checked = byDocument.get(document);
    if (checked) return checked;
    // Another object for a known text (Apollo Client transforms documents per client): parsed and checked once.
    const text = documentSource(document);
    checked = byText.get(text);
    if (!checked) {
      const parsed = parse(text);
      checked = { document: parsed, errors: validate(schema, parsed, allRules) };
      if (byText.size >= KNOWN_DOCUMENTS) byText.delete(byText.keys().next().value!);
      byText.set(text, checked);
    }
    byDocument.set(document, checked);
    return checked;
  };
  const format = (error: GraphQLError, code?: string) =>
    formatError(
      code ? { ...error.toJSON(), extensions: { ...error.extensions, code } } : error.toJSON(),
      error,
    );
  return async ({ document, variables, operationName }, contextValue) => {
    const checked = check(document);
    if (checked.errors.length > 0)
      return { errors: checked.errors.map((e) => format(e, 'GRAPHQL_VALIDATION_FAILED')) };
    if (hasNul(variables) || documentHasNul(checked.document))
      return { errors: [{ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] };
    const result = await execute({
      schema,
      document: checked.document,
      variableValues: variables,
      operationName,
      contextValue,
    });
    if (!result.errors) return { data: result.data };
    // No data at all: the variables were refused before any resolver ran (Apollo's BAD_USER_INPUT).
    if (!('data' in result)) return { errors: result.errors.map((e) => format(e, 'BAD_USER_INPUT')) };
    return { data: result.data, errors: result.errors.map((e) => format(e)) };
  };
}
