import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../../../schema/constants';
import { longDay, monthYear } from './calendar-words';

describe('dates in words, as Intl writes them', () => {
  it('longDay: every day of two years', () => {
    const format = new Intl.DateTimeFormat('es-VE', { dateStyle: 'full', timeZone: 'UTC' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(longDay(day), day).toBe(format.format(new Date(t)));
    }
  });

  it('monthYear: both languages, across month ends in Venezuela', () => {
    const formats = {
      es: new Intl.DateTimeFormat('es-VE', { month: 'long', year: 'numeric', timeZone: BUSINESS_TIME_ZONE }),
      en: new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: BUSINESS_TIME_ZONE }),
    };
    for (let month = 0; month < 24; month++)
      for (const hour of [3, 4, 5]) {
        // 03:00Z on the 1st is still the previous month in Caracas; 04:00Z is the new one.
        const instant = new Date(Date.UTC(2026, month, 1, hour)).toISOString();
        for (const language of ['es', 'en'] as const)
          expect(monthYear(instant, language), `${instant} ${language}`).toBe(
            formats[language].format(new Date(instant)),
          );
      }
  });
});
