import { clientOperation } from './client-operations.js';
import { timedRequest } from './load.js';
import { BENCH_ACCOUNTS, BENCH_PASSWORD } from './seed-bookings.js';
import { prepareBenchDatabase, SCALES, type BenchScale } from './seed.js';
import { startServers } from './server-child.js';
import { activityIdsOf } from './scenarios.js';
import { runUsers } from './users.js';

/**
 * Part `scale` (issue 19 §2): the same pages at 10,000 and 100,000 activities side by side in one run. Each scenario
 * sends `samples` sequential requests to each scale in interleaved slices (so load drift hits both alike) and compares
 * the medians: growth = 100k ÷ 10k. Then, at 100k only, 20 simulated users (0.5 s think time) on that page alone
 * give its p95. Logged-in pages sign in through the API as the seeded accounts (seed-bookings.ts).
 */

export interface ScaleOptions {
  samples: number;
  slices: number;
  users: number;
  usersSeconds: number;
  only?: string[];
  reseed: boolean;
  log: (m: string) => void;
}

type Request = { url: string; init?: RequestInit };
type Who = 'anonymous' | 'customer' | 'supplier' | 'admin';

interface Target {
  scale: BenchScale;
  product: string;
  tokens: Record<Who, string | undefined>;
}

interface Scenario {
  name: string;
  who?: Who;
  request(target: Target, i: number): Request;
}

export interface ScaleRow {
  name: string;
  median10k: number;
  median100k: number;
  growth: number;
  p95: number;
  errors: number;
}

const WORDS = ['paseo', 'playa', 'cacao', 'teleférico', 'kayak', 'telerefico'];
const DEEP_PAGE = 500;

/** A published activity among the scale's ids (every 50th is pending), spread by a prime stride. */
function activityId(scale: BenchScale, i: number): number {
  return activityIdsOf(scale.activities)(i);
}

function gql(
  target: Target,
  query: string,
  variables: Record<string, unknown>,
  who: Who = 'anonymous',
): Request {
  const token = target.tokens[who];
  return {
    url: `${target.product}/graphql`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    },
  };
}

export function scenarios(): Scenario[] {
  const search = clientOperation('SearchActivities');
  const detail = clientOperation('ActivityDetail');
  const panel = clientOperation('BookingPanel');
  const cart = clientOperation('CartBookings');
  const orders = clientOperation('Orders');
  const reservations = clientOperation('SupplierTabReservations');
  const calendar = clientOperation('SupplierActivityDates');
  const suppliers = clientOperation('AdminSuppliers');
  const payments = clientOperation('AdminPendingPayments');
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const filtered = (name: string, filter: Record<string, unknown>): Scenario => ({
    name: `search, filter ${name}`,
    request: (t) => gql(t, search, { page: 1, perPage: 24, filter }),
  });
  const tab = (name: string, status: number, paid: boolean | null): Scenario => ({
    name: `customer bookings, tab ${name}`,
    who: 'customer',
    request: (t) => gql(t, orders, { status, paid, page: 1, perPage: 20 }, 'customer'),
  });
  return [
    { name: 'search, first page', request: (t) => gql(t, search, { page: 1, perPage: 24 }) },
    { name: `search, page ${DEEP_PAGE}`, request: (t) => gql(t, search, { page: DEEP_PAGE, perPage: 8 }) },
    {
      name: 'search, REST first page',
      request: (t) => ({
        url: `${t.product}/api/v1/activity?page=1&perPage=24&with=images,category,destination,tags`,
      }),
    },
    {
      name: 'text search',
      request: (t, i) => gql(t, search, { page: 1, perPage: 24, filter: { text: WORDS[i % WORDS.length] } }),
    },
    filtered('category', { categoryIds: ['2'] }),
    filtered('destination', { destinationId: '2' }),
    filtered('origin', { originId: '2' }),
    filtered('date', { startsAt: inTenDays }),
    filtered('attribute', { attributeIds: ['1'] }),
    filtered('price range', { minPrice: 50, maxPrice: 60 }),
    filtered('featured', { featured: true }),
    {
      name: 'activity, GraphQL',
      request: (t, i) => gql(t, detail, { id: String(activityId(t.scale, i)) }),
    },
    {
      name: 'activity, REST',
      request: (t, i) => ({ url: `${t.product}/api/v1/activity/${activityId(t.scale, i)}` }),
    },
    {
      name: 'activity, rendered page',
      request: (t, i) => {
        const id = activityId(t.scale, i);
        return { url: `${t.product}/activity/${id}/actividad-${id}` };
      },
    },
    { name: 'booking panel', request: (t, i) => gql(t, panel, { id: String(activityId(t.scale, i)) }) },
    { name: 'cart', who: 'customer', request: (t) => gql(t, cart, {}, 'customer') },
    tab('unpaid', 0, false),
    tab('processing', 1, false),
    tab('processed', 1, true),
    tab('cancelled', 2, null),
    {
      name: 'supplier reservations',
      who: 'supplier',
      request: (t) => gql(t, reservations, { activityId: null, page: 1, perPage: 15 }, 'supplier'),
    },
    {
      name: 'supplier reservations, one activity',
      who: 'supplier',
      request: (t) => gql(t, reservations, { activityId: '1', page: 1, perPage: 15 }, 'supplier'),
    },
    {
      name: 'supplier calendar',
      who: 'supplier',
      request: (t) => gql(t, calendar, { activityId: '1' }, 'supplier'),
    },
    {
      name: 'admin suppliers',
      who: 'admin',
      request: (t) => gql(t, suppliers, { page: 1, perPage: 20, orderBy: 'CREATED_AT_DESC' }, 'admin'),
    },
    {
      name: 'admin payments',
      who: 'admin',
      request: (t) => gql(t, payments, { page: 1, perPage: 20 }, 'admin'),
    },
  ];
}

export async function signIn(product: string): Promise<Target['tokens']> {
  const login = async (query: string, input: Record<string, unknown>, field: string) => {
    const res = await fetch(`${product}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { input } }),
    });
    const body = (await res.json()) as { data?: Record<string, { accessToken: string }>; errors?: unknown };
    const token = body.data?.[field]?.accessToken;
    if (!token) throw new Error(`no se pudo iniciar sesión en el bench: ${JSON.stringify(body.errors)}`);
    return token;
  };
  const customer = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
  const staff = 'mutation($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }';
  return {
    anonymous: undefined,
    customer: await login(customer, { email: BENCH_ACCOUNTS.customer, password: BENCH_PASSWORD }, 'login'),
    supplier: await login(
      staff,
      { username: BENCH_ACCOUNTS.supplier, password: BENCH_PASSWORD, scope: 'Supplier' },
      'staffLogin',
    ),
    admin: await login(
      staff,
      { username: BENCH_ACCOUNTS.admin, password: BENCH_PASSWORD, scope: 'Admin' },
      'staffLogin',
    ),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function runScalePart(options: ScaleOptions): Promise<ScaleRow[]> {
  const { log } = options;
  const small = await prepareBenchDatabase({ scale: SCALES['10k'], reseed: options.reseed, log });
  const large = await prepareBenchDatabase({ scale: SCALES['100k'], reseed: options.reseed, log });
  const servers = [await startServers(small), await startServers(large)];
  try {
    const [t10, t100] = await Promise.all(
      servers.map(async (s, k) => ({
        scale: k === 0 ? SCALES['10k'] : SCALES['100k'],
        product: s.urls.product,
        tokens: await signIn(s.urls.product),
      })),
    );
    const rows: ScaleRow[] = [];
    const perSlice = Math.max(1, Math.round(options.samples / options.slices));
    for (const scenario of scenarios()) {
      if (options.only && !options.only.some((name) => scenario.name.startsWith(name))) continue;
      const latencies = { small: [] as number[], large: [] as number[] };
      let errors = 0;
      let i = 0;
      // Warm both (plans, caches, JIT) before measuring.
      for (let w = 0; w < 3; w++) {
        await timedRequest(scenario.request(t10!, 1_000_000 + w));
        await timedRequest(scenario.request(t100!, 1_000_000 + w));
      }
      for (let slice = 0; slice < options.slices; slice++)
        for (const [key, target] of [
          ['small', t10!],
          ['large', t100!],
        ] as const)
          for (let n = 0; n < perSlice; n++) {
            const r = await timedRequest(scenario.request(target, i++));
            if (!r.ok) errors++;
            latencies[key].push(r.ms);
          }
      // The users part's model (users.ts): staggered starts, 0.5 s think time, 3 s of clicks before recording.
      const users = await runUsers({
        url: t100!.product,
        users: options.users,
        durationMs: options.usersSeconds * 1000,
        request: (k) => scenario.request(t100!, 2_000_000 + k),
      });
      const row = {
        name: scenario.name,
        median10k: median(latencies.small),
        median100k: median(latencies.large),
        growth: median(latencies.large) / median(latencies.small),
        p95: users.p95,
        errors: errors + users.errors,
      };
      rows.push(row);
      log(
        `  ${row.name.padEnd(38)} 10k ${row.median10k.toFixed(1).padStart(7)} ms · 100k ${row.median100k
          .toFixed(1)
          .padStart(
            7,
          )} ms · crecimiento ${row.growth.toFixed(2)} · p95 ${options.users} usuarios ${row.p95.toFixed(1)} ms${row.errors ? ` · ERRORES ${row.errors}` : ''}`,
      );
    }
    return rows;
  } finally {
    for (const s of servers) s.stop();
  }
}

/** The table for tests/bench/README.md. */
export function scaleTable(rows: ScaleRow[], users: number): string {
  const lines = [
    `| page | 10k median | 100k median | growth (100k ÷ 10k) | 100k p95, ${users} users |`,
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.median10k.toFixed(1)} ms | ${r.median100k.toFixed(1)} ms | ${r.growth.toFixed(2)}${r.growth > 1.5 ? ' ✗' : ''} | ${r.p95.toFixed(1)} ms${r.p95 > 100 ? ' ✗' : ''} |`,
    ),
  ];
  return lines.join('\n');
}
