import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response as ExpressResponse,
} from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { corsAllowList } from '../rest-compat/src/cors.js';
import { apiGate } from '../rest-compat/src/gate.js';
import { restRouter } from '../rest-compat/src/router.js';
import { openApiRouter } from '../rest-compat/src/openapi/router.js';
import { routes } from '../rest-compat/src/routes/index.js';
import type { Config } from '../server/src/config.js';
import { buildContext } from '../server/src/assembly/context.js';
import { bearerToken, type Context } from '../server/src/graphql/context.js';
import { graphiqlAccess } from './graphiql-access.js';
import { graphqlGate } from './graphql-gate.js';
import { graphqlBody, graphqlHandler } from './graphql-http.js';
import { requestLog } from './request-log.js';
import { sqlCountHeader } from '../server/src/lib/sql-counter.js';
import { imageRoute, uploadsRoute } from '../server/src/modules/media/image-route.js';
import { activityImageUploadRoute } from '../server/src/modules/supplier-portal/activity-image-route.js';
import { paymentProofRoute } from '../server/src/modules/booking/payment-proof-route.js';
import { manifestCsvRoute } from '../server/src/modules/booking/manifest-csv.route.js';
import { auditCsvRoute } from '../server/src/modules/admin/audit-csv.route.js';
import { supplierBookingsCsvRoute } from '../server/src/modules/supplier-portal/supplier-bookings-csv.route.js';
import { voucherPdfRoute } from '../server/src/modules/booking/voucher-pdf.route.js';
import { financeDownloadsRoute } from '../server/src/modules/finance/finance-downloads.route.js';
import { statementPaymentProofRoute } from '../server/src/modules/finance/statement-payment-proof.js';
import { isPartnerKey } from '../server/src/modules/partner/partner-key.service.js';
import { isPublicImage } from '../server/src/modules/catalog/public-images.js';
import { crawlRoutes } from '../server/src/modules/catalog/crawl.js';
import { devMailbox } from '../server/src/modules/mail/dev-mailbox.js';
import { clientAssets } from '../server/src/http/precompressed.js';

/** Body limit of /api/v1 (the image upload is multipart, with its own limit); GraphQL keeps 1 MB. */
const API_BODY_LIMIT = '100kb';
const GRAPHQL_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  apollo: ApolloServer<Context>;
  logger: Logger;
  /** Every other GET: the server-rendered public pages and the client shell (./pages.ts). */
  pages?: RequestHandler;
}

/**
 * Vite's hashed file names change with their content: cached for a year; anything else for an hour. GraphiQL's own
 * files in production are an admin's only (./graphiql-access.ts): a shared cache must never keep them.
 */
function assetCacheHeaders(res: ExpressResponse, file: string): void {
  const scope = res.locals.adminOnly ? 'private' : 'public';
  if (/[\\/]assets[\\/]/.test(file)) res.setHeader('Cache-Control', `${scope}, max-age=31536000, immutable`);
  else if (res.locals.adminOnly) res.setHeader('Cache-Control', 'private, no-cache');
}

const BODY_ERRORS: Record<string, [code: string, message: string]> = {
  'entity.parse.failed': ['BAD_REQUEST', 'El cuerpo de la solicitud no es JSON válido.'],
  'entity.too.large': ['PAYLOAD_TOO_LARGE', 'La solicitud es demasiado grande (máximo 100 kB en /api/v1).'],
  'charset.unsupported': ['UNSUPPORTED_MEDIA_TYPE', 'Juego de caracteres no soportado: use UTF-8.'],
  'encoding.unsupported': ['UNSUPPORTED_MEDIA_TYPE', 'Codificación del contenido no soportada.'],
};

/**
 * helmet's headers, worked out once. With fixed options (no per-request CSP nonce) helmet sets the same headers on
 * every answer through a chain of one function per header (~1 % of a GraphQL request's CPU in the bench's profile);
 * this sets the very same headers, taken from helmet itself at startup, in one loop.
 */
export function securityHeaders(options: Parameters<typeof helmet>[0]): RequestHandler {
  const set = new Map<string, string>();
  const removed: string[] = [];
  let done = false;
  const probe = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.set(name, String(value)),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, probe as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // helmet answering asynchronously or per request would make the copy wrong: refuse to start.
  if (!done)
    throw new Error('helmet no terminó de forma síncrona: sus cabeceras no se pueden calcular una vez');
  const headers = [...set];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

export function createApp({ config, orm, apollo, logger, pages }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // A caller's own X-Request-Id is kept when it looks like an id; it is echoed on every answer and bound to every log
  // line of the request (req.log carries it as reqId).
  app.use(requestLog(app, logger, { autoLogging: config.env !== 'test' }));
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          // GraphiQL's Monaco editor needs blob: workers and inline styles; nothing loads from other hosts.
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'worker-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  if (config.sqlCountHeader ?? config.env !== 'production') app.use(sqlCountHeader);

  const context = (req: Request): Promise<Context> =>
    buildContext({
      em: orm.em,
      config,
      authorization: req.headers.authorization,
      ip: req.ip ?? '',
      userAgent: req.headers['user-agent'],
      requestId: String(req.id),
    });
  // /graphql first: its requests walk past none of the other routes' layers.
  app.use('/graphql', graphqlBody(GRAPHQL_BODY_LIMIT));
  app.use('/graphql', (req, res, next) => {
    if (!isPartnerKey(bearerToken(req.headers.authorization))) return next();
    res.status(401).json({
      message: 'Las claves de API de aliados (xpk_…) solo se aceptan en /api/v1.',
      code: 'UNAUTHENTICATED',
    });
  });
  // One context per /graphql request: the rate-limit gate reads its account, then Apollo runs with it.
  const graphqlContexts = new WeakMap<Request, Promise<Context>>();
  const graphqlContext = (req: Request): Promise<Context> => {
    let ctx = graphqlContexts.get(req);
    if (!ctx) graphqlContexts.set(req, (ctx = context(req)));
    return ctx;
  };
  app.use('/graphql', graphqlGate(config.graphqlRateLimit, graphqlContext));
  app.use('/graphql', graphqlHandler(apollo, graphqlContext));
  // /api/v1 builds one context per request (the gate reads it, then the route runs with it); partner keys work here.
  const restContexts = new WeakMap<Request, Promise<Context>>();
  const restContext = (req: Request): Promise<Context> => {
    let ctx = restContexts.get(req);
    if (!ctx) {
      ctx = buildContext({
        em: orm.em,
        config,
        authorization: req.headers.authorization,
        ip: req.ip ?? '',
        userAgent: req.headers['user-agent'],
        requestId: String(req.id),
        door: 'rest',
      });
      restContexts.set(req, ctx);
    }
    return ctx;
  };
  app.use('/api/v1', corsAllowList(config.corsOrigins));
  app.use('/api/v1', apiGate({ limits: config.apiRateLimit, context: restContext })); // partner keys, rate limits
  app.use('/api/v1', express.json({ limit: API_BODY_LIMIT }));
  app.use(express.json({ limit: '1mb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'unreachable' });
    }
  });

  app.use('/images', imageRoute(config, orm, isPublicImage));
  app.use('/uploads', uploadsRoute(config, orm, isPublicImage));

  app.use('/api', openApiRouter(routes)); // GET /api/v1/openapi.json and /api/docs (rest-compat/src/openapi)
  app.use('/api/v1', activityImageUploadRoute({ context: restContext })); // multipart image upload (supplier portal)
  app.use('/api/v1', paymentProofRoute({ context: restContext })); // payment proof upload and authorized read
  app.use('/api/v1', voucherPdfRoute({ context: restContext })); // the voucher as a PDF (binary)
  app.use('/api/v1', manifestCsvRoute({ context: restContext })); // a departure's manifest as CSV
  app.use('/api/v1', supplierBookingsCsvRoute({ context: restContext })); // the supplier's bookings as CSV
  app.use('/api/v1', financeDownloadsRoute({ context: restContext })); // ledger CSVs and statement PDFs
  app.use('/api/v1', statementPaymentProofRoute({ context: restContext })); // a settlement payment's proof
  app.use('/api/v1', auditCsvRoute({ context: restContext })); // the admins' audit trail as CSV
  app.use('/api/v1', restRouter(routes, { apollo, context: restContext }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Ruta no encontrada.', code: 'NOT_FOUND' });
  });
  app.use('/dev', devMailbox(orm, config));

  app.use(crawlRoutes(orm, config)); // /robots.txt, /sitemap.xml

  if (existsSync(config.clientDist)) {
    // Production: GraphiQL's page and files only for a signed-in admin; development keeps it open.
    if (config.env === 'production') app.use(graphiqlAccess({ config, orm }));
    app.use(
      '/graphiql',
      express.static(config.clientDist, { index: 'graphiql.html', setHeaders: assetCacheHeaders }),
    );
    // The build's scripts, styles and images, with their .br/.gz twins.
    app.use(clientAssets(config.clientDist, { maxAge: '1h', setHeaders: assetCacheHeaders }));
    if (pages) app.get('/{*splat}', pages);
  }

  const onError: ErrorRequestHandler = (error: { status?: number; type?: string }, req, res, _next) => {
    // Body-parser failures (malformed JSON, too large, unknown charset) are the caller's fault.
    if (error.status && error.status < 500) {
      const [code, message] = BODY_ERRORS[error.type ?? ''] ?? ['BAD_REQUEST', 'Solicitud inválida.'];
      res.status(error.status).json({ message, code });
      return;
    }
    req.log.error({ err: error }, 'error no controlado');
    res.status(500).json({ message: 'Ha ocurrido un error interno.', code: 'INTERNAL_SERVER_ERROR' });
  };
  app.use(onError);
  return app;
}
