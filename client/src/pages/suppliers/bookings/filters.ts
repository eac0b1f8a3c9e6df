import { useSearchParams } from 'react-router-dom';
import type { BookingPaymentState, SupplierBookingFilter } from '../../../graphql/generated/supplier-day';

/** The bookings list's filters, kept in the URL (`?from=…&to=…&activity=…&status=…&payment=…&checkin=…&q=…`). */
export interface BookingFilterValues {
  from: string;
  to: string;
  activity: string;
  status: string;
  payment: string;
  checkin: string;
  q: string;
}

const NAMES: (keyof BookingFilterValues)[] = ['from', 'to', 'activity', 'status', 'payment', 'checkin', 'q'];
const PAYMENT_STATES: readonly string[] = ['None', 'Pending', 'Verified', 'Rejected'];

export function useBookingFilters(): [BookingFilterValues, (changes: Partial<BookingFilterValues>) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as BookingFilterValues;
  const update = (changes: Partial<BookingFilterValues>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  return [values, update];
}

/** The GraphQL filter (unset values left out; the server validates the rest). */
export function graphqlFilter(v: BookingFilterValues): SupplierBookingFilter {
  return {
    from: v.from || null,
    to: v.to || null,
    activityId: v.activity || null,
    status: v.status ? Number(v.status) : null,
    paymentState: PAYMENT_STATES.includes(v.payment) ? (v.payment as BookingPaymentState) : null,
    checkedIn: v.checkin === 'yes' ? true : v.checkin === 'no' ? false : null,
    search: v.q.trim() || null,
  };
}

/** The same filters as the REST/CSV query parameters. */
export function restQuery(v: BookingFilterValues, orderBy: string): URLSearchParams {
  const query = new URLSearchParams();
  if (v.from) query.set('from', v.from);
  if (v.to) query.set('to', v.to);
  if (v.activity) query.set('activity_id', v.activity);
  if (v.status) query.set('status', v.status);
  if (PAYMENT_STATES.includes(v.payment)) query.set('payment_state', v.payment.toLowerCase());
  if (v.checkin) query.set('checked_in', v.checkin === 'yes' ? 'true' : 'false');
  if (v.q.trim()) query.set('search', v.q.trim());
  query.set('orderBy', orderBy);
  return query;
}
