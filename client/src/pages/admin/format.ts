import { format } from 'date-fns';

/** `yyyy-MM-dd HH:mm` in the browser's time zone; '—' when empty or invalid. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'yyyy-MM-dd HH:mm');
}

/** A rate (VES per unit) with 2 decimals, as the spec shows exchange rates. */
export function rate(value: string | null | undefined): string {
  if (!value) return '—';
  const n = Number(value);
  return Number.isFinite(n)
    ? n.toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : value;
}

/** "The last segment of the author id" (supplier spec §2): ids may be paths like `users/12`. */
export function lastSegment(id: string | null | undefined): string {
  if (!id) return '—';
  return id.split(/[/:]/).filter(Boolean).pop() ?? id;
}
