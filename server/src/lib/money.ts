import { Decimal } from 'decimal.js';

/**
 * The one rounding of the product's money: exact decimal arithmetic, then 2 decimals, half away from zero
 * (ROUND_HALF_UP), as a numeric string ready for a `numeric` column. Every total, commission and difference is
 * rounded here, once, at the end of its computation.
 */
export function roundMoney(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** Σ of decimal strings, rounded once. */
export function sumMoney(values: Iterable<Decimal.Value>): string {
  let sum = new Decimal(0);
  for (const value of values) sum = sum.plus(value);
  return roundMoney(sum);
}
