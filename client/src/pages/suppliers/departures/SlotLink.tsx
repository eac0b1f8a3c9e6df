import { Link } from 'react-router-dom';
import type { SupplierDepartureFieldsFragment } from '../../../graphql/generated/supplier-day';
import { DEPARTURE_STATE, departurePath } from './states';

export type Departure = SupplierDepartureFieldsFragment;

/** A state as a tinted badge with its word (and icon): readable without seeing colour. */
export function StateBadge({ state }: { state: Departure['state'] }) {
  const { label, badge, icon } = DEPARTURE_STATE[state];
  return (
    <span className={`badge ${badge}`} data-testid="departure-state">
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {label}
    </span>
  );
}

/**
 * One departure in the calendar, a link to its page: time, activity, booked/capacity and state. `compact` (the month
 * grid's cells on wide screens) keeps the time, the seats and the state's icon, its word for screen readers.
 */
export function SlotLink({ departure: d, compact = false }: { departure: Departure; compact?: boolean }) {
  const state = DEPARTURE_STATE[d.state];
  const seats = `${d.booked}/${d.capacity}`;
  const waiting = d.waitlist > 0 ? `, ${d.waitlist} en lista de espera` : '';
  const label = `${d.startsAt} ${d.activityTitle}: ${seats} reservados, ${state.label}${waiting}`;
  if (compact)
    return (
      <Link
        to={departurePath(d.timeId)}
        className={`xp-slot xp-slot-compact border-start border-3 ${state.border} ${state.tint}`}
        title={label}
        aria-label={label}
        data-testid="departure-slot"
      >
        <span className="fw-semibold">{d.startsAt}</span> <span>{seats}</span>{' '}
        <i className={`bi ${state.icon}`} aria-hidden="true" />
      </Link>
    );
  return (
    <Link
      to={departurePath(d.timeId)}
      className={`xp-slot border-start border-4 ${state.border}`}
      aria-label={label}
      data-testid="departure-slot"
    >
      <span className="d-flex justify-content-between gap-2">
        <span className="fw-semibold">{d.startsAt}</span>
        <span className="fw-semibold" data-testid="departure-seats">
          {seats}
        </span>
      </span>
      <span className="d-block text-truncate">{d.activityTitle}</span>
      <StateBadge state={d.state} />
      {d.waitlist > 0 && (
        <span className="badge text-bg-light border ms-1" data-testid="departure-waitlist">
          <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
          {d.waitlist} en espera
        </span>
      )}
    </Link>
  );
}
