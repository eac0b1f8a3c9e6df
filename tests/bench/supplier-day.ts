import { dayAfter, todayInCaracas } from '../../schema/validation/calendar-date.js';
import { clientOperation } from './client-operations.js';
import { timedRequest } from './load.js';
import { signIn } from './scale.js';
import { gqlPost } from './scenarios.js';
import { runUsers } from './users.js';

/**
 * Part `supplier`: the supplier's day for `aliado1@bench.test` (5,000 bookings over 50 activities) on the chosen
 * scale — the bookings list and the departures calendar on both doors, as the screens and partners ask them. For each:
 * the SQL statements of one request (`X-SQL-Count`), then `users` simulated users (0.5 s think time) on that screen
 * alone for `seconds`: p50/p95/p99 against the goal p95 ≤ 100 ms.
 */

export interface SupplierDayRow {
  name: string;
  statements: number;
  /** Median of sequential requests, one at a time: the screen's own cost, less the machine's queue. */
  alone: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

type Request = { url: string; init?: RequestInit };

function withToken(request: Request, token: string): Request {
  const init = request.init ?? {};
  return {
    url: request.url,
    init: {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    },
  };
}

/** The Monday on or before the 1st of this month, and 41 days later: the month view's 6×7 cells. */
function monthCells(): { from: string; to: string } {
  const first = `${todayInCaracas().slice(0, 7)}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = dayAfter(first, -weekday);
  return { from, to: dayAfter(from, 41) };
}

function scenarios(product: string): { name: string; request(i: number): Request }[] {
  const bookings = clientOperation('SupplierBookings');
  const departures = clientOperation('SupplierDepartures');
  const month = monthCells();
  const today = todayInCaracas();
  return [
    {
      name: 'supplierBookings, page 1 (15, by departure)',
      request: () => gqlPost(product, bookings, { page: 1, perPage: 15, orderBy: 'starts_at:desc' }),
    },
    {
      name: 'supplierBookings, search by name',
      request: (i) =>
        gqlPost(product, bookings, {
          page: 1,
          perPage: 15,
          filter: { search: `Cliente ${1 + (i % 50)}` },
          orderBy: 'starts_at:desc',
        }),
    },
    { name: 'REST /suppliers/bookings', request: () => ({ url: `${product}/api/v1/suppliers/bookings` }) },
    { name: 'supplierDepartures, month view (42 days)', request: () => gqlPost(product, departures, month) },
    {
      name: 'supplierDepartures, week view',
      request: () => gqlPost(product, departures, { from: today, to: dayAfter(today, 6) }),
    },
    {
      name: 'REST /suppliers/departures (30 days)',
      request: () => ({ url: `${product}/api/v1/suppliers/departures` }),
    },
  ];
}

export async function runSupplierDayPart(options: {
  product: string;
  users: number;
  seconds: number;
  log: (m: string) => void;
}): Promise<SupplierDayRow[]> {
  const token = (await signIn(options.product)).supplier!;
  const rows: SupplierDayRow[] = [];
  for (const scenario of scenarios(options.product)) {
    const request = (i: number) => withToken(scenario.request(i), token);
    for (let w = 0; w < 3; w++) await timedRequest(request(1_000_000 + w));
    const probe = request(0);
    const res = await fetch(probe.url, probe.init);
    const body = await res.text();
    if (res.status !== 200 || body.includes('"errors"'))
      throw new Error(`${scenario.name}: ${res.status} ${body.slice(0, 300)}`);
    const statements = Number(res.headers.get('x-sql-count'));
    const sequential: number[] = [];
    for (let n = 0; n < 15; n++) sequential.push((await timedRequest(request(500_000 + n))).ms);
    const alone = sequential.sort((a, b) => a - b)[7]!;
    const r = await runUsers({
      url: options.product,
      users: options.users,
      durationMs: options.seconds * 1000,
      request: (i) => request(i),
    });
    const row = { name: scenario.name, statements, alone, ...r };
    rows.push(row);
    options.log(
      `  ${row.name.padEnd(44)} ${String(statements).padStart(2)} SQL · sola ${alone.toFixed(1)} ms · ${String(r.requests).padStart(5)} solicitudes · p50 ${r.p50.toFixed(1)} ms · p95 ${r.p95.toFixed(1)} ms · p99 ${r.p99.toFixed(1)} ms${r.errors ? ` · ERRORES ${r.errors}` : ''}`,
    );
  }
  return rows;
}

/** The table for tests/bench/README.md. */
export function supplierDayTable(rows: SupplierDayRow[], users: number, scale: string): string {
  return [
    `| ${scale}: screen (aliado1, 5,000 bookings) | SQL per request | alone (median of 15) | requests | p50 | p95, ${users} users | p99 |`,
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.statements} | ${r.alone.toFixed(1)} ms | ${r.requests} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms${r.p95 > 100 ? ' ✗' : ''} | ${r.p99.toFixed(1)} ms |`,
    ),
  ].join('\n');
}
