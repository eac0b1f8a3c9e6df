import { execFileSync, fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The product, the bare baseline (baseline.ts) and graphql-js alone on the product's schema (graphql-floor.ts). */
export type Urls = { product: string; baseline: string; floor: string };

/** The repository root: tsc and the compiled child are found from here whatever the working directory. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let compiled: string | undefined;

/**
 * servers.ts and what it imports, compiled by tsc into dist/bench (incremental: seconds once built) and run as plain
 * JavaScript, as `npm start` runs the product. Run from source instead, every `import()` goes through swc's loader
 * hooks on their own thread (~0.3 ms each, against ~5 µs): MikroORM's `em.getDataLoader()` imports its dataloader
 * module on each first use per request, so a page that loads 20 references paid milliseconds the product does not.
 */
function compiledServers(): string {
  if (!compiled) {
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.bench.json'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    compiled = join(ROOT, 'dist/bench/tests/bench/servers.js');
  }
  return compiled;
}

/**
 * servers.ts in a child process on `databaseUrl`: the product server (production settings), the raw baseline and
 * the GraphQL floor, so the load generator does not share their event loop.
 */
export async function startServers(databaseUrl: string, options: { sqlCount?: boolean } = {}) {
  const child = fork(compiledServers(), [databaseUrl], {
    execArgv: ['--enable-source-maps'],
    // As in the production image: React and react-dom load their production builds for the rendered pages.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_SQL_COUNT: options.sqlCount ? '1' : '0',
      VOUCHER_SECRET: process.env.VOUCHER_SECRET ?? 'bench-voucher-secret-only-for-local-runs',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const urls = await new Promise<Urls>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Urls));
    child.once('exit', (code) => reject(new Error(`el proceso de servidores terminó (${code})`)));
  });
  /** Starts or stops (writing `file`) the child's CPU profiler; resolves once it has. */
  const profile = (message: { profile: 'start' } | { profile: 'stop'; file: string }) =>
    new Promise<void>((resolve) => {
      const done = (m: unknown) => {
        if ((m as { profiled?: string }).profiled !== message.profile) return;
        child.off('message', done);
        resolve();
      };
      child.on('message', done);
      child.send(message);
    });
  /** The child's CPU time so far (user + system, µs). */
  const cpu = () =>
    new Promise<number>((resolve) => {
      const done = (m: unknown) => {
        const usage = (m as { cpu?: NodeJS.CpuUsage }).cpu;
        if (!usage) return;
        child.off('message', done);
        resolve(usage.user + usage.system);
      };
      child.on('message', done);
      child.send('cpu');
    });
  return { urls, profile, cpu, stop: () => child.send('stop') };
}
