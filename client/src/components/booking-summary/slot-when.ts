/** "sábado, 28 de noviembre de 2026" for a YYYY-MM-DD day (a calendar day: no time zone shift). */
export function longDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('es-VE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** When a booked slot starts: "sábado, 28 de noviembre de 2026 · 09:00" (Caracas wall-clock, as stored). */
export function slotWhen(day: string, startsAt: string): string {
  return `${longDay(day)} · ${startsAt.slice(0, 5)}`;
}
