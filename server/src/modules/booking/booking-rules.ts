import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { Decimal } from 'decimal.js';
import { unmaskAmount } from '../../../../schema/validation/booking.js';
import { roundMoney } from '../../lib/money.js';
import { slotStart } from '../catalog/slot-availability.js';

/** Business rules of the money path that are pure functions (DESIGN §4, customer spec §9). */

export const BUSINESS_TIME_ZONE = 'America/Caracas';
/** Payment window of an order: 2 hours from its issue date. */
export const PAYMENT_WINDOW_MS = 2 * 60 * 60 * 1000;

// The slot clock lives with the bookability rule in the catalogue; money and holds keep importing it from here.
export { caracasNow, slotStart } from '../catalog/slot-availability.js';

/** The last moment a customer may cancel: the slot's start minus the activity's `cancel_before` hours. */
export function cancelDeadline(date: string, time: string, cancelBeforeHours: number): Date {
  return new Date(slotStart(date, time).getTime() - cancelBeforeHours * 3_600_000);
}

/** The next 12:00 in Caracas: noon today when booked before noon, otherwise noon tomorrow. */
export function holdExpiry(now = new Date(), holdSeconds?: number): Date {
  if (holdSeconds) return new Date(now.getTime() + holdSeconds * 1000); // config.jobs.holdSeconds (tests, demos)
  const local = new TZDate(now, BUSINESS_TIME_ZONE);
  const noon = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    12,
    0,
    0,
    BUSINESS_TIME_ZONE,
  );
  const target = local.getTime() < noon.getTime() ? noon : addDays(noon, 1);
  return new Date(target.getTime());
}

export interface PricedLine {
  unitPrice: string;
  quantity: number;
}

/** Σ unit USD × quantity, exact. */
function linesUsd(lines: PricedLine[]): Decimal {
  return lines.reduce(
    (sum, line) => sum.plus(new Decimal(line.unitPrice).times(line.quantity)),
    new Decimal(0),
  );
}

/** Σ unit USD × quantity, exact, 2 decimals. */
export function totalUsd(lines: PricedLine[]): string {
  return roundMoney(linesUsd(lines));
}

/** VES total = Σ(unit USD × quantity) × the booking's rate, fixed to 2 decimals (spec §9). */
export function totalVes(lines: PricedLine[], exchangeRate: string): string {
  return roundMoney(linesUsd(lines).times(new Decimal(exchangeRate)));
}

/** A typed amount ('1 234,50', '1234.5') as a 2-decimal string. */
export function normalizeAmount(value: string): string {
  return roundMoney(unmaskAmount(value));
}

/**
 * A bank reference as the bank knows it: its digits without leading zeros ('REF-0045 1234' → '451234'), so
 * '0451234' and '00451234' are one reference. Empty when it has no significant digit.
 */
export function normalizeReference(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}

/** A VES amount the way the product shows it: 'Bs. 6.683,88' (Venezuelan grouping, 2 decimals). */
export function formatVes(amount: string): string {
  const [whole, cents] = roundMoney(new Decimal(amount).abs()).split('.') as [string, string];
  const sign = new Decimal(amount).isNegative() && !new Decimal(amount).isZero() ? '-' : '';
  return `Bs. ${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** Paid minus expected, exact, 2 decimals: negative when the customer paid less than the order's VES total. */
export function amountDifference(paid: string, expected: string): string {
  return roundMoney(new Decimal(paid).minus(new Decimal(expected)));
}
