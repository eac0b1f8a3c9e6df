import { spawn } from 'node:child_process';

/**
 * Builds the client into `dir` (about 10–25 s), or with `ssr` the server entry of the public pages, so a test never
 * judges a stale dist/ and `npm run test:api` does not depend on `npm run build`.
 */
export function buildClient(dir: string, options: { ssr?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--config',
        'client/vite.config.ts',
        ...(options.ssr ? ['--ssr', 'src/entry-server.tsx'] : []),
        '--outDir',
        dir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      // vitest sets NODE_ENV=test, which would make Vite bundle React's development builds.
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, NODE_ENV: 'production', XPLORA_PRECOMPRESS: '0' },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build falló (${code}): ${stderr}`)),
    );
  });
}
