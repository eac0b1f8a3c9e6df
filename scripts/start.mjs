// npm start: builds what changed since the last build, then serves the product (dist/app/main.js).
// The build is skipped when the sources' fingerprint equals the one stamped by the last complete build, so a second
// start goes straight to the server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'server/src', 'schema', 'rest-compat/src', 'client'];
const FILES = ['package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'client/tsconfig.json'];
const SKIP = new Set(['node_modules', 'dist', '.vite']);
const OUTPUTS = ['dist/app/main.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'];
const STAMP = path.join(root, 'dist', '.build-stamp');
const STEPS = [
  ['build:server', 'el servidor'],
  ['build:client', 'el cliente'],
  ['build:ssr', 'el renderizador de páginas'],
];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** A hash of every source file's path and content (content, not times: a fresh checkout changes no fingerprint). */
function fingerprint() {
  const hash = createHash('sha256');
  const all = [
    ...SOURCES.flatMap((dir) => [...files(path.join(root, dir))]),
    ...FILES.map((f) => path.join(root, f)).filter(existsSync),
  ].sort();
  for (const file of all) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

const current = fingerprint();
const built =
  OUTPUTS.every((f) => existsSync(path.join(root, f))) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === current;

if (built) {
  console.log('Compilación al día: se inicia el servidor.');
} else {
  const started = Date.now();
  for (const [index, [script, what]] of STEPS.entries()) {
    console.log(`\n[${index + 1}/${STEPS.length}] Compilando ${what} (npm run ${script})…`);
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, `${current}\n`);
  console.log(`\nCompilado en ${((Date.now() - started) / 1000).toFixed(1)} s; se inicia el servidor.\n`);
}

await import(pathToFileURL(path.join(root, 'dist/app/main.js')).href);
