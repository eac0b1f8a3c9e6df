import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsPending } from '../../server/src/assembly/database.js';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';

/** Issue 16 §4: a start on a database already at the latest migration skips the migrator; any other runs it. */

let db: OwnDatabase;
let orm: MikroORM;

beforeAll(async () => {
  db = await createOwnDatabase('migrations_pending');
  orm = await MikroORM.init(ormConfig(db.url));
});
afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

describe('migrationsPending', () => {
  it('is true on an empty database, false once migrated, true again when a migration is missing', async () => {
    expect(await migrationsPending(orm)).toBe(true);
    await orm.migrator.up();
    expect(await migrationsPending(orm)).toBe(false);
    const conn = orm.em.fork().getConnection();
    const [last] = await conn.execute<{ name: string }[]>(
      'delete from mikro_orm_migrations where id = (select max(id) from mikro_orm_migrations) returning name',
    );
    expect(await migrationsPending(orm)).toBe(true);
    await conn.execute('insert into mikro_orm_migrations (name) values (?)', [last!.name]);
    expect(await migrationsPending(orm)).toBe(false);
  }, 60_000);
});
