import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { BookingSummary } from '../../components/booking-summary';
import type { OfflineWizard_BookingFragment } from '../../graphql/generated/graphql';

type Booking = OfflineWizard_BookingFragment;

/** Side panel of the wizard (spec §2.9): activity link, date and time, summary, booking summary, why-book block. */
export function SidePanel({ booking }: { booking: Booking }) {
  return (
    <aside className="d-grid gap-3">
      <Card body>
        <h2 className="h6">
          <Link to={paths.activity(booking.activity.id, booking.activity.slug)}>
            {booking.activity.title}
          </Link>
        </h2>
        <p className="mb-2 small">
          <i className="bi bi-calendar-event me-1" aria-hidden="true" />
          {booking.date.startsAt}
          <i className="bi bi-clock ms-3 me-1" aria-hidden="true" />
          {booking.time.startsAt.slice(0, 5)} - {booking.time.endsAt.slice(0, 5)}
        </p>
        <p className="small text-body-secondary" data-testid="offline-activity-summary">
          {booking.activity.summary}
        </p>
        <BookingSummary bookings={[booking]} />
      </Card>
      <Card body className="bg-body-tertiary">
        <h2 className="h6">¿Por qué reservar con Xplora?</h2>
        <ul className="small mb-0 ps-3">
          <li>Aliados verificados y actividades revisadas.</li>
          <li>Pago seguro en bolívares con pago móvil.</li>
          <li>Atención personalizada antes y después de tu actividad.</li>
        </ul>
      </Card>
    </aside>
  );
}
