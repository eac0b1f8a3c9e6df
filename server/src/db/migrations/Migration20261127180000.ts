import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: the seat summaries the search's participants and time-of-day filters read instead of every future slot
 * (server/src/modules/catalog/availability-summary.ts explains them and how the search reads them).
 */
export class Migration20261127180000 extends Migration {
  override name = 'Migration20261127180000';

  override up(): void | Promise<void> {
    this.addSql(`create table "activity_day_availability" (
  "activity_id" int not null,
  "day" date not null,
  "morning" int null,
  "afternoon" int null,
  "evening" int null,
  primary key ("activity_id", "day"),
  constraint "activity_day_availability_activity_id_foreign" foreign key ("activity_id")
    references "activities" ("id") on delete cascade
);`);
    this.addSql(
      `create index "activity_day_availability_day_index" on "activity_day_availability" ("day", "activity_id");`,
    );
    this.addSql(`create table "activity_availability" (
  "activity_id" int primary key,
  "morning" int null, "morning_until" date null,
  "afternoon" int null, "afternoon_until" date null,
  "evening" int null, "evening_until" date null,
  constraint "activity_availability_activity_id_foreign" foreign key ("activity_id")
    references "activities" ("id") on update cascade on delete cascade
);`);
    this.addSql(`create or replace function activity_availability_roll_up(p_activity int) returns void
language plpgsql as $$
declare
  today date := (now() at time zone 'America/Caracas')::date;
begin
  perform pg_advisory_xact_lock(3001, p_activity);
  delete from activity_availability where activity_id = p_activity;
  insert into activity_availability
    (activity_id, morning, morning_until, afternoon, afternoon_until, evening, evening_until)
  select p_activity,
    m.morning, max(d.day) filter (where d.morning = m.morning),
    m.afternoon, max(d.day) filter (where d.afternoon = m.afternoon),
    m.evening, max(d.day) filter (where d.evening = m.evening)
  from activity_day_availability d,
    (select max(x.morning) as morning, max(x.afternoon) as afternoon, max(x.evening) as evening
     from activity_day_availability x where x.activity_id = p_activity and x.day >= today) m
  where d.activity_id = p_activity and d.day >= today
  group by m.morning, m.afternoon, m.evening;
end;
$$;`);
    this
      .addSql(`create or replace function activity_availability_refresh(p_activity int, p_day date) returns void
language plpgsql as $$
declare
  today date := (now() at time zone 'America/Caracas')::date;
begin
  -- Every writer of one activity's summaries takes this lock first, then reads the slots in a fresh statement
  -- (read committed): the last writer to commit has seen every earlier commit, so the summaries stay exact.
  perform pg_advisory_xact_lock(3001, p_activity);
  if not exists (select 1 from activities where id = p_activity) then
    return;
  end if;
  delete from activity_day_availability where activity_id = p_activity and day = p_day;
  insert into activity_day_availability (activity_id, day, morning, afternoon, evening)
  select ad.activity_id, ad.starts_at,
    max(t.current_available) filter (where t.starts_at < time '12:00'),
    max(t.current_available) filter (where t.starts_at >= time '12:00' and t.starts_at < time '18:00'),
    max(t.current_available) filter (where t.starts_at >= time '18:00')
  from activity_dates ad
  join activity_times t on t.activity_date_id = ad.id
  where ad.activity_id = p_activity and ad.starts_at = p_day and t.cancelled_at is null and t.current_available > 0
  group by ad.activity_id, ad.starts_at;
  perform activity_availability_roll_up(p_activity);
end;
$$;`);
    this.addSql(`create or replace function activity_times_activity_availability_fn() returns trigger
language plpgsql as $$
declare
  a int;
  d date;
begin
  if tg_op = 'UPDATE' and old.activity_date_id = new.activity_date_id
     and old.starts_at = new.starts_at and old.current_available = new.current_available
     and old.cancelled_at is not distinct from new.cancelled_at then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    -- No date: it was deleted in this transaction, and its own trigger refreshes its day.
    select ad.activity_id, ad.starts_at into a, d from activity_dates ad where ad.id = old.activity_date_id;
    if a is not null then perform activity_availability_refresh(a, d); end if;
  end if;
  if tg_op = 'INSERT' or new.activity_date_id <> old.activity_date_id then
    select ad.activity_id, ad.starts_at into a, d from activity_dates ad where ad.id = new.activity_date_id;
    if a is not null then perform activity_availability_refresh(a, d); end if;
  end if;
  return null;
end;
$$;`);
    this.addSql(`create or replace function activity_dates_activity_availability_fn() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.activity_id = new.activity_id and old.starts_at = new.starts_at then
    return null;
  end if;
  perform activity_availability_refresh(old.activity_id, old.starts_at);
  if tg_op = 'UPDATE' then perform activity_availability_refresh(new.activity_id, new.starts_at); end if;
  return null;
end;
$$;`);
    // Deferred to the commit: the locks are taken after every seat row the transaction changes, and once per
    // transaction order rather than in the middle of it.
    this
      .addSql(`create constraint trigger "activity_availability" after insert or update or delete on "activity_times"
  deferrable initially deferred for each row execute function activity_times_activity_availability_fn();`);
    this.addSql(`create constraint trigger "activity_availability" after update or delete on "activity_dates"
  deferrable initially deferred for each row execute function activity_dates_activity_availability_fn();`);
    // The whole catalogue at once (this migration, the bench seed, which writes with triggers off): future days only,
    // the only ones the search reads.
    this.addSql(`create or replace function activity_availability_rebuild() returns void
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
$$;`);
    this.addSql(`select activity_availability_rebuild();`);
    this.addSql(`analyze activity_day_availability, activity_availability;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "activity_availability" on "activity_times";`);
    this.addSql(`drop trigger if exists "activity_availability" on "activity_dates";`);
    this.addSql(`drop function if exists activity_availability_rebuild();`);
    this.addSql(`drop function if exists activity_availability_roll_up(int);`);
    this.addSql(`drop function if exists activity_times_activity_availability_fn();`);
    this.addSql(`drop function if exists activity_dates_activity_availability_fn();`);
    this.addSql(`drop function if exists activity_availability_refresh(int, date);`);
    this.addSql(`drop table if exists "activity_availability";`);
    this.addSql(`drop table if exists "activity_day_availability";`);
  }
}
