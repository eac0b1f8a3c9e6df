import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Cold start of `npm start` (the built server on the embedded PostgreSQL): spawns `node dist/server/src/main.js` on
 * a fresh data directory (initdb, migrations, demo seed) and times the first served page `/` and the first 200 from
 * `/readyz`; then a warm restart on the same directory, and the SIGTERM shutdown. Builds first when dist/ is missing
 * (or with `build: true`) and reports the build times separately.
 */

export interface ColdStartOptions {
  /** Rebuild server and client even when dist/ exists. */
  build?: boolean;
  clientDist?: string;
  log?: (m: string) => void;
}

export interface StartFigures {
  firstPageMs: number;
  readyMs: number;
  stopMs: number;
}

export interface ColdStartResult {
  buildServerMs?: number;
  buildClientMs?: number;
  cold: StartFigures;
  warm: StartFigures;
}

const MAIN = 'dist/server/src/main.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function timedNpm(script: string, args: string[] = []): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // tsc still emits on type errors (a half-edited tree); only a missing output is fatal, checked by the caller.
  if (result.status !== 0) console.warn(`  aviso: npm run ${script} terminó con ${result.status}`);
  return performance.now() - started;
}

/** Polls `url` every 25 ms until `accept` says yes; returns the time since `since`. */
async function until(url: string, since: number, accept: (res: Response, body: string) => boolean) {
  const deadline = performance.now() + 180_000;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url);
      if (accept(res, await res.text())) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} no respondió en 180 s`);
}

async function startOnce(dataDir: string, clientDist: string): Promise<StartFigures> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    CLIENT_DIST: clientDist,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], { env, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    const [firstPageMs, readyMs] = await Promise.all([
      until(`${base}/`, started, (res, body) => res.status === 200 && body.includes('<div id="root"')),
      until(`${base}/readyz`, started, (res) => res.status === 200),
    ]);
    const stopping = performance.now();
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`el servidor terminó con ${code}`);
    return { firstPageMs, readyMs, stopMs: performance.now() - stopping };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

export async function measureColdStart(options: ColdStartOptions = {}): Promise<ColdStartResult> {
  const log = options.log ?? console.log;
  const clientDist = path.resolve(options.clientDist ?? 'dist/client');
  const result: Partial<ColdStartResult> = {};
  if (options.build || !existsSync(MAIN)) {
    log('  compilando el servidor (npm run build:server)…');
    result.buildServerMs = timedNpm('build:server');
    if (!existsSync(MAIN)) throw new Error(`falta ${MAIN} tras compilar`);
  }
  if (options.build || !existsSync(path.join(clientDist, 'index.html'))) {
    log(`  compilando el cliente (npm run build:client → ${path.relative('.', clientDist)})…`);
    result.buildClientMs = timedNpm('build:client', ['--outDir', clientDist]);
    if (!existsSync(path.join(clientDist, 'index.html'))) throw new Error('falta el cliente tras compilar');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xplora-cold-'));
  try {
    result.cold = await startOnce(dataDir, clientDist);
    result.warm = await startOnce(dataDir, clientDist);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result as ColdStartResult;
}
