import { performance } from 'node:perf_hooks';

/**
 * An autocannon-like closed-loop load generator on Node's fetch: `concurrency` loops each send one request, wait for
 * the whole body, record the latency, and go again, until the time budget (or request cap) is spent. Only for
 * 127.0.0.1 targets.
 */

export interface LoadOptions {
  name: string;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  maxRequests?: number;
  /** A pause after each answer (simulated users' think time); none by default (closed loop). */
  thinkMs?: number;
  /** Builds request number `i`. */
  request(i: number): { url: string; init?: RequestInit };
  /**
   * The first request's number (0 by default). The measured phase goes on from where the warm-up stopped, and a run
   * after another passes the previous `next`: a request that varies with `i` (another activity's page) is never sent
   * twice, so the page cache cannot answer what the run means to be rendered.
   */
  startAt?: number;
}

export interface LoadResult {
  name: string;
  /** Raw latencies (ms) and measured time, so rounds can be merged. */
  latencies: number[];
  elapsed: number;
  requests: number;
  errors: number;
  rps: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  /** The number of the request after the last one sent. */
  next: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function phase(options: LoadOptions, durationMs: number, record: boolean, startAt: number) {
  const latencies: number[] = [];
  let errors = 0;
  let counter = startAt;
  const last = startAt + (record ? (options.maxRequests ?? Infinity) : Infinity);
  const started = performance.now();
  const deadline = started + durationMs;
  const loop = async () => {
    while (performance.now() < deadline && counter < last) {
      const { ms, ok } = await timedRequest(options.request(counter++));
      if (!ok) errors++;
      if (record) latencies.push(ms);
      if (options.thinkMs) await new Promise((resolve) => setTimeout(resolve, options.thinkMs));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return { latencies, errors, elapsed: performance.now() - started, next: counter };
}

/**
 * One request against the bench servers (127.0.0.1 only): its latency, and whether it answered 200 without GraphQL
 * errors.
 */
export async function timedRequest({ url, init }: { url: string; init?: RequestInit }) {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`solo 127.0.0.1: ${url}`);
  const t0 = performance.now();
  let ok: boolean;
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    // A JSON answer must carry no GraphQL errors; a rendered page's state script always names an `errors` key.
    const json = res.headers.get('content-type')?.includes('json') ?? false;
    ok = res.status === 200 && !(json && body.includes('"errors"'));
  } catch {
    ok = false;
  }
  return { ms: performance.now() - t0, ok };
}

/** Statistics over one or more measured phases. */
export function summarize(
  name: string,
  latencies: number[],
  errors: number,
  elapsed: number,
  next = latencies.length,
): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    next,
    latencies,
    elapsed,
    requests: latencies.length,
    errors,
    rps: (latencies.length / elapsed) * 1000,
    mean: latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let next = options.startAt ?? 0;
  if (options.warmupMs > 0) ({ next } = await phase(options, options.warmupMs, false, next));
  const measured = await phase(options, options.durationMs, true, next);
  return summarize(options.name, measured.latencies, measured.errors, measured.elapsed, measured.next);
}
