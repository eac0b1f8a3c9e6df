import 'reflect-metadata';
import { runBookingRace } from './booking-race.js';
import { measureColdStart, measureNpmStart } from './cold-start.js';
import { runLoad, summarize, type LoadResult } from './load.js';
import { compareReadPaths } from './orm-compare.js';
import { startServers, type Urls } from './server-child.js';
import { prepareRaceDatabase } from './race-database.js';
import {
  activityIdsOf,
  BOOKING_PANEL_QUERY,
  CARD_QUERY,
  DETAIL_QUERY,
  FLOOR,
  gqlPost,
  scenariosFor,
  WORDS,
} from './scenarios.js';
import { runScalePart, scaleTable } from './scale.js';
import { benchScale, prepareBenchDatabase } from './seed.js';
import { runSupplierDayPart, supplierDayTable } from './supplier-day.js';
import { runUsers, type UserAction } from './users.js';
import { runDiscoveryUsers } from './discovery.js';
import { runTraffic, trafficBounds } from './traffic.js';

/**
 * npm run bench [-- --parts=orm,load,users,race,cold,start --scenarios=detail,search --reseed --duration=12 --rounds=4
 *                   --concurrency=20 --users=20 --users-duration=30 --race-rounds=5 --start-rounds=3 --build
 *                   --client-dist=dist/client]
 * Seeds xplora_bench (10,000 activities, 2,000 customers) once, starts the product, the raw Express + pg baseline
 * and graphql-js alone on the product's schema (the GraphQL floor) in a child process, then loads each side by side
 * in one run and prints req/s, p50/p95/p99 and the ratios; then
 * 20 simulated users (p95/p99 against the goals), the booking race (200 attempts, 10 seats) on its own database, and
 * the cold start of the built server on a fresh embedded data directory, and `npm start` itself (first and second
 * start to the first 200 on `/`). `--parts` picks any of them.
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
const concurrency = Number(args.get('concurrency') ?? 20);
const log = (m: string) => console.log(m);
const PARTS = [
  'orm',
  'load',
  'users',
  'race',
  'cold',
  'start',
  'scale',
  'discovery',
  'traffic',
  'supplier',
] as const;
/**
 * `scale` (10k and 100k side by side; builds the 100k database the first time), `discovery` (the filtered search
 * page with facets, discovery.ts), `traffic` (both scales too, and it writes bookings) and `supplier` (the supplier's
 * bookings and departures calendar) run only when asked.
 */
const ON_REQUEST: readonly string[] = ['scale', 'discovery', 'traffic', 'supplier'];
const DEFAULT_PARTS = PARTS.filter((part) => !ON_REQUEST.includes(part));
/** The dataset of the orm, load and users parts: `--scale=100k` builds and uses xplora_bench_100k. */
const scale = benchScale(args.get('scale'));
const activityId = activityIdsOf(scale.activities);
/** Issue 16 §4: a second `npm start` serves `/` within this. */
const SECOND_START_GOAL_MS = 5000;
const parts = new Set((args.get('parts') ?? DEFAULT_PARTS.join(',')).split(','));
for (const part of parts)
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`parte desconocida: ${part} (${PARTS.join(', ')})`);
let failed = false;

function table(rows: (LoadResult & { ratio: string })[]): void {
  console.log(
    'scenario'.padEnd(50) +
      'req/s'.padStart(9) +
      'p50 ms'.padStart(9) +
      'p95 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'errors'.padStart(8) +
      '  vs baseline',
  );
  for (const r of rows)
    console.log(
      r.name.padEnd(50) +
        r.rps.toFixed(0).padStart(9) +
        r.p50.toFixed(1).padStart(9) +
        r.p95.toFixed(1).padStart(9) +
        r.p99.toFixed(1).padStart(9) +
        String(r.errors).padStart(8) +
        `  ${r.ratio}`,
    );
}

const needsBench = ['orm', 'load', 'users', 'discovery', 'supplier'].some((p) => parts.has(p));
const databaseUrl = needsBench ? await prepareBenchDatabase({ scale, reseed: args.has('reseed'), log }) : '';

if (parts.has('orm')) {
  log('\nLectura de una página de búsqueda en el proceso (sin HTTP): filas planas vs entidades MikroORM');
  for (const r of await compareReadPaths(databaseUrl))
    log(
      `  ${r.name.padEnd(9)} perPage ${String(r.perPage).padStart(2)}: media ${r.mean.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, ${r.statements} sentencias SQL`,
    );
}

/** One click of a simulated user: card pages (every fifth a text search), activity pages, booking panels. */
function usersRequest(product: string, i: number, action: UserAction) {
  if (action === 'detail') return gqlPost(product, DETAIL_QUERY, { id: String(activityId(i)) });
  if (action === 'booking') return gqlPost(product, BOOKING_PANEL_QUERY, { id: String(activityId(i)) });
  if (i % 5 === 0)
    return gqlPost(product, CARD_QUERY, { page: 1, perPage: 8, filter: { text: WORDS[i % WORDS.length] } });
  return gqlPost(product, CARD_QUERY, { page: 1 + (i % 200), perPage: 8 });
}
async function loadPart(urls: Urls): Promise<void> {
  log(
    `\nCarga: ${concurrency} conexiones concurrentes, ${durationMs / 1000} s por implementación y escenario en ${rounds} tandas intercaladas (+${warmupMs / 1000} s de calentamiento cada una), 127.0.0.1`,
  );
  const rows: (LoadResult & { ratio: string })[] = [];
  const only = args.get('scenarios')?.split(',');
  for (const [scenario, impls] of Object.entries(scenariosFor(urls, activityId))) {
    if (only && !only.some((name) => scenario.startsWith(name))) continue;
    const merged = new Map<string, { latencies: number[]; errors: number; elapsed: number; next: number }>();
    for (let round = 0; round < rounds; round++) {
      for (const [impl, request] of Object.entries(impls)) {
        // Each round goes on where the last stopped: every request of 'page (SSR)' is another activity's page (the
        // rounds used to replay the first ones, which the page cache then answered).
        const r = await runLoad({
          name: impl,
          concurrency,
          durationMs: durationMs / rounds,
          warmupMs: round === 0 ? warmupMs : 300,
          request,
          startAt: merged.get(impl)?.next,
        });
        const m = merged.get(impl) ?? { latencies: [], errors: 0, elapsed: 0, next: 0 };
        m.next = r.next;
        m.latencies.push(...r.latencies);
        m.errors += r.errors;
        m.elapsed += r.elapsed;
        merged.set(impl, m);
      }
    }
    const base = merged.get('baseline')!;
    const baselineRps = summarize('', base.latencies, 0, base.elapsed).rps;
    for (const [impl, m] of merged) {
      const result = summarize(`${scenario} · ${impl}`, m.latencies, m.errors, m.elapsed);
      rows.push({ ...result, ratio: (result.rps / baselineRps).toFixed(2) });
      log(`  ${result.name}: ${result.rps.toFixed(0)} req/s`);
    }
  }
  console.log('');
  table(rows);
  // A door that answers errors fast is not fast: its row must not count.
  for (const row of rows.filter((r) => r.errors > 0)) {
    log(`  ${row.name}: ${row.errors} errores — META NO CUMPLIDA`);
    failed = true;
  }
  const rps = (name: string) => rows.find((r) => r.name === name)?.rps;
  for (const scenario of Object.keys(scenariosFor(urls, activityId))) {
    const rest = rps(`${scenario} · rest`);
    const sameDocument = rps(`${scenario} · graphql, REST document`);
    if (rest && sameDocument)
      log(`  ${scenario}: REST ÷ GraphQL con el mismo documento = ${(rest / sameDocument).toFixed(2)}`);
    const graphql = rps(`${scenario} · graphql`);
    const floor = rps(`${scenario} · ${FLOOR}`);
    if (graphql && floor)
      log(
        `  ${scenario}: GraphQL ÷ graphql-js solo (sin Apollo ni capa HTTP) = ${(graphql / floor).toFixed(2)}`,
      );
  }
  const rest = rps('detail · rest');
  // The goal is judged on visits as they come (popular pages from the cache); every-page-another is the render alone.
  for (const [name, judged] of [
    ['detail · page (SSR)', false],
    ['detail · page (SSR, 100 popular)', true],
  ] as const) {
    const page = rows.find((r) => r.name === name);
    if (!page || !rest) continue;
    const ratio = page.rps / rest;
    log(
      `  ${name.replace('detail · ', '')} ÷ REST detalle = ${ratio.toFixed(2)} (meta ≥ 0.5), p95 ${page.p95.toFixed(1)} ms (meta ≤ 100)${judged ? '' : ', sin caché: informativo'}`,
    );
    if (judged && (ratio < 0.5 || page.p95 > 100)) failed = true;
  }
}

if (parts.has('load') || parts.has('users') || parts.has('discovery')) {
  const servers = await startServers(databaseUrl);
  try {
    if (parts.has('discovery')) {
      const users = Number(args.get('users') ?? 20);
      log(
        `\nBúsqueda filtrada con conteos de filtros (facets) y personas: ${users} usuarios simultáneos, 0,5 s entre clics (${scale.name})`,
      );
      // Two phases on one server: its first seconds (every filter set's first count is made while users wait) and the
      // same seconds again right after (counts kept, recounted in the background as they age: a running server).
      for (const phase of ['servidor recién arrancado', 'en régimen (a continuación)']) {
        const r = await runDiscoveryUsers({
          product: servers.urls.product,
          users,
          durationMs: Number(args.get('users-duration') ?? 30) * 1000,
        });
        log(
          `  ${phase}: ${r.requests} solicitudes, ${r.rps.toFixed(1)} req/s, errores ${r.errors}; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (meta: p95 ≤ 100)`,
        );
        for (const [kind, k] of Object.entries(r.byKind))
          log(
            `    ${kind.padEnd(12)} ${String(k.requests).padStart(5)} · p50 ${k.p50.toFixed(1)} ms · p95 ${k.p95.toFixed(1)} ms · p99 ${k.p99.toFixed(1)} ms`,
          );
        if (r.errors > 0 || r.p95 > 100) {
          log('  META NO CUMPLIDA');
          failed = true;
        }
      }
    }
    if (parts.has('load')) await loadPart(servers.urls);
    if (parts.has('users')) {
      const users = Number(args.get('users') ?? 20);
      log(
        `\n${users} usuarios simultáneos (búsqueda 70 %, detalle 25 %, panel de reserva 5 %; 0,5 s entre clics)`,
      );
      const r = await runUsers({
        url: servers.urls.product,
        users,
        durationMs: Number(args.get('users-duration') ?? 30) * 1000,
        request: (i, kind) => usersRequest(servers.urls.product, i, kind),
      });
      log(
        `  ${r.requests} solicitudes, ${r.rps.toFixed(1)} req/s, errores ${r.errors}; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (metas: p95 ≤ 100, p99 ≤ 250)`,
      );
      for (const [kind, k] of Object.entries(r.byKind))
        log(
          `    ${kind.padEnd(8)} ${String(k.requests).padStart(5)} · p95 ${k.p95.toFixed(1)} ms · p99 ${k.p99.toFixed(1)} ms`,
        );
      if (r.errors > 0 || r.p95 > 100 || r.p99 > 250) {
        log('  META NO CUMPLIDA');
        failed = true;
      }
    }
  } finally {
    servers.stop();
  }
}

if (parts.has('supplier')) {
  const users = Number(args.get('users') ?? 20);
  const seconds = Number(args.get('users-duration') ?? 6);
  log(
    `\nEl día del aliado (aliado1, 5.000 reservas en 50 actividades, escala ${scale.name}): sentencias SQL por solicitud; ${users} usuarios durante ${seconds} s por pantalla`,
  );
  const servers = await startServers(databaseUrl, { sqlCount: true });
  try {
    const rows = await runSupplierDayPart({ product: servers.urls.product, users, seconds, log });
    log(`\n${supplierDayTable(rows, users, scale.name)}`);
    if (rows.some((r) => r.errors > 0 || r.p95 > 100)) failed = true;
  } finally {
    servers.stop();
  }
}

if (parts.has('scale')) {
  const users = Number(args.get('users') ?? 20);
  log(
    `\nDos escalas lado a lado (10k y 100k actividades): mediana de solicitudes secuenciales intercaladas, crecimiento = 100k ÷ 10k; p95 con ${users} usuarios en 100k`,
  );
  const rows = await runScalePart({
    samples: Number(args.get('samples') ?? 30),
    slices: Number(args.get('rounds') ?? 3),
    users,
    usersSeconds: Number(args.get('users-duration') ?? 6),
    // Scale scenario names contain ", ": split on commas not followed by a space.
    only: args.get('scenarios')?.split(/,(?! )/),
    reseed: args.has('reseed'),
    log,
  });
  log(`\n${scaleTable(rows, users)}`);
  if (rows.some((r) => r.errors > 0)) failed = true;
}

if (parts.has('traffic')) {
  const users = Number(args.get('users') ?? 20);
  const sliceSeconds = Number(args.get('traffic-slice') ?? 15);
  const slices = Number(args.get('traffic-slices') ?? 2);
  // `--traffic-scales=10k`: one scale only (while the other's database is being built); the goal is judged on both.
  const scales = (args.get('traffic-scales') ?? '10k,100k').split(',').map((name) => benchScale(name));
  log(
    `\nTráfico: ${users} visitantes en las páginas públicas, 2 reservas por segundo y una edición de un aliado cada 10 s; ${scales.map((s) => s.name).join(' y ')} intercaladas (${slices} tandas de ${sliceSeconds} s por escala)`,
  );
  const urls: string[] = [];
  for (const s of scales)
    urls.push(await prepareBenchDatabase({ scale: s, reseed: args.has('reseed'), log }));
  const servers: Awaited<ReturnType<typeof startServers>>[] = [];
  try {
    for (const url of urls) servers.push(await startServers(url));
    // The servers' PAGE_CACHE_SECONDS (the configuration's default unless the environment sets it).
    const ttlMs = Number(process.env.PAGE_CACHE_SECONDS ?? 60) * 1000;
    const results = await runTraffic({
      scales: scales.map((s, k) => ({
        name: s.name,
        url: servers[k]!.urls.product,
        databaseUrl: urls[k]!,
        activities: s.activities,
      })),
      users,
      sliceMs: sliceSeconds * 1000,
      slices,
      ttlMs,
      log,
    });
    const bound = trafficBounds(ttlMs);
    for (const r of results) {
      const misses = Object.entries(r.activityStates)
        .map(([state, n]) => `${state} ${n}`)
        .join(', ');
      log(
        `  ${r.scale}: ${r.visits} páginas, errores ${r.errors}; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (meta ≤ ${bound.p95Ms}), p99 ${r.p99.toFixed(1)} ms`,
      );
      log(
        `    p95 por página: portada ${r.byKind.home.p95.toFixed(1)} ms (${r.byKind.home.visits}), búsqueda ${r.byKind.search.p95.toFixed(1)} ms (${r.byKind.search.visits}), actividad ${r.byKind.activity.p95.toFixed(1)} ms (${r.byKind.activity.visits})`,
      );
      log(
        `    caché en páginas de actividad: ${(r.activityHitRatio * 100).toFixed(1)} % (meta ≥ ${bound.hitRatio * 100} %; ${misses})`,
      );
      log(
        `    reservas ${r.bookings.made} (fallidas ${r.bookings.failed}, p95 ${r.bookings.p95.toFixed(0)} ms), ediciones ${r.edits}; ` +
          `vieja tras una edición: su página ${r.objectStaleMs} ms (cota ${bound.objectStaleMs}), la portada ${r.listingStaleMs} ms (cota ${bound.listingStaleMs}); Age máximo ${r.maxAgeSeconds} s (cota ${bound.maxAgeSeconds})`,
      );
      if (
        r.errors > 0 ||
        r.p95 > bound.p95Ms ||
        r.activityHitRatio < bound.hitRatio ||
        r.objectStaleMs > bound.objectStaleMs ||
        r.listingStaleMs > bound.listingStaleMs ||
        r.maxAgeSeconds > bound.maxAgeSeconds
      ) {
        log('    META NO CUMPLIDA');
        failed = true;
      }
    }
  } finally {
    for (const s of servers) s.stop();
  }
}

if (parts.has('race')) {
  log(
    '\nCarrera de reservas (REST, servidor de producción en el proceso, base xplora_bench_race recién migrada)',
  );
  const raceUrl = await prepareRaceDatabase();
  const r = await runBookingRace({ databaseUrl: raceUrl, rounds: Number(args.get('race-rounds') ?? 5), log });
  if (r.exactRounds !== r.rounds) {
    log('  ¡NO se vendieron exactamente los cupos en todas las rondas!');
    failed = true;
  }
}

if (parts.has('cold')) {
  log(
    '\nArranque en frío de `npm start` (node dist/server/src/main.js, PostgreSQL embebido en un directorio nuevo)',
  );
  const r = await measureColdStart({
    build: args.has('build'),
    clientDist: args.get('client-dist'),
    log,
  });
  if (r.buildServerMs) log(`  compilación del servidor: ${(r.buildServerMs / 1000).toFixed(1)} s`);
  if (r.buildClientMs) log(`  compilación del cliente: ${(r.buildClientMs / 1000).toFixed(1)} s`);
  for (const [label, f] of [
    ['en frío (initdb + migraciones + datos demo)', r.cold],
    ['en caliente (mismo directorio)', r.warm],
  ] as const)
    log(
      `  ${label}: primera página / ${(f.firstPageMs / 1000).toFixed(2)} s, /readyz ${(f.readyMs / 1000).toFixed(2)} s, SIGTERM → salida ${(f.stopMs / 1000).toFixed(2)} s`,
    );
}

// eslint-disable-next-line no-control-regex -- terminal colour codes in the captured output
const ANSI_COLOUR = /\x1b\[[0-9;]*m/g;

/**
 * What a person reads while the first start comes up: the lines before the first page, a JSON log line as its
 * message, without Vite's per-file size table, each cut to one terminal row.
 */
function progressLines(start: { firstPageMs: number; output: { atMs: number; line: string }[] }) {
  return start.output
    .filter(({ atMs, line }) => atMs <= start.firstPageMs && !/\bdist\/\S+\s+[\d.,]+ kB/.test(line))
    .map(({ atMs, line }) => {
      let text = line.replace(ANSI_COLOUR, '');
      try {
        text = (JSON.parse(text) as { msg?: string }).msg ?? text;
      } catch {
        /* not a log line */
      }
      return { atMs, line: text.length > 150 ? `${text.slice(0, 149)}…` : text };
    });
}

if (parts.has('start')) {
  log(
    '\n`npm start` (scripts/start.mjs) hasta el primer 200 en /: el primero en un directorio de datos nuevo',
  );
  const r = await measureNpmStart({
    build: args.has('build'),
    rounds: Number(args.get('start-rounds') ?? 3),
  });
  log(`  primer arranque: ${(r.first.firstPageMs / 1000).toFixed(2)} s; lo que imprimió:`);
  for (const { atMs, line } of progressLines(r.first))
    log(`    +${(atMs / 1000).toFixed(1).padStart(5)} s  ${line}`);
  const seconds = r.again.map((f) => f.firstPageMs).sort((a, b) => a - b);
  const median = seconds[Math.floor(seconds.length / 2)]!;
  log(
    `  arranques siguientes: ${r.again.map((f) => `${(f.firstPageMs / 1000).toFixed(2)} s`).join(', ')} ` +
      `(mediana ${(median / 1000).toFixed(2)} s; objetivo ≤ ${SECOND_START_GOAL_MS / 1000} s: ` +
      `${median <= SECOND_START_GOAL_MS ? 'cumplido' : 'NO cumplido'})`,
  );
  if (median > SECOND_START_GOAL_MS) failed = true;
}

if (failed) process.exitCode = 1;
