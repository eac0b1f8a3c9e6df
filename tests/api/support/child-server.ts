import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
export { call } from './http.js';

/**
 * The real server as a child process (`node … app/main.ts`), as production runs it: its own pools, limiters
 * and job runner. `kill()` is `kill -9`; `stop()` is SIGTERM and waits for the exit.
 */
export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Everything the process wrote (pino JSON lines). */
  output(): string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function spawnServer(env: {
  databaseUrl: string;
  dataDir: string;
  extra?: Record<string, string>;
}): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', path.resolve('app/main.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: env.databaseUrl,
        DATA_DIR: env.dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        CLIENT_DIST: path.join(env.dataDir, 'no-client'),
        ...env.extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Xplora listo en (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
