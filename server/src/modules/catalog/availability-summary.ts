import type { TriggerDef } from '@mikro-orm/core';

/**
 * Seat summaries (issue 30), so that the participants and time-of-day filters of the public search, and their facet
 * counts, read one row per activity (or per activity and day) instead of every future slot. Both tables are kept
 * exact by deferred constraint triggers on `activity_times` and `activity_dates` (migration 20261127180000): at
 * commit, each changed slot's (activity, day) is recomputed from its slots under a transaction-scoped advisory lock
 * on the activity, whoever writes — a booking, an expiry, a cancellation, a capacity or hour edit, a departure
 * cancellation, psql.
 *
 * - `activity_day_availability(activity_id, day, morning, afternoon, evening)`: per activity and day, the largest
 *   number of free seats of a slot that is not cancelled, per time-of-day band (null: no slot with room in the band).
 *   A row exists only for days with room.
 * - `activity_availability(activity_id, <band>, <band>_until)`: per activity and band, the largest free seats over
 *   the days from the day it was computed on, and the last day holding that largest value. While `<band>_until` is
 *   today or later the largest value is still ahead, so "room for n from today on" is `<band> >= n`; once that day
 *   has passed (nothing changed the activity since) the search falls back to the per-day rows (exact, slower), and
 *   the hourly `activity-availability` job rolls such rows up again.
 *
 * Neither knows the `book_before` rule (now plus the activity's hours): a day after the deadline's day has every slot
 * bookable, so only the deadline's own day (and the ones before it) are checked against the slots themselves.
 */
export const ACTIVITY_TIMES_AVAILABILITY: TriggerDef = {
  name: 'activity_availability',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  expression: `create constraint trigger "activity_availability" after insert or update or delete on "activity_times"
  deferrable initially deferred for each row execute function activity_times_activity_availability_fn();`,
};

export const ACTIVITY_DATES_AVAILABILITY: TriggerDef = {
  name: 'activity_availability',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'row',
  expression: `create constraint trigger "activity_availability" after update or delete on "activity_dates"
  deferrable initially deferred for each row execute function activity_dates_activity_availability_fn();`,
};
