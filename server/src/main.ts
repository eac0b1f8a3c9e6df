import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { loadConfig } from './config.js';
import { seedDemo } from './db/seed/demo.js';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.js';
import { startServer } from './server.js';

const startedAt = performance.now();
const config = loadConfig();
const server = await startServer(config, {
  seed: config.seedDemo ? async (db) => void (await seedDemo(db.orm, config.dataDir)) : undefined,
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
  process.once(signal, () => {
    logger.info(`${signal}: deteniendo…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error al detener');
        process.exit(1);
      },
    );
  });
}
