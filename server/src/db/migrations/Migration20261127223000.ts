import { Migration } from '@mikro-orm/migrations';

const REBUILD_BEFORE = `create or replace function activity_availability_rebuild() returns void
language sql as $$
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
$$;`;

/** The same function, the first table analysed between its two inserts. */
const REBUILD = REBUILD_BEFORE.replace(
  'group by ad.activity_id, ad.starts_at;\n',
  `group by ad.activity_id, ad.starts_at;\n  -- Just truncated, the table looks empty to the planner, which then joins it to itself by nested loop: 1.2 million
  -- rows at 100k activities took over an hour; with fresh statistics the roll-up below is a hash join (9 s).
  analyze activity_day_availability;
`,
);

/** The seat summaries' full rebuild (bench seed, first migration) reads fresh statistics of its first table. */
export class Migration20261127223000 extends Migration {
  override name = 'Migration20261127223000';

  override up(): void | Promise<void> {
    this.addSql(REBUILD);
  }

  override down(): void | Promise<void> {
    this.addSql(REBUILD_BEFORE);
  }
}
