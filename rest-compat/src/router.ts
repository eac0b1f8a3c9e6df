import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response, type Router } from 'express';
import multer from 'multer';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '../../server/src/graphql/context.js';
import { documentSource } from '../../server/src/graphql/document-source.js';
import { AppError } from '../../server/src/graphql/errors.js';
import { conditionalGet } from './conditional-get.js';
import { errorResponse } from './envelope.js';
import { IDEMPOTENCY_HEADER, idempotent } from './idempotency.js';
import { readListParams, refuseUnknownParams, relationVariables } from './list-params.js';
import { errorResult, sendResult, type RestResult } from './result.js';
import type { RestInput, RestRoute } from './route.js';

export interface RestDeps {
  apollo: ApolloServer<Context>;
  /** Builds the same per-request context /graphql uses. */
  context(req: Request): Promise<Context>;
}

function graphqlErrorResult(error: GraphQLFormattedError, route?: Pick<RestRoute, 'errorNames'>): RestResult {
  const { status, body } = errorResponse(error, route?.errorNames);
  const retryAfter = error.extensions?.retryAfter;
  return {
    status,
    body,
    headers: typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {},
  };
}

/** Runs a route's GraphQL document in-process against the gateway's schema and context, then shapes the answer. */
async function run(
  route: RestRoute,
  deps: RestDeps,
  req: Request,
  contextValue: Context,
): Promise<RestResult> {
  let input: RestInput;
  let variables: Record<string, unknown>;
  try {
    if (route.method === 'GET') refuseUnknownParams(req.query, route);
  } catch (error) {
    // The unknown names are answered exactly as the request spelled them.
    if (!(error instanceof AppError)) throw error;
    const formatted = error.toJSON();
    const names = Object.keys((formatted.extensions?.fields ?? {}) as object);
    return graphqlErrorResult(formatted, { errorNames: Object.fromEntries(names.map((n) => [n, n])) });
  }
  try {
    const list = readListParams(req.query, route);
    input = {
      params: req.params as Record<string, string>,
      query: req.query,
      body: (req.body ?? {}) as Record<string, unknown>,
      list,
    };
    variables = {
      ...relationVariables([...(route.relations ?? []), ...(route.laterRelations ?? [])], list.with),
      ...route.variables(input),
    };
  } catch (error) {
    if (error instanceof AppError) return graphqlErrorResult(error.toJSON(), route);
    throw error;
  }
  const response = await deps.apollo.executeOperation(
    { query: documentSource(route.document), variables },
    { contextValue },
  );
  if (response.body.kind !== 'single') throw new Error('respuesta incremental inesperada');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) return graphqlErrorResult(errors[0]!, route);
  return { status: route.status ?? 200, body: route.shape((data ?? {}) as Record<string, unknown>, input) };
}

/** A partner key opens only the routes whose `partnerScope` it was granted. */
function partnerDenied(route: RestRoute, ctx: Context): RestResult | undefined {
  if (!ctx.partnerKey) return undefined;
  if (route.partnerScope && ctx.partnerKey.scopes.includes(route.partnerScope)) return undefined;
  const message = route.partnerScope
    ? `La clave de API no tiene el permiso ${route.partnerScope}.`
    : 'Esta operación no está disponible para claves de API de aliados.';
  return errorResult(403, 'FORBIDDEN', message);
}

async function handle(route: RestRoute, deps: RestDeps, req: Request, res: Response): Promise<void> {
  const ctx = await deps.context(req);
  const denied = partnerDenied(route, ctx);
  if (denied) return sendResult(res, denied);
  const key = req.headers[IDEMPOTENCY_HEADER];
  let result =
    route.method === 'POST' && typeof key === 'string'
      ? await idempotent(ctx, req, key, () => run(route, deps, req, ctx))
      : await run(route, deps, req, ctx);
  // The GraphQL layer logged the cause without the request; this line ties the request id to it.
  if (result.status >= 500)
    req.log.error({ route: `${route.method} ${route.path}` }, 'error interno en /api/v1');
  if (route.cacheable && route.method === 'GET') result = conditionalGet(req, result, !!ctx.user);
  else result = { ...result, headers: { 'Cache-Control': 'no-store', ...result.headers } };
  sendResult(res, result);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

const UNSUPPORTED = errorResult(
  415,
  'UNSUPPORTED_MEDIA_TYPE',
  'Tipo de contenido no soportado: envíe application/json.',
);

/** Text fields of a multipart form (no files; a form's worth of small fields) as `req.body`. */
const formFields = multer({
  storage: multer.memoryStorage(),
  limits: { files: 0, fields: 60, fieldSize: 64 * 1024, parts: 60 },
}).none();

/** A route's body: JSON, or multipart text fields where the route allows it. */
function readBody(route: RestRoute) {
  return (req: Request, res: Response, next: (error?: unknown) => void) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req) || !req.is('multipart/form-data')) return next();
    if (!route.multipart) return sendResult(res, UNSUPPORTED);
    formFields(req, res, (error?: unknown) => {
      if (!error) return next();
      const message =
        error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE'
          ? 'Este formulario no acepta archivos.'
          : 'El formulario multipart no es válido o es demasiado grande.';
      sendResult(res, errorResult(400, 'BAD_REQUEST', message));
    });
  };
}

export function restRouter(routes: RestRoute[], deps: RestDeps): Router {
  const router = express.Router();
  // A body must be JSON (the image upload, multipart, is its own route mounted before this router).
  // A body is JSON; multipart text fields reach only the routes that allow them (readBody).
  router.use((req, res, next) => {
    if (
      BODY_METHODS.has(req.method) &&
      hasBody(req) &&
      !req.is('application/json') &&
      !req.is('multipart/form-data')
    )
      return sendResult(res, UNSUPPORTED);
    next();
  });
  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, readBody(route), (req, res, next) => {
      handle(route, deps, req, res).catch(next);
    });
  }
  // Unknown /api paths answer JSON, never the client's HTML.
  router.use((_req, res) => {
    sendResult(res, errorResult(404, 'NOT_FOUND', 'Ruta no encontrada.'));
  });
  return router;
}
