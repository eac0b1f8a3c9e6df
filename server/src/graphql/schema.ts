import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { resolvers } from './resolvers.js';
import { validateArgument } from './validation.js';

let built: Promise<GraphQLSchema> | undefined;

/** Builds the executable schema once per process (type-graphql metadata is global). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validateFn: validateArgument,
  });
  return built;
}
