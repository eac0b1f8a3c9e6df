import { TimeOfDay } from './activity.inputs.js';
import { concat, type Sql } from './activity-read.js';
import { caracasNow } from './slot-availability.js';
import { BUSINESS_TIME_ZONE } from '../../../../schema/constants.js';

/**
 * "Activity `a` has a slot bookable now for n people on a day of the window, in one of these time-of-day bands" in
 * SQL, read from the seat summaries (availability-summary.ts) rather than from every slot: the search's participants
 * and time-of-day filters, their facet counts and the similar activities.
 */

/** Days and seats of a slot filter: YYYY-MM-DD, inclusive; open-ended without `to`; from today without `from`. */
export interface SlotWindow {
  from?: string;
  to?: string;
  seats: number;
}

/** The wall-clock time and day in Caracas (slots are stored on Caracas wall-clock). */
const CARACAS_NOW = `(now() at time zone '${BUSINESS_TIME_ZONE}')`;
export const CARACAS_TODAY = `${CARACAS_NOW}::date`;

/** A slot's start (`ad` its date, `at` the slot), Caracas wall-clock. */
export const SLOT_START = 'ad.starts_at + at.starts_at';
/** The earliest start activity `a` can still be booked for: now plus its `book_before` hours. */
export const BOOKABLE_AFTER = `${CARACAS_NOW} + a.book_before * interval '1 hour'`;
/**
 * The day of activity `a`'s booking deadline: every slot of a later day can be booked (slot-availability.ts). The
 * clock is read once per statement (an uncorrelated sub-select): the facet counts evaluate this on every candidate
 * activity, and converting now() to Caracas time per row was a third of their cost at 100,000 activities.
 */
const DEADLINE_DAY = `((select ${CARACAS_NOW}) + a.book_before * interval '1 hour')::date`;

/** Start-time bands on Caracas wall-clock (`activity_times.starts_at`, aliased `at`). */
export const TIME_OF_DAY_SQL: Record<TimeOfDay, string> = {
  [TimeOfDay.MORNING]: "at.starts_at < time '12:00'",
  [TimeOfDay.AFTERNOON]: "at.starts_at >= time '12:00' and at.starts_at < time '18:00'",
  [TimeOfDay.EVENING]: "at.starts_at >= time '18:00'",
};

/** Each band's column in both summaries. */
export const BAND_COLUMN: Record<TimeOfDay, string> = {
  [TimeOfDay.MORNING]: 'morning',
  [TimeOfDay.AFTERNOON]: 'afternoon',
  [TimeOfDay.EVENING]: 'evening',
};

export const ALL_BANDS = Object.values(TimeOfDay);

/** Whether the window is "from today on, without end", which the per-activity summary answers. */
export function fromTodayOn(window: SlotWindow): boolean {
  return !window.to && (!window.from || window.from <= caracasNow().date);
}

const orBands = (bands: TimeOfDay[], column: (band: TimeOfDay) => string, seats: number): Sql => ({
  text: `(${bands.map((b) => `${column(b)} >= ?`).join(' or ')})`,
  params: bands.map(() => seats),
});

/** The slots themselves, on day `d.day` only: the booking deadline's day, where the summary cannot tell. */
function slotsOfDay(bands: TimeOfDay[], seats: number): Sql {
  return {
    text: `exists (select 1 from activity_dates ad join activity_times at on at.activity_date_id = ad.id
          where ad.activity_id = a.id and ad.starts_at = d.day and at.current_available >= ? and at.cancelled_at is null
          and ${SLOT_START} > ${BOOKABLE_AFTER} and (${bands.map((b) => TIME_OF_DAY_SQL[b]).join(' or ')}))`,
    params: [seats],
  };
}

/** The days of the window from today on, on `activity_day_availability` aliased `d`. */
function windowDays(window: SlotWindow): Sql {
  return {
    text: `d.day >= greatest(coalesce(?::date, ${CARACAS_TODAY}), ${CARACAS_TODAY}) and d.day <= coalesce(?::date, 'infinity')`,
    params: [window.from ?? null, window.to ?? null],
  };
}

/** Exact for any window, through the per-day summary (a few rows per activity for a weekend). */
export function dayRoomSql(bands: TimeOfDay[], window: SlotWindow): Sql {
  return concat(
    'exists (select 1 from activity_day_availability d where d.activity_id = a.id and ',
    windowDays(window),
    ' and ',
    orBands(bands, (b) => `d.${BAND_COLUMN[b]}`, window.seats),
    ` and (d.day > ${DEADLINE_DAY} or `,
    slotsOfDay(bands, window.seats),
    '))',
  );
}

/**
 * One band from today on, through the per-activity summary `av` (left-joined or probed): no room when its largest
 * seats are fewer; room when the last day holding them comes after the booking deadline's day; else (that day is
 * the deadline's, or it has passed since the summary was written) the per-day summary decides.
 */
export function rolledUpBandSql(band: TimeOfDay, seats: number, summary = 'av'): Sql {
  const column = `${summary}.${BAND_COLUMN[band]}`;
  return concat(
    { text: `(case when coalesce(${column} < ?, true) then false`, params: [seats] },
    ` when ${column}_until > ${DEADLINE_DAY} then true else `,
    dayRoomSql([band], { seats }),
    ' end)',
  );
}

/** A slot with room in the window in one of the bands (every band when none is chosen). */
export function slotRoomSql(bands: TimeOfDay[], window: SlotWindow): Sql {
  const chosen = bands.length ? bands : ALL_BANDS;
  if (!fromTodayOn(window)) return dayRoomSql(chosen, window);
  return concat(
    'exists (select 1 from activity_availability av where av.activity_id = a.id and (',
    ...chosen.flatMap((band, i) => [i === 0 ? '' : ' or ', rolledUpBandSql(band, window.seats)]),
    '))',
  );
}

/**
 * For the facet counts over `activity_facet_rows` aliased `a` (which carries the per-activity seat summary's columns):
 * per activity and band, whether it has a slot with room in the window (`s_morning`, …), as one expression per band;
 * for a window of days, over a CTE `av` to join on `av.activity_id = a.id` (the window's latest day with room).
 */
export function bandFlagsSql(window: SlotWindow): { cte?: Sql; flag: (band: TimeOfDay) => Sql } {
  if (fromTodayOn(window)) return { flag: (band) => rolledUpBandSql(band, window.seats, 'a') };
  // The latest day of the window with room per band: after the deadline's day, the band has room.
  return {
    cte: concat(
      'select d.activity_id, ',
      ...ALL_BANDS.flatMap((band, i) => [
        i === 0 ? '' : ', ',
        {
          text: `max(d.day) filter (where d.${BAND_COLUMN[band]} >= ?) as ${BAND_COLUMN[band]}`,
          params: [window.seats],
        },
      ]),
      ' from activity_day_availability d where ',
      windowDays(window),
      ' group by d.activity_id',
    ),
    flag: (band) =>
      concat(
        `(case when av.${BAND_COLUMN[band]} is null then false when av.${BAND_COLUMN[band]} > ${DEADLINE_DAY} then true else `,
        dayRoomSql([band], window),
        ' end)',
      ),
  };
}
