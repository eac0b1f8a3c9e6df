import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Context } from './context.js';
import { oneListener } from './one-listener.js';

/** PostgreSQL text cannot hold U+0000; such input must be refused as bad input, not fail deep in SQL as a 500. */
export const NUL_MESSAGE = 'El texto contiene caracteres no permitidos.';

export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => hasNul(k) || hasNul(v));
  return false;
}

/** Per parsed document (Apollo hands back the same object for a repeated text): walked once, not per request. */
const documentsWithNul = new WeakMap<DocumentNode, boolean>();

export function documentHasNul(document: DocumentNode): boolean {
  let found = documentsWithNul.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  documentsWithNul.set(document, found);
  return found;
}

/** Refuses, before any resolver runs, every operation whose variables or inline strings carry a NUL character. */
export function rejectNulBytes(): ApolloServerPlugin<Context> {
  return oneListener({
    async didResolveOperation({ request, document }) {
      if (hasNul(request.variables) || documentHasNul(document)) {
        throw new GraphQLError(NUL_MESSAGE, {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      }
    },
  });
}
