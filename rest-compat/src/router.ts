import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response, type Router } from 'express';
import { print, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { Context } from '../../server/src/graphql/context.js';
import { AppError } from '../../server/src/graphql/errors.js';
import { errorResponse } from './envelope.js';
import { readListParams, relationVariables } from './list-params.js';
import type { RestInput, RestRoute } from './route.js';

export interface RestDeps {
  apollo: ApolloServer<Context>;
  /** Builds the same per-request context /graphql uses. */
  context(req: Request): Promise<Context>;
}

function sendError(res: Response, error: GraphQLFormattedError): void {
  const { status, body } = errorResponse(error);
  const retryAfter = error.extensions?.retryAfter;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  res.status(status).json(body);
}

// Apollo prints a DocumentNode on every call; printing once lets its parse/validate cache hit directly.
const printed = new WeakMap<DocumentNode, string>();
function source(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/** Runs a route's GraphQL document in-process against the gateway's schema and context, then shapes the answer. */
async function handle(route: RestRoute, deps: RestDeps, req: Request, res: Response): Promise<void> {
  let input: RestInput;
  let variables: Record<string, unknown>;
  try {
    const list = readListParams(req.query, route);
    input = {
      params: req.params as Record<string, string>,
      query: req.query,
      body: (req.body ?? {}) as Record<string, unknown>,
      list,
    };
    variables = { ...relationVariables(route.relations, list.with), ...route.variables(input) };
  } catch (error) {
    if (error instanceof AppError) return sendError(res, error.toJSON());
    throw error;
  }
  const contextValue = await deps.context(req);
  const response = await deps.apollo.executeOperation(
    { query: source(route.document), variables },
    { contextValue },
  );
  if (response.body.kind !== 'single') throw new Error('respuesta incremental inesperada');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) return sendError(res, errors[0]!);
  res.status(route.status ?? 200).json(route.shape((data ?? {}) as Record<string, unknown>, input));
}

export function restRouter(routes: RestRoute[], deps: RestDeps): Router {
  const router = express.Router();
  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, (req, res, next) => {
      handle(route, deps, req, res).catch(next);
    });
  }
  // Unknown /api paths answer JSON, never the client's HTML.
  router.use((_req, res) => {
    res.status(404).json({ message: 'Ruta no encontrada.', code: 'NOT_FOUND' });
  });
  return router;
}
