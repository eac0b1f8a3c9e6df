import { object, string } from 'yup';
import { calendarDay, rangeEnd } from './date-range.js';

/**
 * The supplier's departures calendar: a month view with the days of the weeks around it fits in 62 days; a longer
 * range is refused, so one request never reads years of slots.
 */
export const DEPARTURE_RANGE_MAX_DAYS = 62;
const REQUIRED = 'La fecha es requerida.';

export const supplierDeparturesSchema = object({
  from: calendarDay().required(REQUIRED),
  to: rangeEnd(DEPARTURE_RANGE_MAX_DAYS).required(REQUIRED),
  activityId: string()
    .nullable()
    .matches(/^[1-9][0-9]{0,9}$/, 'La actividad no es válida.'),
});
