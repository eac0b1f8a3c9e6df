// Draws server/src or client/src folder by folder: each arrow between two folders (with its count of imports), marked
// ↑ when it runs back up the layers, then the circles (folders that reach each other). Usage:
//   npx node scripts/import-graph.mjs server|client [--max-up N] [checkout]
//     (checkout defaults to this one; exits 1 with more than N arrows running back up or with any circle)
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const maxAt = args.indexOf('--max-up');
const maxUp = maxAt >= 0 ? Number(args.splice(maxAt, 2)[1]) : Infinity;
const [side = 'server', checkout = '.'] = args;

/** Per side: where it lives, its folder of a file, and its height (a higher layer has a greater height). */
const SIDES = {
  server() {
    const { layers, folderOf } = require('./server-layers.cjs');
    const height = (file) => layers.length - layers.findIndex((layer) => new RegExp(layer.path).test(file));
    return { root: 'server/src/', config: '../.dependency-cruiser.server.cjs', folderOf, height };
  },
  client() {
    const { forbidden } = require('../.dependency-cruiser.client.cjs');
    // The layers below the top one (the entries), top first, as the config's layer rules list them.
    const lower = forbidden.filter((r) => r.name.endsWith('-imports-only-below')).map((r) => r.from.path);
    /** pages/<page>, else the first folder under client/src; the files at its root are the entries. */
    const folderOf = (path) => {
      const parts = path.replace(/^client\/src\//, '').split('/');
      if (parts.length === 1) return 'entries';
      return parts[0] === 'pages' ? `pages/${parts[1]}` : parts[0];
    };
    const height = (file) => -(lower.findIndex((pattern) => new RegExp(pattern).test(file)) + 1);
    return { root: 'client/src/', config: '../.dependency-cruiser.client.cjs', folderOf, height };
  },
};
if (!SIDES[side]) throw new Error(`Uso: import-graph.mjs server|client [--max-up N] [checkout]`);
const { root, config, folderOf, height } = SIDES[side]();
const { options } = require(config);

process.chdir(resolve(checkout));
const { output } = await cruise([root], { ...options, includeOnly: `^${root}`, outputType: 'json' });
const { modules } = JSON.parse(output);

/** from → to → { imports, up } */
const graph = new Map();
for (const { source, dependencies } of modules) {
  const from = folderOf(source);
  if (!graph.has(from)) graph.set(from, new Map());
  for (const { resolved } of dependencies) {
    if (!resolved.startsWith(root)) continue;
    const to = folderOf(resolved);
    if (to === from) continue;
    const arrow = graph.get(from).get(to) ?? { imports: 0, up: false };
    arrow.imports += 1;
    arrow.up ||= height(resolved) > height(source);
    graph.get(from).set(to, arrow);
  }
}

/** Folders that reach each other: the strongly connected components (more than one folder) of the drawing. */
function circles() {
  const reach = (start) => {
    const seen = new Set();
    const todo = [start];
    while (todo.length)
      for (const next of graph.get(todo.pop())?.keys() ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        todo.push(next);
      }
    return seen;
  };
  const reaches = new Map([...graph.keys()].map((f) => [f, reach(f)]));
  const rings = new Map();
  for (const f of graph.keys()) {
    const ring = [...graph.keys()]
      .filter((g) => g === f || (reaches.get(f).has(g) && reaches.get(g).has(f)))
      .sort();
    if (ring.length > 1) rings.set(ring.join(', '), ring);
  }
  return [...rings.keys()];
}

let arrows = 0;
let up = 0;
for (const from of [...graph.keys()].sort())
  for (const [to, arrow] of [...graph.get(from)].sort(([a], [b]) => a.localeCompare(b))) {
    arrows += 1;
    if (arrow.up) up += 1;
    console.log(`${arrow.up ? '↑' : ' '} ${from} → ${to} (${arrow.imports})`);
  }
const rings = circles();
for (const ring of rings) console.log(`circle: ${ring}`);
const pairs = [...graph].flatMap(([from, tos]) =>
  [...tos.keys()].filter((to) => from < to && graph.get(to)?.has(from)).map((to) => `${from} ⇄ ${to}`),
);
console.log(`both ways: ${pairs.join('; ') || 'none'}`);
console.log(
  `${root}: ${graph.size} folders, ${arrows} arrows, ${up} running back up, ${rings.length} circles ` +
    `(${pairs.length} pairs of folders importing each other)`,
);
if (up > maxUp || rings.length > 0) process.exit(1);
