import 'reflect-metadata';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ormConfig } from '../../../server/src/assembly/mikro-orm.config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../server/src/db/embedded-postgres.js';
import { seedDemo } from '../../../server/src/db/seed/demo.js';
import { objectStore } from '../../../server/src/modules/media/object-store.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** This run's DATA_DIR (seeded pictures under uploads/); removed at teardown. */
    dataDir: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
const dataDir = path.resolve('.data-test', `run-${process.pid}`);

/** A fresh test database per run: on DATABASE_URL's server when set, otherwise on a throwaway embedded cluster. */
export async function setup(project: TestProject): Promise<void> {
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: '.data-test', port: 54339, database: 'postgres' });
    serverUrl = embedded.url;
  }
  const url = new URL(serverUrl);
  const name = `xplora_test_${process.pid}`;
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} encoding 'UTF8' template template0`);
  await admin.end();
  url.pathname = `/${name}`;
  const orm = await MikroORM.init(ormConfig(url.toString()));
  await orm.migrator.up();
  await seedDemo(orm, objectStore({ dataDir }));
  await orm.close();
  // Test servers (loadConfig) serve and store uploads in this run's directory, not in .data/.
  process.env.DATA_DIR = dataDir;
  project.provide('databaseUrl', url.toString());
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  await embedded?.stop();
}
