// npm run dev: the whole product with reload. Vite rebuilds the browser files (dist/client) and the server entry of
// the public pages (dist/ssr) on every change under client/; `node --watch` restarts the server when its own code or
// the rebuilt server entry changes. Open http://localhost:4000 (server-rendered pages, as in production).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const vite = ['node_modules/vite/bin/vite.js', 'build', '--watch', '--config', 'client/vite.config.ts'];
const children = [];
const run = (args, env = {}) => {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code) stop(code);
  });
  return child;
};
function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

rmSync('dist/ssr/entry-server.js', { force: true });
run(vite, { XPLORA_PRECOMPRESS: '0' });
run([...vite, '--ssr', 'src/entry-server.tsx']);
// The server starts once both first builds are there.
while (!existsSync('dist/ssr/entry-server.js') || !existsSync('dist/client/index.html'))
  await new Promise((r) => setTimeout(r, 300));
run(['--watch', '--import', '@swc-node/register/esm-register', 'app/main.ts']);
