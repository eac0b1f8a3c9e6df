import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { caracasNow } from '../../../server/src/modules/booking/booking-rules.js';

/** The journey server's embedded database (playwright.config.ts: port 50000 + E2E_PORT, database xplora). */
function databaseUrl(): string {
  const port = 50_000 + Number(process.env.E2E_PORT ?? 4173);
  return `postgresql://postgres:password@127.0.0.1:${port}/xplora`;
}

/**
 * Moves a departure, with its bookings, to today an hour from now (Caracas): what the supplier's clock shows at the
 * meeting point, since check-in opens only a few hours before the start. Today's date row of the activity is
 * reused when the demo seed already made one.
 */
export async function departSoon(timeId: string | number): Promise<void> {
  const start = caracasNow(new Date(Date.now() + 3_600_000));
  const end = caracasNow(new Date(Date.now() + 3 * 3_600_000));
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>(
      `insert into activity_dates (activity_id, starts_at)
       select d.activity_id, $2 from activity_times t join activity_dates d on d.id = t.activity_date_id
       where t.id = $1
       on conflict (activity_id, starts_at) do update set starts_at = excluded.starts_at
       returning id`,
      [Number(timeId), start.date],
    );
    const dateId = rows[0]!.id;
    await client.query(
      'update activity_times set activity_date_id = $2, starts_at = $3, ends_at = $4 where id = $1',
      [Number(timeId), dateId, start.time.slice(0, 5), end.time.slice(0, 5)],
    );
    await client.query('update bookings set activity_date_id = $2 where activity_time_id = $1', [
      Number(timeId),
      dateId,
    ]);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/**
 * Issues the supplier's statement of its unbilled ledger rows, as the statement job would once the period ends
 * (support/close-periods.ts, run in its own Node process against the journey database); the new statements' ids.
 */
export async function closeStatementPeriod(supplierId: string | number): Promise<number[]> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      'node',
      '--import',
      '@swc-node/register/esm-register',
      'tests/e2e/support/close-periods.ts',
      String(supplierId),
    ],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl(), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 150_000,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as number[];
}
