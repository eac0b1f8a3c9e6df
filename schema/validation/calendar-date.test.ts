import { describe, expect, it } from 'vitest';
import { todayInCaracas } from './calendar-date.js';

describe('todayInCaracas', () => {
  it('is the calendar day in Venezuela (UTC−4), not in UTC', () => {
    expect(todayInCaracas(new Date('2026-11-27T03:59:59Z'))).toBe('2026-11-26');
    expect(todayInCaracas(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-27');
    expect(todayInCaracas(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
  });
});
