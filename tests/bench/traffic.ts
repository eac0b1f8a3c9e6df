import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { STALE_MS } from '../../server/src/http/page-cache.js';
import { percentile } from './load.js';
import { gqlPost } from './scenarios.js';

/**
 * Public pages under real traffic (part `traffic`): `users` visitors browse the rendered pages (home, search pages,
 * activity pages) while bookings arrive (`bookingsPerSecond`, REST, as bench customers) and a supplier edits one
 * activity's title every `editEveryMs` (straight in the database: a job, `psql` or another server all announce it
 * through the same trigger). Several scales take turns in slices of one run, each with its own server, so load drift
 * hits all alike. Per scale: the pages' p95, the page cache's hit ratio on activity pages (`X-Page-Cache`: hit, or
 * stale = served from the cache while it re-renders), and how stale a page was ever seen: the edited activity's own
 * page (dropped on the notice) and the home page that lists it (served stale for at most STALE_MS), read off the
 * pages' content, and the `Age` of every page served from the cache (at most its time to live + STALE_MS).
 *
 * Activity visits follow a skew, as a marketplace's do: `popularShare` of them go to the `popular` most visited
 * activities (the home page's among them), the rest anywhere in the catalogue (pages nobody has asked for in the
 * last minute: the long tail, always a render). It writes to the bench database: bookings (kept; the seed check
 * counts at least its bookings) and titles (put back at the end).
 */

export interface TrafficScale {
  name: string;
  /** The product server of this scale. */
  url: string;
  databaseUrl: string;
  activities: number;
}

export interface TrafficOptions {
  scales: TrafficScale[];
  users?: number;
  /** Recorded time per slice, and slices per scale (interleaved: a, b, a, b…). */
  sliceMs?: number;
  slices?: number;
  bookingsPerSecond?: number;
  editEveryMs?: number;
  popular?: number;
  popularShare?: number;
  thinkMs?: number;
  /** The page cache's time to live on the servers (PAGE_CACHE_SECONDS), for the age bound. */
  ttlMs: number;
  log(m: string): void;
}

type Kind = 'home' | 'search' | 'activity';

/** tests/bench/seed.ts: activity i is a draft when i % 50 = 0. */
const UNPUBLISHED_EVERY = 50;

interface Visit {
  kind: Kind;
  ms: number;
  ok: boolean;
  cache: string | null;
  age: number | null;
}

export interface TrafficResult {
  scale: string;
  visits: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  byKind: Record<Kind, { visits: number; p95: number }>;
  /** Activity pages served from the page cache (hit or stale) ÷ activity pages. */
  activityHitRatio: number;
  activityStates: Record<string, number>;
  bookings: { made: number; failed: number; p95: number };
  edits: number;
  /** Longest time after an edit's commit that its activity page still showed the old title (ms; 0: never). */
  objectStaleMs: number;
  /** Longest time after an edit's commit that the home page still showed the old title (ms; 0: never). */
  listingStaleMs: number;
  /** Largest `Age` of a page served from the cache (s). */
  maxAgeSeconds: number;
}

/** Scale-specific state: accounts, bookable slots, the home page's activities, the edits under way. */
interface ScaleState {
  scale: TrafficScale;
  db: pg.Pool;
  tokens: string[];
  slots: { activityId: number; dateId: number; timeId: number; priceId: number }[];
  popular: number[];
  homeIds: number[];
  slugs: Map<number, string>;
  titles: Map<number, string>;
  /** The title each edited activity has now, and when it was committed. */
  edited: Map<number, { title: string; old: string; at: number }>;
  visits: Visit[];
  bookings: { ms: number; ok: boolean }[];
  edits: number;
  objectStaleMs: number;
  listingStaleMs: number;
  editCounter: number;
}

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const SEARCHES = ['/search', '/search?page=2', '/search?s=paseo', '/search?s=kayak', '/search?s=cacao'];

async function prepare(scale: TrafficScale, options: Required<TrafficOptions>): Promise<ScaleState> {
  const db = new pg.Pool({ connectionString: scale.databaseUrl, max: 3 });
  // A booking stamps today's exchange rate; the bench seed has none.
  await db.query(`insert into exchange_rates (currency, rate, value_date, created_at, updated_at)
    select 'USD', 36.5521, current_date, now(), now() where not exists (select 1 from exchange_rates)`);
  const { rows: slots } = await db.query<{
    activity_id: number;
    date_id: number;
    time_id: number;
    price_id: number;
  }>(
    `select d.activity_id, d.id date_id, t.id time_id,
       (select p.id from activity_prices p where p.activity_id = d.activity_id order by p.id limit 1) price_id
     from activity_dates d join activity_times t on t.activity_date_id = d.id
     join activities a on a.id = d.activity_id and a.status = 1
     where d.starts_at > current_date + 3 and t.current_available > 5
     order by md5(t.id::text) limit 400`,
  );
  // The seed's measured customer (the only one with a known password) books for everyone.
  const tokens: string[] = [];
  const { url, init } = gqlPost(scale.url, LOGIN, {
    input: { email: 'cliente1@bench.test', password: 'bench-password-1' },
  });
  const body = (await (await fetch(url, init)).json()) as {
    data?: { login: { accessToken: string } };
    errors?: unknown;
  };
  if (body.data) tokens.push(body.data.login.accessToken);
  else options.log(`  ${scale.name}: cliente1 no inició sesión: ${JSON.stringify(body.errors)}`);
  if (slots.length === 0) throw new Error(`${scale.name}: ningún horario con cupos para reservar`);
  if (tokens.length === 0) throw new Error(`${scale.name}: ningún cliente de prueba pudo iniciar sesión`);
  const home = await (await fetch(`${scale.url}/`)).text();
  const homeIds = [...new Set([...home.matchAll(/\/activity\/(\d+)\//g)].map((m) => Number(m[1])))];
  const popular = [...homeIds];
  for (let i = 1; popular.length < options.popular; i++) {
    const id = ((i * 7919) % scale.activities) + 1;
    if (id % UNPUBLISHED_EVERY !== 0 && !popular.includes(id)) popular.push(id);
  }
  const { rows } = await db.query<{ id: number; title: string; slug: string }>(
    'select id, title, slug from activities where id = any($1)',
    [popular],
  );
  return {
    scale,
    db,
    tokens,
    slots: slots.map((s) => ({
      activityId: s.activity_id,
      dateId: s.date_id,
      timeId: s.time_id,
      priceId: s.price_id,
    })),
    popular,
    homeIds,
    slugs: new Map(rows.map((r) => [r.id, r.slug])),
    titles: new Map(rows.map((r) => [r.id, r.title])),
    edited: new Map(),
    visits: [],
    bookings: [],
    edits: 0,
    objectStaleMs: 0,
    listingStaleMs: 0,
    editCounter: 0,
  };
}

/** How long after an edit's commit a page still showed the old title (0 when it showed the new one). */
function staleness(state: ScaleState, ids: number[], body: string, startedAt: number): number {
  let worst = 0;
  for (const id of ids) {
    const edit = state.edited.get(id);
    if (!edit || startedAt <= edit.at) continue;
    if (!body.includes(edit.title) && body.includes(edit.old)) worst = Math.max(worst, startedAt - edit.at);
  }
  return worst;
}

async function visit(state: ScaleState, i: number, record: boolean, options: Required<TrafficOptions>) {
  const roll = (i * 2654435761) % 100;
  let kind: Kind;
  let path: string;
  let id: number | undefined;
  if (roll < 15) {
    kind = 'home';
    path = '/';
  } else if (roll < 40) {
    kind = 'search';
    path = SEARCHES[i % SEARCHES.length]!;
  } else {
    kind = 'activity';
    const popular = ((i * 40503) % 1000) / 1000 < options.popularShare;
    id = popular
      ? state.popular[(i * 31) % state.popular.length]!
      : ((i * 104729) % state.scale.activities) + 1;
    // The seed leaves every 50th activity unpublished (its page answers 404, rightly): visit its neighbour.
    if (id % UNPUBLISHED_EVERY === 0) id -= 1;
    path = `/activity/${id}/${state.slugs.get(id) ?? `actividad-${id}`}`;
  }
  const t0 = performance.now();
  const startedAt = Date.now();
  let ok: boolean;
  let cache: string | null = null;
  let age: number | null = null;
  try {
    const res = await fetch(`${state.scale.url}${path}`);
    const body = await res.text();
    // A long-tail activity without its slug answers 301 and fetch follows it: that is a visit too.
    ok = res.status === 200;
    cache = res.headers.get('x-page-cache');
    age = res.headers.has('age') ? Number(res.headers.get('age')) : null;
    if (record && id !== undefined)
      state.objectStaleMs = Math.max(state.objectStaleMs, staleness(state, [id], body, startedAt));
    if (record && kind === 'home')
      state.listingStaleMs = Math.max(state.listingStaleMs, staleness(state, state.homeIds, body, startedAt));
  } catch {
    ok = false;
  }
  if (record) state.visits.push({ kind, ms: performance.now() - t0, ok, cache, age });
}

async function book(state: ScaleState, n: number, record: boolean) {
  const slot = state.slots[n % state.slots.length]!;
  const t0 = performance.now();
  const res = await fetch(`${state.scale.url}/api/v1/activity/${slot.activityId}/booking`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${state.tokens[n % state.tokens.length]}`,
    },
    body: JSON.stringify({
      activity_id: slot.activityId,
      activity_date_id: slot.dateId,
      activity_time_id: slot.timeId,
      details: [{ activity_price_id: slot.priceId, quantity: 1 }],
    }),
  }).catch(() => undefined);
  await res?.text();
  if (record) state.bookings.push({ ms: performance.now() - t0, ok: res?.status === 201 });
}

/** A supplier's edit of one of the home page's activities: a new title, committed now. */
async function edit(state: ScaleState) {
  const id = state.homeIds[state.editCounter++ % state.homeIds.length]!;
  const original = state.titles.get(id)!;
  const old = state.edited.get(id)?.title ?? original;
  const title = `${original} (edición ${state.editCounter})`;
  await state.db.query('update activities set title = $2 where id = $1', [id, title]);
  state.edited.set(id, { title, old, at: Date.now() });
  state.edits++;
}

/** One slice on one scale: users browse, bookings and edits arrive, for `ms` (after `warmupMs` unrecorded). */
async function slice(state: ScaleState, ms: number, warmupMs: number, options: Required<TrafficOptions>) {
  const started = performance.now();
  const recordFrom = started + warmupMs;
  const deadline = recordFrom + ms;
  let counter = Math.floor(Math.random() * 1e6);
  const user = async (n: number) => {
    await new Promise((r) => setTimeout(r, (n * options.thinkMs) / options.users));
    while (performance.now() < deadline) {
      await visit(state, counter++, performance.now() >= recordFrom, options);
      await new Promise((r) => setTimeout(r, options.thinkMs));
    }
  };
  const timers: Promise<void>[] = [];
  const bookings = async () => {
    let n = Math.floor(Math.random() * 1e6);
    const every = 1000 / options.bookingsPerSecond;
    while (performance.now() < deadline) {
      timers.push(book(state, n++, performance.now() >= recordFrom));
      await new Promise((r) => setTimeout(r, every));
    }
  };
  const edits = async () => {
    await new Promise((r) => setTimeout(r, Math.min(options.editEveryMs / 2, warmupMs)));
    while (performance.now() < deadline) {
      await edit(state);
      await new Promise((r) => setTimeout(r, options.editEveryMs));
    }
  };
  await Promise.all([...Array.from({ length: options.users }, (_, n) => user(n)), bookings(), edits()]);
  await Promise.all(timers);
}

function summarize(state: ScaleState): TrafficResult {
  const sorted = state.visits.map((v) => v.ms).sort((a, b) => a - b);
  const byKind = {} as TrafficResult['byKind'];
  for (const kind of ['home', 'search', 'activity'] as Kind[]) {
    const ms = state.visits
      .filter((v) => v.kind === kind)
      .map((v) => v.ms)
      .sort((a, b) => a - b);
    byKind[kind] = { visits: ms.length, p95: percentile(ms, 95) };
  }
  const activity = state.visits.filter((v) => v.kind === 'activity');
  const activityStates: Record<string, number> = {};
  for (const v of activity) activityStates[v.cache ?? 'none'] = (activityStates[v.cache ?? 'none'] ?? 0) + 1;
  const fromCache = activity.filter((v) => v.cache === 'hit' || v.cache === 'stale').length;
  const bookingMs = state.bookings.map((b) => b.ms).sort((a, b) => a - b);
  return {
    scale: state.scale.name,
    visits: state.visits.length,
    errors: state.visits.filter((v) => !v.ok).length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    byKind,
    activityHitRatio: fromCache / Math.max(1, activity.length),
    activityStates,
    bookings: {
      made: state.bookings.filter((b) => b.ok).length,
      failed: state.bookings.filter((b) => !b.ok).length,
      p95: percentile(bookingMs, 95),
    },
    edits: state.edits,
    objectStaleMs: state.objectStaleMs,
    listingStaleMs: state.listingStaleMs,
    maxAgeSeconds: Math.max(0, ...state.visits.map((v) => v.age ?? 0)),
  };
}

export async function runTraffic(options: TrafficOptions): Promise<TrafficResult[]> {
  const o: Required<TrafficOptions> = {
    users: 20,
    sliceMs: 15_000,
    slices: 2,
    bookingsPerSecond: 2,
    editEveryMs: 10_000,
    popular: 200,
    popularShare: 0.95,
    thinkMs: 500,
    ...options,
  };
  const states: ScaleState[] = [];
  for (const scale of o.scales) states.push(await prepare(scale, o));
  try {
    for (const state of states) {
      // The popular pages as the last minute's visitors left them: each rendered once.
      for (let i = 0; i < state.popular.length; i += 10)
        await Promise.all(
          state.popular
            .slice(i, i + 10)
            .map((id) =>
              fetch(`${state.scale.url}/activity/${id}/${state.slugs.get(id)}`).then((r) => r.text()),
            ),
        );
      o.log(
        `  ${state.scale.name}: ${state.popular.length} actividades populares (${state.homeIds.length} de la portada), ${state.slots.length} horarios para reservar`,
      );
    }
    for (let round = 0; round < o.slices; round++)
      for (const state of states) {
        const t = Date.now();
        await slice(state, o.sliceMs, round === 0 ? 3000 : 1000, o);
        o.log(`  tanda ${round + 1}, ${state.scale.name}: ${((Date.now() - t) / 1000).toFixed(0)} s`);
      }
    return states.map(summarize);
  } finally {
    for (const state of states) {
      for (const [id, title] of state.titles)
        if (state.edited.has(id))
          await state.db.query('update activities set title = $2 where id = $1', [id, title]);
      await state.db.end();
    }
  }
}

/** The bounds the README documents, which `traffic` checks. */
export function trafficBounds(ttlMs: number) {
  return {
    p95Ms: 100,
    hitRatio: 0.9,
    /** An edited activity's own page: dropped when the notice arrives (a second is generous on loopback). */
    objectStaleMs: 1000,
    /** A listing page: served stale for at most STALE_MS while its replacement renders (plus that render). */
    listingStaleMs: STALE_MS + 1000,
    /** Any page from the cache: its time to live, then as long again while re-rendered in the background. */
    maxAgeSeconds: (2 * ttlMs) / 1000,
  };
}
