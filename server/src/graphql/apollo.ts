import { ApolloServer, type ApolloServerPlugin, type GraphQLRequest } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import {
  GraphQLError,
  visit,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
} from 'graphql-query-complexity';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { aliasLimit } from './alias-limit.js';
import { cycleSafeDepthLimit } from './depth-limit.js';
import { rejectNulBytes } from './nul-bytes.js';
import { oneListener } from './one-listener.js';
import type { Context } from './context.js';
import type { FormatError } from './in-process.js';
import { AppError, ErrorCode } from './errors.js';
import { translateGraphqlMessage } from './spanish-messages.js';

export const MAX_DEPTH = 10;
// The largest client operation at its largest page (Orders, 100 per page) costs 5 801; an aliased pile of
// 100-item pages (30 × activities(perPage: 100)) costs tens of thousands.
export const MAX_COMPLEXITY = 8000;

/**
 * A page costs its size times what one item costs (`activities(perPage: 100) { items { … } }` = 1 + 100 × items),
 * and `images(limit: n)` n times one image; every other field costs 1 plus its children.
 */
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const size =
    typeof args.perPage === 'number' ? args.perPage : typeof args.limit === 'number' ? args.limit : undefined;
  if (size === undefined || childComplexity === 0) return undefined;
  return 1 + Math.max(1, size) * childComplexity;
};

export const COST_ESTIMATORS = [
  fieldExtensionsEstimator(),
  pageSizeEstimator,
  simpleEstimator({ defaultComplexity: 1 }),
];

/**
 * What a document's cost depends on besides the document: the values of the variables that reach a page size
 * (`perPage`, `limit`) or an `@include`/`@skip` condition; every other argument costs nothing either way.
 */
function costVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if (!COST_ARGUMENTS.has(node.name.value)) return;
      visit(node.value, {
        Variable(variable) {
          names.add(variable.name.value);
        },
      });
    },
  });
  return [...names];
}
const COST_ARGUMENTS = new Set(['perPage', 'limit', 'if']);

/** Per parsed document (Apollo hands back the same object for a repeated text): its cost per operation and sizes. */
const costs = new WeakMap<DocumentNode, { variables: string[]; byKey: Map<string, number> }>();
const COSTS_PER_DOCUMENT = 200;

/** The estimate of `getComplexity`, computed once per document, operation and page-size variables. */
function costOf(schema: GraphQLSchema, request: GraphQLRequest, document: DocumentNode): number {
  let known = costs.get(document);
  if (!known) costs.set(document, (known = { variables: costVariables(document), byKey: new Map() }));
  const key = JSON.stringify([request.operationName, ...known.variables.map((n) => request.variables?.[n])]);
  let cost = known.byKey.get(key);
  if (cost === undefined) {
    cost = getComplexity({
      schema,
      query: document,
      operationName: request.operationName,
      variables: request.variables,
      estimators: COST_ESTIMATORS,
    });
    if (known.byKey.size < COSTS_PER_DOCUMENT) known.byKey.set(key, cost);
  }
  return cost;
}

/** Rejects operations whose estimated cost (list fields × page size) is over budget, before any resolver runs. */
function complexityLimit(schema: GraphQLSchema): ApolloServerPlugin<Context> {
  return oneListener({
    async didResolveOperation({ request, document }) {
      // In-process operations (the /api/v1 routes, the rendered pages) run the server's own documents, whose
      // size each route bounds with its perPage cap; the budget is for documents a caller writes.
      if (!request.http) return;
      let cost: number;
      try {
        cost = costOf(schema, request, document);
      } catch {
        // Invalid variables: execution refuses them next with BAD_USER_INPUT, before any resolver runs.
        return;
      }
      if (cost > MAX_COMPLEXITY) {
        throw new GraphQLError(`Consulta demasiado costosa (${cost} > ${MAX_COMPLEXITY}).`, {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      }
    },
  });
}

/** Introspection is open in development; in production only admin tokens may introspect (GraphiQL). */
function introspectionGuard(config: Config): ApolloServerPlugin<Context> {
  return oneListener({
    async didResolveOperation({ document, contextValue }) {
      if (config.env !== 'production' || contextValue.scopes.includes('admin')) return;
      if (asksIntrospection(document)) {
        throw new GraphQLError('La introspección está deshabilitada.', {
          extensions: { code: 'INTROSPECTION_DISABLED', http: { status: 400 } },
        });
      }
    },
  });
}

/** Per parsed document: whether its text names `__schema` or `__type` (read once, not per request). */
const introspecting = new WeakMap<DocumentNode, boolean>();
function asksIntrospection(document: DocumentNode): boolean {
  let asks = introspecting.get(document);
  if (asks === undefined)
    introspecting.set(document, (asks = /\b__(schema|type)\b/.test(document.loc?.source.body ?? '')));
  return asks;
}

/** The error shape of every GraphQL answer (AppError's own message and code; anything unknown logged and masked). */
export function graphqlErrorFormatter(logger: Logger): FormatError {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) return { message: original.message, extensions: original.extensions };
    const code = formatted.extensions?.code;
    // hideSchemaDetailsFromClientErrors covers validation only; variable coercion still suggests enum values.
    if (code && code !== ErrorCode.Internal)
      return {
        ...formatted,
        message: translateGraphqlMessage(formatted.message.replace(/ ?Did you mean [^?]*\?/g, '')),
      };
    logger.error({ err: original }, 'error interno en GraphQL');
    return {
      message: 'Ha ocurrido un error interno. Por favor intente de nuevo o contacte a soporte.',
      extensions: { code: ErrorCode.Internal },
    };
  };
}

/** Validation rules beyond graphql-js's own, on every door. */
export const VALIDATION_RULES = [cycleSafeDepthLimit(MAX_DEPTH), aliasLimit()];

export function createApollo(schema: GraphQLSchema, config: Config, logger: Logger): ApolloServer<Context> {
  return new ApolloServer<Context>({
    schema,
    introspection: true,
    csrfPrevention: true,
    // main.ts owns SIGINT/SIGTERM: it drains HTTP, stops the jobs and closes the database before exiting.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: false,
    validationRules: VALIDATION_RULES,
    parseOptions: { maxTokens: 5000 },
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints are used (REST sets its own Cache-Control); the default plugin would wrap every
      // field resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      complexityLimit(schema),
      introspectionGuard(config),
      rejectNulBytes(),
    ],
    formatError: graphqlErrorFormatter(logger),
  });
}
