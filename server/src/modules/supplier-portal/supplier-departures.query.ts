import { dayAfter, todayInCaracas } from '../../../../schema/validation/calendar-date.js';
import { single } from './supplier-bookings.query.js';

/** The calendar's range as REST query parameters; without them, the 30 days from today (Venezuela). */
export const DEPARTURE_QUERY_PARAMS: Record<string, string> = {
  from: 'Primer día, AAAA-MM-DD (por defecto hoy) / first day (default today)',
  to: 'Último día, a lo sumo 62 días después de from (por defecto from + 30) / last day, at most 62 days after from',
  activity_id: 'Una actividad propia / one own activity',
};

export const DEFAULT_DEPARTURE_DAYS = 30;

export function departureRangeFromQuery(query: Record<string, unknown>) {
  const from = single(query, 'from') ?? todayInCaracas();
  const to =
    single(query, 'to') ?? (/^\d{4}-\d{2}-\d{2}$/.test(from) ? dayAfter(from, DEFAULT_DEPARTURE_DAYS) : from);
  return { from, to, activityId: single(query, 'activity_id') ?? null };
}
