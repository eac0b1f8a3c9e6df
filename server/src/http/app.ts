import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Express, type Request } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { restRouter } from '../../../rest-compat/src/router.js';
import { routes } from '../../../rest-compat/src/routes/index.js';
import type { Config } from '../config.js';
import { buildContext, type Context } from '../graphql/context.js';
import { sqlCountHeader } from '../lib/sql-counter.js';
import { imageRoute } from '../modules/media/image-route.js';
import { activityImageUploadRoute } from '../modules/media/upload-route.js';
import { devMailbox } from './dev-mailbox.js';

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  apollo: ApolloServer<Context>;
  logger: Logger;
}

export function createApp({ config, orm, apollo, logger }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: config.env !== 'test',
    }),
  );
  app.use(
    helmet({
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
  if (config.env !== 'production') app.use(sqlCountHeader);
  app.use(express.json({ limit: '1mb' }));

  const context = (req: Request): Promise<Context> =>
    buildContext({
      em: orm.em,
      config,
      authorization: req.headers.authorization,
      ip: req.ip ?? '',
      requestId: String(req.id),
    });

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

  app.use('/images', imageRoute(config));
  // Uploaded and seeded images (re-encoded by sharp, UUID names); never executed, never sniffed.
  app.use(
    '/uploads',
    express.static(path.join(config.dataDir, 'uploads'), {
      maxAge: '7d',
      immutable: true,
      index: false,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );

  app.use('/graphql', expressMiddleware(apollo, { context: ({ req }) => context(req) }));
  app.use('/api/v1', activityImageUploadRoute({ context })); // multipart image upload (supplier portal)
  app.use('/api/v1', restRouter(routes, { apollo, context }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Ruta no encontrada.', code: 'NOT_FOUND' });
  });
  app.use('/dev', devMailbox(orm, config));

  if (existsSync(config.clientDist)) {
    app.use('/graphiql', express.static(config.clientDist, { index: 'graphiql.html' }));
    app.use(express.static(config.clientDist, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', (_req, res) => {
      res.sendFile(path.join(config.clientDist, 'index.html'));
    });
  }

  const onError: ErrorRequestHandler = (error: { status?: number; type?: string }, req, res, _next) => {
    // Body-parser failures (malformed JSON, too large) are the caller's fault.
    if (error.status && error.status < 500) {
      const message =
        error.type === 'entity.too.large' ? 'La solicitud es demasiado grande.' : 'Solicitud inválida.';
      res.status(error.status).json({ message, code: 'BAD_REQUEST' });
      return;
    }
    req.log.error({ err: error }, 'error no controlado');
    res.status(500).json({ message: 'Ha ocurrido un error interno.', code: 'INTERNAL_SERVER_ERROR' });
  };
  app.use(onError);
  return app;
}
