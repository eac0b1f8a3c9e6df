import pg from 'pg';
import { inject } from 'vitest';

/**
 * An empty database of its own for a suite that must see the whole database (content hashes, invariants over every
 * row, jobs that sweep every table) without the other test files writing beside it. The server migrates it on boot.
 */
export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createOwnDatabase(suffix: string): Promise<OwnDatabase> {
  const shared = new URL(inject('databaseUrl'));
  const name = `${shared.pathname.slice(1)}_${suffix}`;
  shared.pathname = '/postgres';
  const adminUrl = shared.toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} encoding 'UTF8' template template0`);
  await admin.end();
  shared.pathname = `/${name}`;
  return {
    url: shared.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
