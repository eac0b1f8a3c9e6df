import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../graphql/auth-checker.js';
import { resolvers } from './resolvers.js';
import { validateArgument } from '../graphql/validation.js';

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
