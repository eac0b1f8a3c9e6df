import { Migration } from '@mikro-orm/migrations';

/**
 * The seat summaries' full rebuild (bench seed, first migration) in PL/pgSQL. PostgreSQL before 18 plans every
 * statement of an SQL function when the function starts, so the roll-up was planned against the just-truncated table
 * whatever the `analyze` between them found: a nested loop over 1.2 million rows at 100k activities (minutes; 62 s
 * at 10k). PL/pgSQL plans each statement when it first runs: 22 s at 100k, 2.5 s at 10k. (A migration is loaded
 * alone, without the project's import mapping, so this one carries the whole function instead of importing it.)
 */
const REBUILD = `create or replace function activity_availability_rebuild() returns void
language plpgsql as $$
begin
  truncate activity_day_availability, activity_availability;
  insert into activity_day_availability (activity_id, day, morning, afternoon, evening)
  select ad.activity_id, ad.starts_at,
    max(t.current_available) filter (where t.starts_at < time '12:00'),
    max(t.current_available) filter (where t.starts_at >= time '12:00' and t.starts_at < time '18:00'),
    max(t.current_available) filter (where t.starts_at >= time '18:00')
  from activity_dates ad
  join activity_times t on t.activity_date_id = ad.id
  where ad.starts_at >= (now() at time zone 'America/Caracas')::date
    and t.cancelled_at is null and t.current_available > 0
  group by ad.activity_id, ad.starts_at;
  -- Planned here, after the first insert: a hash join of the fresh rows.
  analyze activity_day_availability;
  insert into activity_availability
    (activity_id, morning, morning_until, afternoon, afternoon_until, evening, evening_until)
  select d.activity_id,
    m.morning, max(d.day) filter (where d.morning = m.morning),
    m.afternoon, max(d.day) filter (where d.afternoon = m.afternoon),
    m.evening, max(d.day) filter (where d.evening = m.evening)
  from activity_day_availability d
  join (select activity_id, max(morning) as morning, max(afternoon) as afternoon, max(evening) as evening
        from activity_day_availability group by activity_id) m on m.activity_id = d.activity_id
  group by d.activity_id, m.morning, m.afternoon, m.evening;
end;
$$;`;

/** The SQL-language function this replaces (same statements). */
const REBUILD_SQL = REBUILD.replace('language plpgsql as $$\nbegin\n', () => 'language sql as $$\n').replace(
  'end;\n$$;',
  () => '$$;',
);

export class Migration20261128003500 extends Migration {
  override name = 'Migration20261128003500';

  override up(): void | Promise<void> {
    this.addSql(REBUILD);
  }

  override down(): void | Promise<void> {
    this.addSql(REBUILD_SQL);
  }
}
