import 'reflect-metadata';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { Logger } from 'pino';
import type { Config } from '../server/src/config.js';
import { openDatabase, type Database } from '../server/src/assembly/database.js';
import { refuseDemoPasswords } from '../server/src/db/seed/demo-guard.js';
import { buildContext } from '../server/src/assembly/context.js';
import { createApollo, graphqlErrorFormatter, VALIDATION_RULES } from '../server/src/graphql/apollo.js';
import { inProcessGraphql } from '../server/src/graphql/in-process.js';
import { getSchema } from '../server/src/assembly/schema.js';
import { createApp } from './http.js';
import { listenForCatalogueChanges, PageCache } from '../server/src/http/page-cache.js';
import { publicPages } from '../server/src/http/pages.js';
import { startJobQueue, type JobQueue } from '../server/src/jobs/job-queue.js';
import { createLogger } from '../server/src/lib/logger.js';
import { createMetrics } from '../server/src/assembly/metrics.js';
import { closeLimiters, openLimiters } from '../server/src/modules/account/login-throttle.js';

export interface RunningServer {
  url: string;
  db: Database;
  logger: Logger;
  jobs: JobQueue;
  stop(): Promise<void>;
}

/** Boots the whole product: database (embedded or DATABASE_URL) → migrations → GraphQL → HTTP. */
export async function startServer(
  config: Config,
  options: { seed?: (db: Database) => Promise<void> } = {},
): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  // Several processes share a bucket: each would sign picture URLs the others refuse.
  if (config.s3 && config.imageUrls.generated)
    logger.warn(
      'IMAGE_URL_SECRET no está definida: cada proceso firma las imágenes no públicas con su propia clave; ' +
        'defínala igual en todos los procesos que sirven imágenes.',
    );
  const db = await openDatabase(config);
  if (options.seed) await options.seed(db);
  if (!config.demoPasswordAllowed) await refuseDemoPasswords(db.orm).catch(closeAndThrow(db));
  await openLimiters(
    db.url,
    (error) => logger.error({ err: error }, 'error en el pool de límites'),
    (alert) =>
      logger.warn({ alert: 'login-spraying', ...alert }, 'intentos fallidos repetidos en una cuenta'),
  );
  // Before the first request, so every hold, order and mail written gets its job.
  const jobs = await startJobQueue({ orm: db.orm, config, logger, databaseUrl: db.url });
  const schema = await getSchema();
  const apollo = createApollo(schema, config, logger);
  const httpServer = http.createServer();
  // On stop the drain plugin closes the listener and waits for every in-flight request (any route), up to 10 s.
  apollo.addPlugin(ApolloServerPluginDrainHttpServer({ httpServer }));
  const pageCache = new PageCache(config.pageCache.entries, config.pageCache.seconds * 1000);
  const metrics = createMetrics({ config, orm: db.orm, pageCache });
  apollo.addPlugin(metrics.apolloPlugin);
  await apollo.start();
  const stopPageCache = listenForCatalogueChanges(db.url, pageCache, logger);
  const pages = existsSync(config.clientDist)
    ? await publicPages({
        config,
        graphql: inProcessGraphql(schema, VALIDATION_RULES, graphqlErrorFormatter(logger)),
        anonymousContext: (req) =>
          buildContext({ em: db.orm.em, config, ip: req.ip ?? '', requestId: String(req.id) }),
        cache: pageCache,
      })
    : undefined;
  httpServer.on('request', metrics.instrument(createApp({ config, orm: db.orm, apollo, logger, pages })));
  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  let stopping: Promise<void> | undefined;
  return {
    url,
    db,
    logger,
    jobs,
    stop() {
      // Graceful: stop the job queue and accepting connections, let in-flight requests and jobs finish, then close
      // the database.
      stopping ??= (async () => {
        await apollo.stop(); // requests still draining may write holds and mails: their jobs are still sent
        await jobs.stop();
        await Promise.all([closeLimiters(), stopPageCache()]);
        await db.close();
      })();
      return stopping;
    },
  };
}

function closeAndThrow(db: Database) {
  return async (error: unknown): Promise<never> => {
    await db.close();
    throw error;
  };
}
