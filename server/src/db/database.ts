import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
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
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      database: 'xplora',
    });
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
