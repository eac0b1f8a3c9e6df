import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The product, the bare baseline (baseline.ts) and graphql-js alone on the product's schema (graphql-floor.ts). */
export type Urls = { product: string; baseline: string; floor: string };

/**
 * servers.ts in a child process on `databaseUrl`: the product server (production settings) and the raw baseline,
 * so the load generator does not share their event loop.
 */
export async function startServers(databaseUrl: string) {
  const child = fork(fileURLToPath(new URL('./servers.ts', import.meta.url)), [databaseUrl], {
    execArgv: ['--import', '@swc-node/register/esm-register'],
    // As in the production image: React and react-dom load their production builds for the rendered pages.
    env: {
      ...process.env,
      NODE_ENV: 'production',
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
