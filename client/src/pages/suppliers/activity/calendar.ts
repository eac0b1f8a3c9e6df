/** Month-grid helpers for the dates tab (supplier spec §5): 6×7 cells, Monday first, dates as 'YYYY-MM-DD'. */

export interface CalendarCell {
  date: string;
  day: number;
  /** Outside the shown month. */
  padding: boolean;
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The 42 cells of a month ('YYYY-MM'), starting on the Monday on or before the 1st. */
export function monthGrid(month: string): CalendarCell[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, m - 1, 1));
  const offset = (first.getUTCDay() + 6) % 7;
  const start = new Date(Date.UTC(year, m - 1, 1 - offset));
  return Array.from({ length: 42 }, (_, i) => {
    const d = new Date(start.getTime() + i * 86_400_000);
    return { date: iso(d), day: d.getUTCDate(), padding: iso(d).slice(0, 7) !== month };
  });
}

/** The month `delta` months after `month`. */
export function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return iso(new Date(Date.UTC(year, m - 1 + delta, 1))).slice(0, 7);
}

/** The first open day of a month, if any (open dates sorted or not). */
export function firstOpenDay(openDates: string[], month: string): string | undefined {
  return openDates.filter((d) => monthOf(d) === month).sort()[0];
}

export const WEEKDAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];

export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const label = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
  return label.charAt(0).toUpperCase() + label.slice(1);
}
