import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import {
  DEFAULT_EMBEDDED_PORT,
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../db/embedded-postgres.js';
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
  if (await migrationsPending(orm)) await orm.migrator.up();
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

const MIGRATION_FILE = /^(Migration\d+)\.(js|ts)$/;

/**
 * Whether a migration file is not yet recorded in the migrations table: one query, so a start on a database that is
 * already at the latest migration skips the migrator (its table checks and the import of every migration module).
 * Any doubt (no folder, no table yet) answers true and the migrator decides.
 */
export async function migrationsPending(orm: MikroORM): Promise<boolean> {
  const options = orm.config.get('migrations');
  const folder = path.resolve(orm.config.get('preferTs') ? options.pathTs! : options.path!);
  try {
    const files = readdirSync(folder).flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? []);
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<{ name: string }[]>(`select name from ${options.tableName ?? 'mikro_orm_migrations'}`);
    const done = new Set(rows.map((row) => row.name));
    return files.length === 0 || files.some((name) => !done.has(name));
  } catch {
    return true;
  }
}
