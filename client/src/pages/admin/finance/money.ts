/** `US$ 1.234,50` (display only: the amounts arrive as exact decimal strings and are never summed here). */
export function usd(value: string | null | undefined): string {
  if (value == null) return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `US$ ${n.toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** `dd/MM/yyyy` of a `YYYY-MM-DD` day. */
export function day(value: string): string {
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
}

/** The last day of a period whose `end` is exclusive, printed. */
export function lastDay(end: string): string {
  const date = new Date(`${end}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return day(date.toISOString().slice(0, 10));
}

/** Today in Caracas, `YYYY-MM-DD`. */
export const caracasToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

/** A fee (`0.150`) as a percentage (`15 %`). */
export function percent(fee: string): string {
  return `${(Number(fee) * 100).toLocaleString('es-VE', { maximumFractionDigits: 1 })} %`;
}
