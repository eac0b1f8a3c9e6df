import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../server/src/assembly/mikro-orm.config.js';
import { hashPassword } from '../../../server/src/modules/account/password.js';
import { User, type UserRole } from '../../../server/src/modules/account/user.entity.js';
import { book, order, seatsLeft, type SlotFixture } from '../booking.fixtures.js';
import { call } from './child-server.js';
import type { TestServer } from './test-server.js';

/**
 * Migrates `databaseUrl`, then serves the test fixtures (which take a TestServer) pointed at servers running as child processes: a MikroORM of the
 * test's own on the same database for direct rows, and HTTP calls to `baseUrl` for flows that go through the API.
 */
export interface FixtureServer {
  server: TestServer;
  orm: MikroORM;
  userWithPassword(
    role: 'client' | 'supplier' | 'admin',
    password: string,
  ): Promise<{ id: number; email: string }>;
  book(slot: SlotFixture, token: string, adults?: number): Promise<number>;
  order(slot: SlotFixture, token: string, adults?: number): Promise<{ bookingId: number; orderId: number }>;
  seats(timeId: number): Promise<number>;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** Points the API calls at another process (after a restart). */
  retarget(baseUrl: string): void;
  close(): Promise<void>;
}

export async function openFixtureServer(databaseUrl: string, baseUrl: string): Promise<FixtureServer> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, { pool: { min: 0, max: 4 } }));
  await orm.migrator.up(); // the schema before any server boots, so several can boot at once
  let base = baseUrl;
  const server = {
    get url() {
      return base;
    },
    db: { orm },
    http: (method: string, path: string, options?: Parameters<typeof call>[3]) =>
      call(base, method, path, options),
    async graphql(query: string, variables?: Record<string, unknown>, token?: string) {
      const res = await call(base, 'POST', '/graphql', { body: { query, variables }, token });
      return { status: res.status, ...(res.body as object) };
    },
  } as unknown as TestServer;
  let counter = 0;
  return {
    server,
    orm,
    async userWithPassword(role, password) {
      const em = orm.em.fork();
      const email = `${role}-${Date.now().toString(36)}${counter++}@procesos.test`;
      const user = new User({
        name: 'Prueba Procesos',
        email,
        passwordHash: await hashPassword(password),
        role: role as UserRole,
      });
      user.activatedAt = new Date();
      await em.persist(user).flush();
      return { id: user.id, email };
    },
    book: (slot, token, adults) => book(server, slot, token, adults),
    order: (slot, token, adults) => order(server, slot, token, adults),
    seats: (timeId) => seatsLeft(server, timeId),
    sql: (query, params = []) => orm.em.fork().getConnection().execute(query, params) as never,
    retarget(url) {
      base = url;
    },
    close: () => orm.close(),
  };
}
