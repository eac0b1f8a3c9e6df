import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import {
  DEFAULT_EMBEDDED_PORT,
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './embedded-postgres.js';
import { ormConfig } from './mikro-orm.config.js';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies every pending migration. */
export async function openDatabase(config: Config): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (url) {
    await ensureDatabase(url);
  } else {
    // An explicit EMBEDDED_PG_PORT is used as given (and fails clearly when taken); otherwise any free port will do.
    const port = config.embeddedPgPort ?? (await freePort(DEFAULT_EMBEDDED_PORT));
    if (port !== (config.embeddedPgPort ?? DEFAULT_EMBEDDED_PORT))
      console.log(`PostgreSQL embebido: el puerto ${DEFAULT_EMBEDDED_PORT} está ocupado; se usa el ${port}.`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port, database: 'xplora' });
    url = embedded.url;
  }
  const orm = await MikroORM.init(ormConfig(url, { debug: process.env.SQL_DEBUG === '1' }));
  await orm.migrator.up();
  return {
    orm,
    url,
    embedded,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
