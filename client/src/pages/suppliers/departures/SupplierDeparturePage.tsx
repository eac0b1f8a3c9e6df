import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { todayInCaracas } from '../../../../../schema/validation/calendar-date';
import {
  DEPARTURE_CANCEL_REASON_LABELS,
  type DepartureCancelReasonName,
} from '../../../../../schema/validation/departure-cancel';
import { dateTime } from '../../admin/format';
import { SupplierDepartureDocument } from '../../../graphql/generated/supplier-day';
import { paths } from '../../../platform/paths';
import { useSupplierAccess } from '../team/access';
import { DepartureManifest } from '../activity-tabs/DepartureManifest';
import { CancelDepartureDialog } from './CancelDepartureDialog';
import { longDay } from './calendar-view';
import { StateBadge } from './SlotLink';

/** A figure of the departure: big enough to read at arm's length. */
function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="col-6 col-sm-3">
      <div className="small text-body-secondary">{label}</div>
      <div className="fs-4 fw-bold" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/**
 * One departure: how full it is and its state, the meeting point, the cancellation's reason when cancelled, who comes
 * (check-in on its day), and its actions.
 */
export function SupplierDeparturePage() {
  const { timeId = '' } = useParams();
  const [cancelling, setCancelling] = useState(false);
  // A guide sees the departure and checks people in; bookings and cancelling are the operations role's.
  const operations = useSupplierAccess().can('operations');
  const { data, loading, error, refetch } = useQuery(SupplierDepartureDocument, {
    variables: { timeId },
    fetchPolicy: 'cache-and-network',
  });
  const d = data?.supplierDeparture;
  if (loading && !d) return <p aria-busy="true">Cargando salida…</p>;
  if (error || !d)
    return (
      <div className="alert alert-warning" role="alert">
        La salida no existe. <Link to={paths.suppliers.departures}>Volver a salidas</Link>
      </div>
    );
  const today = todayInCaracas();
  const cancellable = operations && d.state !== 'CANCELLED' && d.state !== 'PAST';
  const bookings = `${paths.suppliers.bookings}?${new URLSearchParams({ from: d.date, to: d.date, activity: d.activityId })}`;

  return (
    <section data-testid="supplier-departure">
      <Link to={`${paths.suppliers.departures}?date=${d.date}`} className="d-inline-block mb-2 py-2">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Salidas
      </Link>
      <h1 className="h4 mb-1">{d.activityTitle}</h1>
      <p className="mb-2">
        <span className="text-capitalize">{longDay(d.date)}</span> · {d.startsAt}–{d.endsAt}{' '}
        {d.date === today && <span className="badge text-bg-primary ms-1">Hoy</span>}
      </p>
      <div className="mb-3">
        <StateBadge state={d.state} />
      </div>
      <Card body className="mb-3">
        <div className="row g-2 text-center text-sm-start">
          <Figure label="Reservados" value={`${d.booked}/${d.capacity}`} testId="departure-booked" />
          <Figure label="Libres" value={d.available} testId="departure-available" />
          <Figure label="Mínimo" value={d.minParticipants} testId="departure-minimum" />
          <Figure label="Llegaron" value={d.checkedIn} testId="departure-checked-in" />
          <Figure label="Lista de espera" value={d.waitlist} testId="departure-waitlist" />
        </div>
      </Card>
      <Card body className="mb-3">
        <h2 className="h6">Notas</h2>
        <p className="mb-1">
          <i className="bi bi-geo-alt me-1" aria-hidden="true" />
          Punto de encuentro: {d.departureAddress || 'sin indicar'}
        </p>
        {d.cancelledAt && d.cancelReason && (
          <p className="mb-1 text-danger-emphasis" data-testid="departure-cancellation">
            Cancelada el {dateTime(d.cancelledAt)}. Motivo:{' '}
            {DEPARTURE_CANCEL_REASON_LABELS[d.cancelReason.toLowerCase() as DepartureCancelReasonName]}
            {d.cancelNote && ` — ${d.cancelNote}`}
          </p>
        )}
        {d.state === 'BELOW_MINIMUM' && (
          <p className="mb-1 text-warning-emphasis">
            Faltan {d.minParticipants - d.booked} participantes para el mínimo de la actividad.
          </p>
        )}
      </Card>
      <div className="d-grid d-sm-flex gap-2 mb-4">
        {operations && (
          <Link to={bookings} className="btn btn-outline-primary btn-lg">
            <i className="bi bi-journal-check me-1" aria-hidden="true" />
            Ver reservas
          </Link>
        )}
        {cancellable && (
          <Button variant="outline-danger" size="lg" onClick={() => setCancelling(true)}>
            <i className="bi bi-x-octagon me-1" aria-hidden="true" />
            Cancelar salida
          </Button>
        )}
      </div>
      <h2 className="h5">Lista de llegadas</h2>
      <DepartureManifest activityTimeId={d.timeId} checkIn={d.date === today && d.state !== 'CANCELLED'} />
      <CancelDepartureDialog
        show={cancelling}
        departure={d}
        onClose={() => setCancelling(false)}
        onCancelled={() => void refetch()}
      />
    </section>
  );
}
