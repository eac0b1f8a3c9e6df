import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../constants.js';
import { todayInCaracas } from './calendar-date.js';

describe('todayInCaracas', () => {
  it('is the calendar day in Venezuela (UTC−4), not in UTC', () => {
    expect(todayInCaracas(new Date('2026-11-27T03:59:59Z'))).toBe('2026-11-26');
    expect(todayInCaracas(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-27');
    expect(todayInCaracas(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
  });

  it('agrees with the time-zone database on every hour from 2017 to 2035 (a new offset for Venezuela fails here)', () => {
    const database = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });
    for (let t = Date.UTC(2017, 0, 1); t < Date.UTC(2035, 0, 1); t += 3_600_000) {
      const instant = new Date(t);
      if (todayInCaracas(instant) !== database.format(instant))
        expect(todayInCaracas(instant), instant.toISOString()).toBe(database.format(instant));
    }
  });
});
