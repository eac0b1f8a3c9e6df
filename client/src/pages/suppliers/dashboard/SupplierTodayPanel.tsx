import { useQuery } from '@apollo/client/react';
import Decimal from 'decimal.js';
import { lazy, Suspense } from 'react';
import { Badge, Card, Col, ListGroup, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  SupplierTodayDocument,
  type DepartureSummaryFieldsFragment,
} from '../../../graphql/generated/supplier-day';
import { paths } from '../../../platform/paths';
import { dateTime } from '../../admin/format';
import { livePolling } from '../payments/live';

const Last30DaysChart = lazy(() => import('./Last30DaysChart'));

/** The departure's own page: its manifest, check-in and actions (cancel it, when it stays below its minimum). */
const manifestPath = (d: DepartureSummaryFieldsFragment) => paths.suppliers.departure(d.timeId);

function DepartureItem({ d }: { d: DepartureSummaryFieldsFragment }) {
  const below = d.bookings > 0 && d.booked < d.minParticipants;
  return (
    <ListGroup.Item action as={Link} to={manifestPath(d)} className="py-3" data-testid="today-departure">
      <div className="d-flex justify-content-between gap-2">
        <span className="fw-semibold">{d.startsAt}</span>
        <span className="text-nowrap">
          {d.booked}/{d.capacity} cupos · {d.checkedIn}/{d.bookings} llegaron
        </span>
      </div>
      <div className="text-break">{d.activityTitle}</div>
      {below && (
        <Badge bg="warning" text="dark">
          Bajo el mínimo ({d.minParticipants})
        </Badge>
      )}
    </ListGroup.Item>
  );
}

function DepartureList({ title, items }: { title: string; items: DepartureSummaryFieldsFragment[] }) {
  return (
    <Card className="h-100">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      {items.length === 0 ? (
        <Card.Body className="text-body-secondary">Sin salidas.</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {items.map((d) => (
            <DepartureItem key={d.timeId} d={d} />
          ))}
        </ListGroup>
      )}
    </Card>
  );
}

function WorkCard({
  to,
  label,
  count,
  since,
  testId,
}: {
  to: string;
  label: string;
  count: number;
  since?: string | null;
  testId: string;
}) {
  return (
    <Col xs={12} md={4}>
      <Card
        as={Link}
        to={to}
        className={`h-100 text-decoration-none ${count > 0 ? 'border-warning' : ''}`}
        data-testid={testId}
      >
        <Card.Body>
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-3 fw-semibold">{count}</div>
          {since && count > 0 && <div className="small">El más antiguo: {dateTime(since)}</div>}
        </Card.Body>
      </Card>
    </Col>
  );
}

/** What to do now: departures, work waiting (each links to where it is handled), and the last 30 days. */
export function SupplierTodayPanel() {
  const { data } = useQuery(SupplierTodayDocument, { fetchPolicy: 'cache-and-network', ...livePolling });
  const t = data?.supplierToday;
  if (!t) return null;
  const todays = t.departures.filter((d) => d.date === t.today);
  const tomorrows = t.departures.filter((d) => d.date !== t.today);
  const totalBookings = t.last30Days.reduce((n, d) => n + d.bookings, 0);
  const totalUsd = t.last30Days.reduce((sum, d) => sum.plus(d.revenueUsd), new Decimal(0)).toFixed(2);
  const busiest = t.last30Days
    .filter((d) => d.bookings > 0)
    .slice(-7)
    .reverse();

  return (
    <section className="mb-4" data-testid="supplier-today">
      <Row className="g-3 mb-3">
        <WorkCard
          to={paths.suppliers.payments}
          label="Pagos por verificar"
          count={t.paymentsToVerify}
          since={t.oldestPaymentAt}
          testId="today-payments"
        />
        <WorkCard
          to={paths.suppliers.refunds}
          label="Reembolsos por atender"
          count={t.openRefunds}
          since={t.oldestRefundAt}
          testId="today-refunds"
        />
        <Col xs={12} md={4}>
          <Card
            className={`h-100 ${t.belowMinimum.length > 0 ? 'border-warning' : ''}`}
            data-testid="today-below-minimum"
          >
            <Card.Body>
              <div className="small text-body-secondary">Salidas bajo el mínimo (30 días)</div>
              <div className="fs-3 fw-semibold">{t.belowMinimum.length}</div>
              {t.belowMinimum.map((d) => (
                <div key={d.timeId} className="small">
                  <Link to={manifestPath(d)}>
                    {d.date} {d.startsAt} · {d.activityTitle}
                  </Link>{' '}
                  ({d.booked}/{d.minParticipants})
                </div>
              ))}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Row className="g-3 mb-3">
        <Col xs={12} lg={6}>
          <DepartureList title="Salidas de hoy" items={todays} />
        </Col>
        <Col xs={12} lg={6}>
          <DepartureList title="Salidas de mañana" items={tomorrows} />
        </Col>
      </Row>
      <Card>
        <Card.Header as="h2" className="h6 mb-0">
          Últimos 30 días
        </Card.Header>
        <Card.Body>
          <Row className="g-3">
            <Col xs={12} lg={8}>
              <Suspense fallback={<div style={{ height: 220 }} className="placeholder-glow" />}>
                <Last30DaysChart days={t.last30Days} />
              </Suspense>
            </Col>
            <Col xs={12} lg={4}>
              <p className="mb-2" data-testid="last30-summary">
                <strong>{totalBookings}</strong> reservas y <strong>USD {totalUsd}</strong> en pagos
                verificados.
              </p>
              <Table size="sm" className="mb-0" data-testid="last30-table">
                <caption className="small">Días con reservas (los 7 más recientes)</caption>
                <thead>
                  <tr>
                    <th scope="col">Día</th>
                    <th scope="col" className="text-end">
                      Reservas
                    </th>
                    <th scope="col" className="text-end">
                      USD
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {busiest.map((d) => (
                    <tr key={d.date}>
                      <td>{d.date}</td>
                      <td className="text-end">{d.bookings}</td>
                      <td className="text-end">{d.revenueUsd}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Col>
          </Row>
        </Card.Body>
      </Card>
    </section>
  );
}
