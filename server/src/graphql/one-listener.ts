import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { Context } from './context.js';

/**
 * A plugin whose hooks read everything from their arguments: one listener object shared by every request instead
 * of a new one (and its closures) per request.
 */
export function oneListener(listener: GraphQLRequestListener<Context>): ApolloServerPlugin<Context> {
  const ready = Promise.resolve(listener);
  return { requestDidStart: () => ready };
}
