/** Display helpers shared by the catalogue screens (customer spec §2.6, §9: prices and ratings). */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A USD amount with 2 decimals and spaces between thousands (the spec's numeric mask): '35.00', '1 250.50'.
 * Works on the server's exact decimal strings without going through a binary float; other inputs are rounded.
 */
export function formatAmount(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) {
    const number = Number(text);
    return Number.isFinite(number) ? formatAmount(number.toFixed(2)) : text;
  }
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > 2) return formatAmount(Number(text).toFixed(2));
  const grouped = whole!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${grouped}.${fraction.padEnd(2, '0')}`;
}

/** A USD price as shown on cards and the detail: '$35.00'. */
export function formatPrice(value: string | number): string {
  return `$${formatAmount(value)}`;
}

/** An average rating with one decimal: 4.5 → '4.5', 0 → '0.0'. */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}

export type DurationUnitName = 'days' | 'hours' | 'minutes';

/** The i18n key for a duration ('catalog.duration.hours' with count). Unknown units read as hours. */
export function durationKey(unit: string): `catalog.duration.${DurationUnitName}` {
  const name = unit.toLowerCase();
  if (name === 'days' || name === 'minutes') return `catalog.duration.${name}`;
  return 'catalog.duration.hours';
}
