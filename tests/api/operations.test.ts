import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { poolMax } from '../../server/src/assembly/mikro-orm.config.js';

/** Operations (issue 8): Prometheus metrics, structured request logs with ids, graceful shutdown. */

const METRICS_TOKEN = 'metrics-test-token-0123456789';

describe('GET /metrics', () => {
  let server: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ metricsToken: METRICS_TOKEN });
    open = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
    await open.stop();
  });

  const scrape = (target: TestServer, token?: string) =>
    fetch(`${target.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    const missing = await scrape(server);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(await missing.text()).not.toContain('http_request_duration_seconds');
    const wrong = await scrape(server, `${METRICS_TOKEN}x`);
    expect(wrong.status).toBe(401);
  });

  it('is not served at all when METRICS_TOKEN is unset', async () => {
    const res = await scrape(open, METRICS_TOKEN);
    expect(await res.text()).not.toContain('http_request_duration_seconds');
  });

  it('reports durations per route pattern and per GraphQL operation, the pool and the queues', async () => {
    expect((await server.http('GET', '/api/v1/activity/3')).status).toBe(200);
    const probe = await server.graphql('query OpsProbe { activities(perPage: 1) { total } }');
    expect(probe.errors).toBeUndefined();

    const res = await scrape(server, METRICS_TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await res.text();
    const value = (pattern: RegExp) => Number(pattern.exec(body)?.[1] ?? NaN);

    // The Express pattern, never the raw URL.
    expect(
      value(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/activity\/:id",status="200"\} (\d+)$/m,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('route="/api/v1/activity/3"');
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} \d+$/m,
    );
    // The named operation, and the one the REST route ran in-process.
    expect(
      value(
        /^graphql_operation_duration_seconds_count\{operation="OpsProbe",type="query",outcome="ok"\} (\d+)$/m,
      ),
    ).toBe(1);
    expect(body).toMatch(
      /^graphql_operation_duration_seconds_count\{operation="Rest\w+",type="query",outcome="ok"\}/m,
    );

    expect(value(/^xplora_db_pool_connections\{state="max"\} (\d+)$/m)).toBe(poolMax());
    expect(value(/^xplora_db_pool_connections\{state="total"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^xplora_db_pool_connections\{state="waiting"\} (\d+)$/m)).toBeGreaterThanOrEqual(0);
    for (const queue of ['outbox_mail', 'booking_hold_expiry', 'order_payment_expiry'])
      expect(
        value(new RegExp(`^xplora_queue_depth\\{queue="${queue}"\\} (\\d+)$`, 'm')),
      ).toBeGreaterThanOrEqual(0);
    expect(body).toContain('process_cpu_seconds_total');
  });
});

/** The real entry point (`node app/main.ts`) on this run's database, its JSON log lines collected. */
interface Child {
  process: ChildProcess;
  url: string;
  logs: Record<string, any>[];
  exited: Promise<number | null>;
}

async function startMain(): Promise<Child> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'app/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: inject('dataDir'),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Record<string, any>[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`main.ts terminó al arrancar (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, any>;
      try {
        entry = JSON.parse(line);
      } catch {
        return; // not a log line
      }
      logs.push(entry);
      const ready = /Xplora listo en (http:\/\/\S+)/.exec(String(entry.msg));
      if (ready) resolve(ready[1]!.replace('localhost', '127.0.0.1'));
    });
  });
  return { process: child, url, logs, exited };
}

describe('the production entry point', () => {
  let main: Child;
  beforeAll(async () => {
    main = await startMain();
  }, 90_000);
  afterAll(() => {
    if (main.process.exitCode === null) main.process.kill('SIGKILL');
  });

  it('writes one JSON log line per request carrying the request id', async () => {
    const res = await fetch(`${main.url}/healthz`);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    const line = main.logs.find((l) => l.req?.id === id);
    expect(line).toMatchObject({
      level: 30,
      time: expect.any(Number),
      msg: 'request completed',
      req: { id, method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(line)).not.toMatch(/authorization/i);
  });

  it('on SIGTERM finishes the request in flight, refuses new ones, and exits 0', async () => {
    const body = JSON.stringify({
      query: 'query InFlight { activities(perPage: 2) { total items { id } } }',
    });
    const half = Math.floor(body.length / 2);
    const { hostname, port } = new URL(main.url);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      // The request is in flight (headers parsed, body half sent) when SIGTERM arrives.
      setTimeout(() => {
        main.process.kill('SIGTERM');
        setTimeout(async () => {
          // Draining: the listener is closed, new connections are refused…
          await expect(fetch(`${main.url}/healthz`)).rejects.toThrow();
          expect(main.process.exitCode).toBeNull();
          // …while the request in flight still gets its answer.
          req.end(body.slice(half));
        }, 700);
      }, 300);
    });
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.activities.total).toBeGreaterThan(0);
    expect(await main.exited).toBe(0);
    expect(main.logs.some((l) => /SIGTERM: deteniendo/.test(String(l.msg)))).toBe(true);
  }, 30_000);
});
