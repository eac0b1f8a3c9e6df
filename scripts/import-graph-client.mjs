// Draws client/src at folder level: every arrow between folders, the ones running back up the layering of
// .dependency-cruiser.client.cjs, and the circles between folders. Usage:
//   node scripts/import-graph-client.mjs [--max N] [checkout]   (checkout defaults to this one; --max fails above N)
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';

const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt >= 0 ? Number(args.splice(maxAt, 2)[1]) : Infinity;
const root = resolve(args[0] ?? '.');
const { forbidden, options } = createRequire(import.meta.url)('../.dependency-cruiser.client.cjs');
/** The layers below the top one, top first, as the config's layer rules list them. */
const lower = forbidden
  .filter((rule) => rule.name.endsWith('-imports-only-below'))
  .map((rule) => rule.from.path);

process.chdir(root);
const { output } = await cruise(['client/src'], {
  ...options,
  includeOnly: '^client/src/',
  outputType: 'json',
});
const { modules } = JSON.parse(output);

/** A folder: pages/<page>, else the first folder under client/src; the files at its root are the entries. */
function folderOf(path) {
  const parts = path.replace(/^client\/src\//, '').split('/');
  if (parts.length === 1) return 'entries';
  return parts[0] === 'pages' ? `pages/${parts[1]}` : parts[0];
}
/** 0 for the top layer (the entries), then 1, 2… down the layers. */
const layerOf = (path) => lower.findIndex((pattern) => new RegExp(pattern).test(path)) + 1;

const arrows = new Map();
const folders = new Set();
for (const module of modules) {
  const from = folderOf(module.source);
  folders.add(from);
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (to === from || !dependency.resolved.startsWith('client/src/')) continue;
    const key = `${from} -> ${to}`;
    const arrow = arrows.get(key) ?? { from, to, imports: 0, up: false };
    arrow.imports += 1;
    arrow.up ||= layerOf(dependency.resolved) < layerOf(module.source);
    arrows.set(key, arrow);
  }
}

/** Tarjan's strongly connected components of the folder graph: each with more than one folder is a circle. */
function circles() {
  const next = new Map([...folders].map((f) => [f, []]));
  for (const { from, to } of arrows.values()) next.get(from)?.push(to);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const f of folders) if (!index.has(f)) visit(f);
  return found;
}

const sorted = [...arrows.values()].sort((a, b) => `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`));
for (const a of sorted) console.log(`${a.up ? '↑' : ' '} ${a.from} -> ${a.to} (${a.imports})`);
const up = sorted.filter((a) => a.up).length;
const rings = circles();
for (const ring of rings) console.log(`circle: ${ring.join(', ')}`);
console.log(`${folders.size} folders, ${arrows.size} arrows, ${up} running back up, ${rings.length} circles`);
if (up > max) process.exit(1);
