import 'reflect-metadata';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runLoad } from './load.js';
import { functionsTable, summarizeProfile, summaryTable, type CpuProfile } from './profile-summary.js';
import { activityIdsOf, FLOOR, scenariosFor, type BenchRequest } from './scenarios.js';
import { startServers } from './server-child.js';
import { benchScale, prepareBenchDatabase } from './seed.js';

/**
 * npm run bench:profile [-- --duration=6 --concurrency=20 --only=search8-graphql,detail-rest --dir=.bench-profiles]
 * Issue 19 §4: where the product server's CPU goes on the search (8 and 24 per page) and detail documents. Starts
 * the bench's server child (product, bare baseline and GraphQL floor; production settings) on xplora_bench, warms
 * each target up, then loads it alone for `--duration` seconds measuring the child's CPU time per request
 * (`process.cpuUsage`), and again for `--duration` seconds with the child's V8 CPU profiler running (inspector,
 * 200 µs sampling; startup and warm-up stay out of the profile), writes `<dir>/<target>.cpuprofile` (and its load
 * figures in `<target>.json`) and prints the CPU per request and its top buckets. The baseline's own profile is
 * what any Node + pg + JSON server pays; the floor's (`*-floor`), what graphql-js alone adds to it.
 */

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'];
  }),
);
const durationMs = Number(args.get('duration') ?? 6) * 1000;
const concurrency = Number(args.get('concurrency') ?? 20);
const dir = args.get('dir') ?? '.bench-profiles';
const only = args.get('only')?.split(',');
const log = (m: string) => console.log(m);

const TARGETS: [name: string, scenario: string, impl: string][] = [
  ['search8-baseline', 'search (8/page, id order)', 'baseline'],
  ['search8-graphql', 'search (8/page, id order)', 'graphql'],
  ['search8-rest', 'search (8/page, id order)', 'rest'],
  ['search8-floor', 'search (8/page, id order)', FLOOR],
  ['search24-baseline', 'search (24/page)', 'baseline'],
  ['search24-graphql', 'search (24/page)', 'graphql'],
  ['search24-rest', 'search (24/page)', 'rest'],
  ['search24-floor', 'search (24/page)', FLOOR],
  ['detail-baseline', 'detail', 'baseline'],
  ['detail-graphql', 'detail', 'graphql'],
  ['detail-rest', 'detail', 'rest'],
  ['text-graphql', 'text search (fts + fallback)', 'graphql'],
  ['text-floor', 'text search (fts + fallback)', FLOOR],
  ['detail-floor', 'detail', FLOOR],
  // The rendered activity page, a different activity each request: the render alone, the page cache never hits.
  ['detail-page', 'detail', 'page (SSR)'],
];

/**
 * `--cpu-only --repeat=3`: no profiler, only the server's CPU time per request, each target measured `repeat` times in
 * turn (interleaved: the machine's load drift hits every target alike) and the median kept. On a machine shared with
 * other work this is the steadier figure: wall-clock rates move with the other processes, CPU per request much less.
 */
const cpuOnly = args.has('cpu-only');
const repeat = Number(args.get('repeat') ?? 1);

const scale = benchScale(args.get('scale'));
const databaseUrl = await prepareBenchDatabase({ scale, reseed: false, log });
await mkdir(dir, { recursive: true });
const servers = await startServers(databaseUrl);
const scenarios = scenariosFor(servers.urls, activityIdsOf(scale.activities));
/**
 * Each target's requests go on where its previous run stopped: an activity's page is never asked for twice, so the
 * page cache cannot answer for the render being measured (warm-up and rounds used to replay the same activities).
 */
const sent = new Map<string, number>();
async function load(name: string, request: (i: number) => BenchRequest, ms: number) {
  const result = await runLoad({
    name,
    concurrency,
    durationMs: ms,
    warmupMs: 0,
    request,
    startAt: sent.get(name),
  });
  sent.set(name, result.next);
  return result;
}

/** The server's CPU per request (µs) while `request` loads it alone for `ms`. */
async function cpuPerRequest(name: string, request: (i: number) => BenchRequest, ms: number) {
  const cpuBefore = await servers.cpu();
  const plain = await load(name, request, ms);
  return { cpuUs: ((await servers.cpu()) - cpuBefore) / Math.max(1, plain.requests), plain };
}

try {
  if (cpuOnly) {
    const targets = TARGETS.filter(([name]) => !only || only.includes(name));
    const samples = new Map<string, number[]>();
    for (let round = 0; round < repeat; round++)
      // Every other round in reverse: a fixed order would always run the same side right after the other's load.
      for (const [name, scenario, impl] of round % 2 ? [...targets].reverse() : targets) {
        const request = scenarios[scenario]![impl]!;
        await load(name, request, 1000);
        const { cpuUs } = await cpuPerRequest(name, request, durationMs);
        samples.set(name, [...(samples.get(name) ?? []), cpuUs]);
      }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    log(`\nCPU del servidor por solicitud (µs), mediana de ${repeat} tandas intercaladas (${scale.name}):`);
    for (const [name, xs] of samples)
      log(
        `  ${name.padEnd(20)} ${median(xs).toFixed(0).padStart(7)}   (${xs.map((x) => x.toFixed(0)).join(', ')})`,
      );
    const ratio = (a: string, b: string) => {
      const x = samples.get(a);
      const y = samples.get(b);
      // Also the median of each round's own ratio: the two sides of a round ran back to back under the same load.
      if (x && y)
        log(
          `  ${a} ÷ ${b} (CPU de ${b} ÷ CPU de ${a}, como req/s): ${(median(y) / median(x)).toFixed(2)}; ` +
            `mediana por tanda ${median(x.map((v, k) => y[k]! / v)).toFixed(2)}`,
        );
    };
    for (const prefix of ['search8', 'search24', 'text', 'detail'])
      ratio(`${prefix}-graphql`, `${prefix}-floor`);
    ratio('detail-page', 'detail-rest');
  }
  for (const [name, scenario, impl] of cpuOnly ? [] : TARGETS) {
    if (only && !only.includes(name)) continue;
    const request = scenarios[scenario]![impl]!;
    await load(name, request, 1500);
    // First without the profiler: the server's CPU time per request, which other processes on the machine do not
    // inflate (wall-clock rates do).
    const { cpuUs, plain } = await cpuPerRequest(name, request, durationMs);
    await servers.profile({ profile: 'start' });
    const r = await load(name, request, durationMs);
    const file = join(dir, `${name}.cpuprofile`);
    await servers.profile({ profile: 'stop', file });
    const figures = {
      requests: r.requests,
      rps: r.rps,
      errors: r.errors,
      p50: r.p50,
      cpuUs,
      plainRps: plain.rps,
    };
    await writeFile(file.replace(/\.cpuprofile$/, '.json'), JSON.stringify(figures));
    const summary = summarizeProfile(JSON.parse(await readFile(file, 'utf8')) as CpuProfile);
    log(
      `\n### ${name}: server CPU ${cpuUs.toFixed(0)} µs per request (unprofiled: ${plain.rps.toFixed(0)} req/s, ` +
        `${plain.errors} errors); profiled: ${r.rps.toFixed(0)} req/s, ${r.errors} errors (${file})\n`,
    );
    log(summaryTable(summary, r.requests));
    log(`\ntop functions (self):\n${functionsTable(summary)}`);
  }
} finally {
  servers.stop();
}
