// Draws server/src folder by folder: each arrow between two folders (with its count of imports), marked ↑ when it runs
// back up the layers of scripts/server-layers.cjs, then the circles (folders that reach each other). Usage:
//   npx node scripts/import-graph.mjs [--max-up N]     (exits 1 with more than N arrows running back up)
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const { layers, folderOf } = require('./server-layers.cjs');
const { options } = require('../.dependency-cruiser.server.cjs');
const maxUp = process.argv.includes('--max-up')
  ? Number(process.argv[process.argv.indexOf('--max-up') + 1])
  : null;

const { output } = await cruise(['server/src'], {
  ...options,
  includeOnly: '^server/src/',
  outputType: 'json',
});
const { modules } = JSON.parse(output);
const rank = (file) => layers.length - layers.findIndex((layer) => new RegExp(layer.path).test(file));

/** from → to → { imports, up } */
const graph = new Map();
for (const { source, dependencies } of modules) {
  const from = folderOf(source);
  if (!graph.has(from)) graph.set(from, new Map());
  for (const { resolved } of dependencies) {
    const to = folderOf(resolved);
    if (to === from) continue;
    const arrow = graph.get(from).get(to) ?? { imports: 0, up: false };
    arrow.imports += 1;
    arrow.up ||= rank(resolved) > rank(source);
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
  `server/src: ${graph.size} folders, ${arrows} arrows, ${up} running back up, ${rings.length} circles ` +
    `(${pairs.length} pairs of folders importing each other)`,
);
if (maxUp !== null && up > maxUp) process.exit(1);
