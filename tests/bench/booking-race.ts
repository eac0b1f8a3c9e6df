import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../app/server.js';
import { bookingBody, createSlot, ensureRate, newCustomer } from '../api/booking.fixtures.js';
import { call } from '../api/support/http.js';
import type { TestServer } from '../api/support/test-server.js';
import { BENCH_WITHOUT_LIMITS } from './unlimited.js';

/**
 * The booking race: each round makes a fresh slot with `seats` seats and fires `attempts` bookings at once over
 * HTTP (REST `POST /api/v1/activity/:id/booking`, `customers` distinct customers); prints sold / sold out / 5xx, the
 * seats left, wall time, attempts per second and latency percentiles. Part of `npm run bench` (`--parts=race`), or
 * alone on any migrated database:
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<db> \
 *     node --import @swc-node/register/esm-register tests/bench/booking-race.ts [--rounds=5 --attempts=200 --seats=10]
 */

export interface RaceOptions {
  databaseUrl: string;
  rounds?: number;
  attempts?: number;
  seats?: number;
  customers?: number;
  log?: (m: string) => void;
}

export interface RaceResult {
  rounds: number;
  attempts: number;
  seats: number;
  /** Rounds where exactly `seats` bookings succeeded, the rest were sold-out 409s and no seat was left over. */
  exactRounds: number;
  attemptsPerSecond: number;
  p95: number;
  p99: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runBookingRace(options: RaceOptions): Promise<RaceResult> {
  const { rounds = 5, attempts = 200, seats = 10, customers: customerCount = 10 } = options;
  const log = options.log ?? console.log;
  const running = await startServer(
    loadConfig({
      env: 'production',
      port: 0,
      host: '127.0.0.1',
      databaseUrl: options.databaseUrl,
      seedDemo: false,
      logLevel: 'error',
      ...BENCH_WITHOUT_LIMITS,
    }),
  );
  const url = running.url.replace('localhost', '127.0.0.1');

  /** Just enough of TestServer for the fixtures: the ORM and an HTTP helper. */
  const server = {
    ...running,
    http: (method: string, path: string, opts: { body?: unknown; token?: string } = {}) =>
      call(url, method, path, opts),
  } as unknown as TestServer;

  try {
    await ensureRate(server);
    const customers = await Promise.all(Array.from({ length: customerCount }, () => newCustomer(server)));
    log(`  ${rounds} rondas × ${attempts} intentos simultáneos, ${seats} cupos, ${customerCount} clientes`);
    let totalMs = 0;
    let exactRounds = 0;
    const all: number[] = [];
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
      const sold = results.filter((s) => s === 201).length;
      const soldOut = results.filter((s) => s === 409).length;
      if (sold === seats && soldOut === attempts - seats && row!.n === 0) exactRounds++;
      latencies.sort((a, b) => a - b);
      all.push(...latencies);
      log(
        [
          `  ronda ${round}:`,
          `vendidas ${sold}`,
          `agotado ${soldOut}`,
          `5xx ${results.filter((s) => s >= 500).length}`,
          `otras ${results.filter((s) => s !== 201 && s !== 409 && s < 500).length}`,
          `quedan ${row!.n}`,
          `${wall.toFixed(0)} ms`,
          `${((attempts * 1000) / wall).toFixed(0)} intentos/s`,
          `p50 ${pct(latencies, 50).toFixed(0)} ms`,
          `p95 ${pct(latencies, 95).toFixed(0)} ms`,
          `p99 ${pct(latencies, 99).toFixed(0)} ms`,
        ].join('  '),
      );
    }
    all.sort((a, b) => a - b);
    const result: RaceResult = {
      rounds,
      attempts,
      seats,
      exactRounds,
      attemptsPerSecond: (rounds * attempts * 1000) / totalMs,
      p95: pct(all, 95),
      p99: pct(all, 99),
    };
    log(
      `  total: ${result.attemptsPerSecond.toFixed(0)} intentos/s; exactamente ${seats} reservas en ${exactRounds} de ${rounds} rondas`,
    );
    return result;
  } finally {
    await running.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = new Map(
    process.argv.slice(2).map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k!, v ?? 'true'];
    }),
  );
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL es obligatorio (una base de datos migrada).');
  const result = await runBookingRace({
    databaseUrl,
    rounds: Number(args.get('rounds') ?? 5),
    attempts: Number(args.get('attempts') ?? 200),
    seats: Number(args.get('seats') ?? 10),
    customers: Number(args.get('customers') ?? 10),
  });
  if (result.exactRounds !== result.rounds) process.exitCode = 1;
}
