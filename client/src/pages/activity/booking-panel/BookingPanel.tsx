import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Button, ButtonGroup, Card, Form, Placeholder } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MANDATORY_LINE_MESSAGE, NO_QUANTITY_MESSAGE } from '../../../../../schema/validation/booking';
import { paths } from '../../../platform/paths';
import { firstScope } from '../../../platform/session/session-store';
import { useSession } from '../../../platform/session';
import { longDay } from '../../../platform/calendar-words';
import { useToast } from '../../../components/toasts';
import {
  BookingPanelDocument,
  CartBookingsDocument,
  CreateBookingDocument,
} from '../../../graphql/generated/graphql';
import { todayInCaracas } from '../../../../../schema/validation/calendar-date';
import { remainingSeats } from './availability';
import { firstOpenTime, hasOpenSlot, missingDayReason, offeredDates } from './slot-choice';

/** Booking side panel (customer spec §4.3). */
export function BookingPanel({ activityId }: { activityId: string }) {
  const session = useSession();
  const scope = session.user ? firstScope(session.token) : undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, loading } = useQuery(BookingPanelDocument, {
    variables: { id: activityId },
    fetchPolicy: 'cache-and-network',
  });
  // Failures get the booking toast of customer spec §8 instead of the global catalogue's.
  const [create, { loading: creating }] = useMutation(CreateBookingDocument, {
    refetchQueries: [
      { query: CartBookingsDocument },
      { query: BookingPanelDocument, variables: { id: activityId } },
    ],
    context: { errorHandling: 'silent' },
  });
  const [dateId, setDateId] = useState<string>('');
  const [timeId, setTimeId] = useState<string>('');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [askedDay, setAskedDay] = useState('');

  const activity = data?.activity;
  const dates = useMemo(() => offeredDates(activity?.dates ?? []), [activity]);
  const bookable = dates.some(hasOpenSlot);
  const date = dates.find((d) => d.id === dateId && hasOpenSlot(d)) ?? dates.find(hasOpenSlot);
  const time =
    date?.times.find((t) => t.id === timeId && t.availability === 'AVAILABLE') ?? firstOpenTime(date);
  const missing = askedDay ? missingDayReason(activity?.dates ?? [], askedDay, todayInCaracas()) : null;
  const prices = activity?.prices ?? [];
  const remaining = remainingSeats(time?.currentAvailable ?? 0, prices, quantities);
  // Full departures, each with its waitlist (a visitor is sent to log in and back by the customer area's guard).
  const soldOut = dates
    .flatMap((d) =>
      d.times.filter((x) => x.availability === 'SOLD_OUT').map((slot) => ({ day: d.startsAt, slot })),
    )
    .slice(0, 6);

  if (loading && !activity) {
    return (
      <Card body aria-busy="true">
        <Placeholder as="div" animation="glow">
          <Placeholder xs={8} className="mb-2" />
          <Placeholder xs={12} className="mb-2" />
          <Placeholder xs={6} />
        </Placeholder>
      </Card>
    );
  }
  if (!activity) return null;

  function chooseDate(id: string) {
    setDateId(id);
    setTimeId(firstOpenTime(dates.find((d) => d.id === id))?.id ?? '');
    setQuantities({});
  }

  /** A day typed by the traveller: selected when it is offered, otherwise the panel says why (`missing`). */
  function askDay(day: string) {
    setAskedDay(day);
    const offered = dates.find((d) => d.startsAt.slice(0, 10) === day && hasOpenSlot(d));
    if (offered) chooseDate(offered.id);
  }

  function step(priceId: string, delta: number) {
    const price = prices.find((p) => p.id === priceId);
    if (!price || !time) return;
    const current = quantities[priceId] ?? 0;
    const next = current + delta;
    if (next < 0) return;
    if (delta > 0 && remaining - price.participants * delta < 0) return;
    setQuantities({ ...quantities, [priceId]: next });
  }

  async function book(offline: boolean) {
    if (!date || !time) return;
    const details = prices
      .map((p) => ({ activityPriceId: p.id, quantity: quantities[p.id] ?? 0 }))
      .filter((d) => d.quantity > 0);
    if (details.length === 0) {
      toast.danger('Error', NO_QUANTITY_MESSAGE);
      return;
    }
    if (prices.some((p) => p.mandatory && !(quantities[p.id] > 0))) {
      toast.danger('Error', MANDATORY_LINE_MESSAGE);
      return;
    }
    try {
      const result = await create({
        variables: {
          input: { activityId: activity!.id, activityDateId: date.id, activityTimeId: time.id, details },
        },
      });
      const id = result.data?.createBooking.id;
      if (!id) return;
      setQuantities({});
      if (offline) {
        navigate(`/offline/${id}/booking`);
      } else {
        toast.success(`Orden #${id} enviada`, 'Solo podemos garantizar la reserva hasta hoy a las 12pm');
        navigate(paths.cart);
      }
    } catch {
      toast.success('Ha ocurrido un error', 'Por favor revise su conexion o intente luego.');
    }
  }

  return (
    <Card className="xp-booking-panel" data-testid="booking-panel">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Reserva
        </Card.Title>
        {!bookable ? (
          <p className="text-muted">No hay fechas disponibles.</p>
        ) : (
          <>
            <Form.Group className="mb-3" controlId="booking-date">
              <Form.Label>Fecha</Form.Label>
              <Form.Select value={date?.id ?? ''} onChange={(e) => chooseDate(e.target.value)}>
                {dates.map((d) => (
                  <option key={d.id} value={d.id} disabled={!hasOpenSlot(d)}>
                    {longDay(d.startsAt)}
                    {hasOpenSlot(d) ? '' : ' — Agotado'}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId="booking-time">
              <Form.Label>Horario</Form.Label>
              <Form.Select
                value={time?.id ?? ''}
                onChange={(e) => {
                  setTimeId(e.target.value);
                  setQuantities({});
                }}
              >
                {date?.times.map((t) => (
                  <option key={t.id} value={t.id} disabled={t.availability !== 'AVAILABLE'}>
                    {t.startsAt.slice(0, 5)} - {t.endsAt.slice(0, 5)}
                    {t.availability === 'SOLD_OUT' ? ' — Agotado' : ''}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <p className="mb-3">
              Disponibles:{' '}
              <strong className={remaining <= 5 ? 'text-danger' : ''} data-testid="booking-available">
                {remaining}
              </strong>
            </p>
            <ul className="list-unstyled mb-3">
              {prices.map((p) => (
                <li
                  key={p.id}
                  className="d-flex align-items-center justify-content-between gap-2 mb-2"
                  data-testid="booking-price-line"
                >
                  <span>
                    {p.title}
                    {p.mandatory && <span className="text-danger"> *</span>}
                    <span className="d-block small text-muted">${Number(p.price).toFixed(2)}</span>
                  </span>
                  <ButtonGroup size="sm" aria-label={`Cantidad de ${p.title}`}>
                    <Button variant="outline-secondary" aria-label="Menos" onClick={() => step(p.id, -1)}>
                      <i className="bi bi-dash" aria-hidden="true" />
                    </Button>
                    <span className="px-3 py-1 border-top border-bottom" aria-live="polite">
                      {quantities[p.id] ?? 0}
                    </span>
                    <Button variant="outline-secondary" aria-label="Más" onClick={() => step(p.id, 1)}>
                      <i className="bi bi-plus" aria-hidden="true" />
                    </Button>
                  </ButtonGroup>
                </li>
              ))}
            </ul>
          </>
        )}
        {soldOut.length > 0 && scope !== 'supplier' && scope !== 'admin' && (
          <div className="mb-3 small" data-testid="booking-waitlist">
            <p className="mb-1">¿Tu salida está agotada? Únete a su lista de espera:</p>
            <ul className="list-unstyled mb-0">
              {soldOut.map(({ day, slot }) => (
                <li key={slot.id}>
                  {longDay(day)} · {slot.startsAt.slice(0, 5)} — Agotado ·{' '}
                  <Link to={paths.waitlistJoin(activity.id, slot.id)}>Unirme a la lista de espera</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <details className="mb-3 small" data-testid="booking-other-date">
          <summary>¿No encuentras tu fecha?</summary>
          <Form.Group className="mt-2" controlId="booking-asked-date">
            <Form.Label>¿Qué día buscas?</Form.Label>
            <Form.Control type="date" size="sm" value={askedDay} onChange={(e) => askDay(e.target.value)} />
          </Form.Group>
          {askedDay && (
            <p className="mt-2 mb-0" role="status" data-testid="booking-date-reason">
              {missing ?? `El ${longDay(askedDay)} está disponible y quedó seleccionado.`}
            </p>
          )}
        </details>
        {!session.user ? (
          <Link className="btn btn-primary w-100" to={paths.login} state={{ from: location.pathname }}>
            Iniciar sesión para reservar
          </Link>
        ) : scope === 'client' && bookable ? (
          <div className="d-grid gap-2">
            <Button onClick={() => void book(false)} disabled={creating}>
              Agregar al carrito
            </Button>
            <Button variant="outline-primary" onClick={() => void book(true)} disabled={creating}>
              Comprar offline
            </Button>
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
