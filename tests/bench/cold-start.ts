import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Cold start of `npm start` (the built server on the embedded PostgreSQL): spawns `node dist/app/main.js` on
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

const MAIN = 'dist/app/main.js';

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
  const { env, port } = await startEnv(dataDir, { CLIENT_DIST: clientDist, LOG_LEVEL: 'warn' });
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

export interface NpmStartFigures {
  /** Spawn of `npm start` → the first 200 on `/`. */
  firstPageMs: number;
  /** What the start printed, each line with the seconds since spawn. */
  output: { atMs: number; line: string }[];
}

export interface NpmStartResult {
  first: NpmStartFigures;
  /** Each later start on the same checkout and data directory. */
  again: NpmStartFigures[];
}

/** The environment of a start on its own ports and data directory (no DATABASE_URL: the embedded PostgreSQL). */
async function startEnv(
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<{ env: NodeJS.ProcessEnv; port: number }> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return { env, port };
}

/**
 * One `npm start` (scripts/start.mjs: build what changed, then the server) timed from spawn to the first 200 on `/`,
 * then SIGTERM to its process group. Its output is kept line by line with the time it appeared.
 */
async function npmStartOnce(dataDir: string): Promise<NpmStartFigures> {
  const { env, port } = await startEnv(dataDir);
  const started = performance.now();
  const child = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: NpmStartFigures['output'] = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim()) output.push({ atMs: performance.now() - started, line });
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const firstPageMs = await until(`http://127.0.0.1:${port}/`, started, (res) => res.status === 200);
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    return { firstPageMs, output };
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
}

/**
 * `npm start` as a person runs it (issue 16 §4): the first start on a fresh data directory (initdb, migrations,
 * demo seed, and the build when the sources changed since the last one — `build: true` drops the build stamp so
 * it rebuilds and its progress shows), then `rounds` second starts on the same checkout and data directory.
 */
export async function measureNpmStart(
  options: { build?: boolean; rounds?: number } = {},
): Promise<NpmStartResult> {
  if (options.build) rmSync('dist/.build-stamp', { force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xplora-start-'));
  try {
    const first = await npmStartOnce(dataDir);
    const again: NpmStartFigures[] = [];
    for (let i = 0; i < (options.rounds ?? 3); i++) again.push(await npmStartOnce(dataDir));
    return { first, again };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
