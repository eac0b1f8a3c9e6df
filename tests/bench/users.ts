import { performance } from 'node:perf_hooks';
import { timedRequest } from './load.js';

/**
 * Simulated users (issue 8: "p95 ≤ 100 ms and p99 ≤ 250 ms with 20 concurrent users"): each user loops click →
 * wait for the whole answer → think `thinkMs` → next click, for `durationMs`. The clicks follow a fixed mix of 20:
 * 14 searches, 5 activity pages, 1 booking panel (performance notes, T5). Only for 127.0.0.1 targets.
 *
 * The users click for `warmupMs` (3 s) before anything is recorded, as the load part warms up: the figures are a running
 * server's. A fresh server's first second (a new pool's connections, each backend's first plans, the first count of
 * each text search) answered in 0.7–1.8 s at 100,000 activities, and was the whole p99; the cold and start parts time a
 * fresh server.
 */

export type UserAction = 'search' | 'detail' | 'booking';

const MIX: UserAction[] = [
  ...Array<UserAction>(14).fill('search'),
  ...Array<UserAction>(5).fill('detail'),
  'booking',
];

export interface UsersOptions<A extends string = UserAction> {
  url: string;
  users: number;
  durationMs: number;
  warmupMs?: number;
  thinkMs?: number;
  /** The clicks' kinds, in the order they repeat (MIX by default). */
  mix?: A[];
  request(i: number, action: A): { url: string; init?: RequestInit };
}

interface Stats {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface UsersResult extends Stats {
  errors: number;
  rps: number;
  byKind: Record<string, Stats>;
}

function stats(latencies: number[]): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { requests: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

export async function runUsers<A extends string = UserAction>(
  options: UsersOptions<A>,
): Promise<UsersResult> {
  const thinkMs = options.thinkMs ?? 500;
  const mix = options.mix ?? (MIX as A[]);
  const latencies: number[] = [];
  const byKind = new Map<A, number[]>();
  let errors = 0;
  let counter = 0;
  const warmupEnds = performance.now() + (options.warmupMs ?? 3000);
  const deadline = warmupEnds + options.durationMs;
  const user = async (n: number) => {
    // Stagger the users over the first think time, as people do not all click at once.
    await new Promise((r) => setTimeout(r, (n * thinkMs) / options.users));
    while (performance.now() < deadline) {
      const i = counter++;
      const action = mix[i % mix.length]!;
      const recorded = performance.now() >= warmupEnds;
      const { ms, ok } = await timedRequest(options.request(i, action));
      await new Promise((r) => setTimeout(r, thinkMs));
      if (!recorded) continue;
      if (!ok) errors++;
      latencies.push(ms);
      byKind.set(action, [...(byKind.get(action) ?? []), ms]);
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, n) => user(n)));
  const elapsed = performance.now() - warmupEnds;
  return {
    ...stats(latencies),
    errors,
    rps: (latencies.length / elapsed) * 1000,
    byKind: Object.fromEntries([...byKind].map(([k, v]) => [k, stats(v)])),
  };
}
