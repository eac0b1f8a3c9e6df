import { longDay } from '../../platform/calendar-words.js';

/** When a booked slot starts: "sábado, 28 de noviembre de 2026 · 09:00" (Caracas wall-clock, as stored). */
export function slotWhen(day: string, startsAt: string): string {
  return `${longDay(day)} · ${startsAt.slice(0, 5)}`;
}
