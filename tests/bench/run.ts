import 'reflect-metadata';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compareReadPaths } from './orm-compare.js';
import { runLoad, summarize, type LoadResult } from './load.js';
import { BENCH_ACTIVITIES, prepareBenchDatabase } from './seed.js';

/**
 * npm run bench [-- --reseed --duration=12 --rounds=4 --concurrency=16]
 * Seeds xplora_bench (10,000 activities, 2,000 customers) once, starts the product and the raw Express + pg baseline
 * in a child process, then loads each side by side in one run and prints req/s, p50/p95/p99 and the ratios.
 */

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'];
  }),
);
const durationMs = Number(args.get('duration') ?? 12) * 1000;
/** Each implementation runs in this many interleaved slices, so load drift on a shared machine hits all alike. */
const rounds = Number(args.get('rounds') ?? 4);
const warmupMs = 1500;
const concurrency = Number(args.get('concurrency') ?? 16);
const log = (m: string) => console.log(m);

const CARD_QUERY = `query Cards($page: Int!, $perPage: Int!, $filter: ActivityFilter) {
  activities(page: $page, perPage: $perPage, filter: $filter) { total page lastPage items {
    id title basePrice rating commentsCount durationQuantity durationUnit bookmarked
    category { id name } destination { id name } images(limit: 1) { url(size: "480x480") } tags { name label } } } }`;

const DETAIL_QUERY = `query Detail($id: ID!) { activity(id: $id) {
  id title summary description status rating commentsCount basePrice expectedParticipants bookmarked
  category { name } destination { name } supplier { tradeName } images { path description } tags { label }
  prices { title price } details { type title value } dates { startsAt times { startsAt currentAvailable } }
  reviews { personName rating title createdAt } } }`;

const WORDS = ['paseo', 'playa', 'cacao', 'teleférico', 'kayak', 'telerefico'];

/** Published activity ids (every 50th is pending in the bench seed). */
function activityId(i: number): number {
  let id = ((i * 7919) % BENCH_ACTIVITIES) + 1;
  if (id % 50 === 0) id += 1;
  return id;
}

function gqlPost(url: string, query: string, variables: Record<string, unknown>) {
  return {
    url: `${url}/graphql`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    },
  };
}

function table(rows: (LoadResult & { ratio: string })[]): void {
  console.log(
    'scenario'.padEnd(34) +
      'req/s'.padStart(9) +
      'p50 ms'.padStart(9) +
      'p95 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'errors'.padStart(8) +
      '  vs baseline',
  );
  for (const r of rows)
    console.log(
      r.name.padEnd(34) +
        r.rps.toFixed(0).padStart(9) +
        r.p50.toFixed(1).padStart(9) +
        r.p95.toFixed(1).padStart(9) +
        r.p99.toFixed(1).padStart(9) +
        String(r.errors).padStart(8) +
        `  ${r.ratio}`,
    );
}

const databaseUrl = await prepareBenchDatabase({ reseed: args.has('reseed'), log });

log('\nLectura de una página de búsqueda en el proceso (sin HTTP): filas planas vs entidades MikroORM');
for (const r of await compareReadPaths(databaseUrl))
  log(
    `  ${r.name.padEnd(9)} perPage ${String(r.perPage).padStart(2)}: media ${r.mean.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, ${r.statements} sentencias SQL`,
  );

const child = fork(fileURLToPath(new URL('./servers.ts', import.meta.url)), [databaseUrl], {
  execArgv: ['--import', '@swc-node/register/esm-register'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const urls = await new Promise<{ product: string; baseline: string }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { product: string; baseline: string }));
  child.once('exit', (code) => reject(new Error(`el proceso de servidores terminó (${code})`)));
});

const scenarios: Record<string, Record<string, (i: number) => { url: string; init?: RequestInit }>> = {
  'search (8/page, id order)': {
    baseline: (i) => ({ url: `${urls.baseline}/search?page=${1 + (i % 200)}&perPage=8` }),
    graphql: (i) => gqlPost(urls.product, CARD_QUERY, { page: 1 + (i % 200), perPage: 8 }),
    rest: (i) => ({
      url: `${urls.product}/api/v1/activity?status=1&page=${1 + (i % 200)}&perPage=8&with=images,category,destination,tags`,
    }),
  },
  'search (24/page)': {
    baseline: (i) => ({ url: `${urls.baseline}/search?page=${1 + (i % 200)}&perPage=24` }),
    graphql: (i) => gqlPost(urls.product, CARD_QUERY, { page: 1 + (i % 200), perPage: 24 }),
    rest: (i) => ({
      url: `${urls.product}/api/v1/activity?page=${1 + (i % 200)}&perPage=24&with=images,category,destination,tags`,
    }),
  },
  'text search (fts + fallback)': {
    baseline: (i) => ({
      url: `${urls.baseline}/search?s=${encodeURIComponent(WORDS[i % WORDS.length]!)}&perPage=8`,
    }),
    graphql: (i) =>
      gqlPost(urls.product, CARD_QUERY, { page: 1, perPage: 8, filter: { text: WORDS[i % WORDS.length] } }),
    rest: (i) => ({
      url: `${urls.product}/api/v1/activity?s=${encodeURIComponent(WORDS[i % WORDS.length]!)}&perPage=8&with=images,category,destination,tags`,
    }),
  },
  detail: {
    baseline: (i) => ({ url: `${urls.baseline}/detail/${activityId(i)}` }),
    graphql: (i) => gqlPost(urls.product, DETAIL_QUERY, { id: String(activityId(i)) }),
    rest: (i) => ({ url: `${urls.product}/api/v1/activity/${activityId(i)}` }),
  },
};

log(
  `\nCarga: ${concurrency} conexiones concurrentes, ${durationMs / 1000} s por implementación y escenario en ${rounds} tandas intercaladas (+${warmupMs / 1000} s de calentamiento cada una), 127.0.0.1`,
);
const rows: (LoadResult & { ratio: string })[] = [];
try {
  for (const [scenario, impls] of Object.entries(scenarios)) {
    const merged = new Map<string, { latencies: number[]; errors: number; elapsed: number }>();
    for (let round = 0; round < rounds; round++) {
      for (const [impl, request] of Object.entries(impls)) {
        const r = await runLoad({
          name: impl,
          concurrency,
          durationMs: durationMs / rounds,
          warmupMs: round === 0 ? warmupMs : 300,
          request: (i) => request(i + round * 100_003),
        });
        const m = merged.get(impl) ?? { latencies: [], errors: 0, elapsed: 0 };
        m.latencies.push(...r.latencies);
        m.errors += r.errors;
        m.elapsed += r.elapsed;
        merged.set(impl, m);
      }
    }
    const baselineRps = summarize(
      '',
      merged.get('baseline')!.latencies,
      0,
      merged.get('baseline')!.elapsed,
    ).rps;
    for (const [impl, m] of merged) {
      const result = summarize(`${scenario} · ${impl}`, m.latencies, m.errors, m.elapsed);
      rows.push({ ...result, ratio: (result.rps / baselineRps).toFixed(2) });
      log(`  ${result.name}: ${result.rps.toFixed(0)} req/s`);
    }
  }
} finally {
  child.send('stop');
}
console.log('');
table(rows);
