import 'reflect-metadata';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/server.js';
import { bookingBody, createSlot, ensureRate, newCustomer } from '../api/booking.fixtures.js';
import type { TestServer } from '../api/support/test-server.js';

/**
 * The booking race as a benchmark (not part of npm test):
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<migrated db> \
 *     node --import @swc-node/register/esm-register tests/bench/booking-race.ts [--rounds=5 --attempts=200 --seats=10 --customers=10]
 * Each round makes a fresh slot and fires every attempt at once over HTTP; prints sold / sold out / 5xx, the
 * remaining seats, wall time, attempts per second and latency percentiles.
 */

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'];
  }),
);
const rounds = Number(args.get('rounds') ?? 5);
const attempts = Number(args.get('attempts') ?? 200);
const seats = Number(args.get('seats') ?? 10);
const customerCount = Number(args.get('customers') ?? 10);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL es obligatorio (una base de datos de pruebas).');

const running = await startServer(
  loadConfig({
    env: 'production',
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    seedDemo: false,
    logLevel: 'error',
  }),
);
const url = running.url.replace('localhost', '127.0.0.1');

/** Just enough of TestServer for the fixtures: the ORM and an HTTP helper. */
const server = {
  ...running,
  async http(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(url + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers };
  },
} as unknown as TestServer;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

try {
  await ensureRate(server);
  const customers = await Promise.all(Array.from({ length: customerCount }, () => newCustomer(server)));
  console.log(
    `booking race: ${rounds} rounds × ${attempts} attempts, ${seats} seats, ${customerCount} customers`,
  );
  let totalMs = 0;
  for (let round = 1; round <= rounds; round++) {
    const slot = await createSlot(server, { seats });
    const latencies: number[] = [];
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: attempts }, async (_, i) => {
        const t0 = performance.now();
        const res = await server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
          token: customers[i % customers.length]!.token,
          body: bookingBody(slot, [[slot.adultId, 1]]),
        });
        latencies.push(performance.now() - t0);
        return res.status;
      }),
    );
    const wall = performance.now() - started;
    totalMs += wall;
    const [row] = await running.db.orm.em
      .fork()
      .execute<{ n: number }[]>('select current_available as n from activity_times where id = ?', [
        slot.timeId,
      ]);
    latencies.sort((a, b) => a - b);
    console.log(
      [
        `round ${round}:`,
        `sold ${results.filter((s) => s === 201).length}`,
        `sold-out ${results.filter((s) => s === 409).length}`,
        `5xx ${results.filter((s) => s >= 500).length}`,
        `other ${results.filter((s) => s !== 201 && s !== 409 && s < 500).length}`,
        `left ${row!.n}`,
        `${wall.toFixed(0)} ms`,
        `${((attempts * 1000) / wall).toFixed(0)} req/s`,
        `p50 ${pct(latencies, 50).toFixed(0)} ms`,
        `p95 ${pct(latencies, 95).toFixed(0)} ms`,
        `p99 ${pct(latencies, 99).toFixed(0)} ms`,
      ].join('  '),
    );
  }
  console.log(`overall: ${((rounds * attempts * 1000) / totalMs).toFixed(0)} attempts/s`);
} finally {
  await running.stop();
}
