import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The `activity-availability` job: rolls up again the per-activity seat summaries whose largest seats were on a day
 * that has passed (availability-summary.ts). The search is exact without it (it falls back to the per-day rows for
 * such activities); this keeps it on the cheap path. Returns the activities rolled up.
 */
export async function rollUpPassedAvailability(orm: MikroORM): Promise<number> {
  const [row] = await orm.em.fork().execute<{ n: number }[]>(
    `with passed as (
       select activity_id from activity_availability
       where least(morning_until, afternoon_until, evening_until) < (now() at time zone 'America/Caracas')::date
     )
     select count(*)::int as n from passed, lateral (select activity_availability_roll_up(passed.activity_id)) r`,
  );
  return row?.n ?? 0;
}
