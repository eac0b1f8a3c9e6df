import { ProposeRescheduleAction } from './ProposeRescheduleAction';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Badge, Card, Col, Row, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { ProofImage } from '../../../components/payment-dialog/proof';
import { SupplierBookingDetailDocument } from '../../../graphql/generated/supplier-day';
import { dateTime } from '../../admin/format';
import { ves } from '../../admin/payments/PendingPaymentsPage';
import { BOOKING_STATUS, HISTORY_KIND, PAYMENT_STATE } from './labels';

/** One of the screen's cards: half the width from the lg breakpoint, the whole width on a phone. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col xs={12} lg={6}>
      <Card className="h-100">
        <Card.Body>
          <Card.Title as="h2" className="h6">
            {title}
          </Card.Title>
          {children}
        </Card.Body>
      </Card>
    </Col>
  );
}

/** One booking for its supplier: who, what, how much, the payments with their proof, the voucher code, the history. */
export function SupplierBookingPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(SupplierBookingDetailDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const b = data?.booking;
  if (loading && !b) return <p aria-busy="true">Cargando…</p>;
  if (error || !b)
    return (
      <div className="alert alert-warning" role="alert">
        La reserva no existe. <Link to="/suppliers/bookings">Volver a reservas</Link>
      </div>
    );
  const payments = b.orders.flatMap((o) => o.payments);
  const status = BOOKING_STATUS[b.status];

  return (
    <section data-testid="supplier-booking">
      <Link to="/suppliers/bookings" className="d-inline-block mb-2">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Reservas
      </Link>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">
          Reserva{' '}
          <span className="font-monospace" data-testid="booking-code">
            {b.code}
          </span>
        </h1>
        {status && <Badge bg={status.variant}>{status.label}</Badge>}
        {b.checkedInAt && <Badge bg="success">Llegó {dateTime(b.checkedInAt)}</Badge>}
      </div>
      <ProposeRescheduleAction booking={b} />
      <Row className="g-3">
        <Panel title="Salida">
          <div className="fw-semibold">{b.activity.title}</div>
          <div>
            {b.date.startsAt} · {b.time.startsAt.slice(0, 5)}–{b.time.endsAt.slice(0, 5)} · {b.seats} cupos
          </div>
          <Card.Title as="h2" className="h6 mt-3">
            Cliente
          </Card.Title>
          {b.customer && (
            <div data-testid="booking-contact">
              <div>{b.customer.name}</div>
              <a href={`mailto:${b.customer.email}`}>{b.customer.email}</a>
              {b.customer.phone && (
                <div>
                  <a href={`tel:${b.customer.phone}`}>{b.customer.phone}</a>
                </div>
              )}
            </div>
          )}
          {b.attendeeName && (
            <>
              <Card.Title as="h2" className="h6 mt-3">
                Participante
              </Card.Title>
              <div>
                {b.attendeeName} {b.attendeeNationalId && `· ${b.attendeeNationalId}`}
              </div>
              {b.attendeeEmail && <a href={`mailto:${b.attendeeEmail}`}>{b.attendeeEmail}</a>}
              {b.attendeePhone && (
                <div>
                  <a href={`tel:${b.attendeePhone}`}>{b.attendeePhone}</a>
                </div>
              )}
            </>
          )}
        </Panel>
        <Panel title="Tarifas">
          <Table size="sm" className="mb-2">
            <tbody>
              {b.details.map((d) => (
                <tr key={d.id}>
                  <td>
                    {d.quantity} × {d.price.title}
                  </td>
                  <td className="text-end">USD {d.lineTotal}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>Total</th>
                <th className="text-end">
                  USD {b.totalUsd}
                  <div className="fw-normal small">{ves(b.totalVes)}</div>
                </th>
              </tr>
            </tfoot>
          </Table>
          <div className="small text-body-secondary">Tasa de la reserva: {b.exchangeRate}</div>
        </Panel>
        <Panel title="Pagos">
          {payments.length === 0 && <p className="text-body-secondary mb-0">Sin pagos registrados.</p>}
          {payments.map((p) => (
            <div key={p.id} className="border-top pt-2 mt-2" data-testid="booking-payment">
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <strong>{ves(p.paidAmount)}</strong>
                <Badge bg={PAYMENT_STATE[p.status].variant}>{PAYMENT_STATE[p.status].label}</Badge>
              </div>
              <div className="small">
                Esperado {ves(p.expectedAmount)} · Ref. {p.reference} · {p.bankName || p.bank} · Pagador{' '}
                {p.buyerId}
              </div>
              <div className="small text-body-secondary">Registrado {dateTime(p.createdAt)}</div>
              {p.rejectionReason && <div className="small text-danger">Motivo: {p.rejectionReason}</div>}
              {p.proofUrl && <ProofImage url={p.proofUrl} reference={p.reference} />}
            </div>
          ))}
        </Panel>
        <Panel title="Historia">
          <ol className="list-unstyled mb-0" data-testid="booking-history">
            {b.history.map((e, i) => (
              <li key={i} className="mb-1">
                <span className="text-body-secondary small me-2">{dateTime(e.at)}</span>
                {HISTORY_KIND[e.kind] ?? e.kind}
                {e.note && <span className="text-body-secondary"> · {e.note}</span>}
              </li>
            ))}
          </ol>
        </Panel>
      </Row>
    </section>
  );
}
