import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';

/**
 * The booking race writes suppliers, activities and bookings: it gets its own freshly migrated database
 * (`xplora_bench_race` on DATABASE_URL's server), so the catalogue bench data stays exactly as seeded.
 */
export async function prepareRaceDatabase(): Promise<string> {
  const url = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query('drop database if exists xplora_bench_race with (force)');
  await admin.query(`create database xplora_bench_race encoding 'UTF8' template template0`);
  await admin.end();
  url.pathname = '/xplora_bench_race';
  const orm = await MikroORM.init(ormConfig(url.toString(), { debug: false }));
  await orm.migrator.up();
  await orm.close();
  return url.toString();
}
