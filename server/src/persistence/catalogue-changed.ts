import type { TriggerDef } from '@mikro-orm/core';

/** The PostgreSQL channel on which every write to a table shown on the public pages is announced, on commit. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * The trigger on each such table (`@Trigger(CATALOGUE_CHANGED)` beside its `@Entity`): whoever writes — any server,
 * a job, psql — every server hears what changed and drops only the rendered pages that showed it
 * (server/src/http/page-cache.ts). The payload names one object: `activities:<id>` for an activity and every row that
 * belongs to one (its dates, times, prices, images, details, tags, reviews), else `<table>:<id>`. PostgreSQL folds identical notices of one transaction
 * into one, so a statement over many rows of one activity sends one notice. A row whose only change is its seats
 * (`current_available`, what every booking writes) or its `updated_at` announces nothing: no page renders seats,
 * the booking panel reads them from the API after load.
 */
export const CATALOGUE_CHANGED: TriggerDef = {
  name: 'catalogue_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `declare
    r jsonb;
    k text;
  begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;
    if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;
    end if;
    if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');
    elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);
      -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;
    else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');
    end if;
    perform pg_notify('${CATALOGUE_CHANNEL}', k);
  end;
  return null;`,
};
