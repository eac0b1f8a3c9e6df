import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { rejectPaymentSchema } from '../../../../../schema/validation/booking';
import { useConfirm } from '../../../components/confirm';
import { Pagination } from '../../../components/paginated-table';
import { ProofImage } from '../../../components/payment-dialog/proof';
import { useToast } from '../../../components/toasts';
import {
  SupplierPendingPaymentsDocument,
  SupplierQueueConfirmPaymentDocument,
  SupplierQueueRejectPaymentDocument,
  type SupplierPendingPaymentsQuery,
} from '../../../graphql/generated/supplier-day';
import { dateTime } from '../../admin/format';
import { TextAreaField } from '../../admin/fields';
import { FormModal } from '../../admin/FormModal';
import { PaymentAmounts } from '../activity-tabs/PaymentAmounts';
import { errorMessage } from '../activity-tabs/tab-utils';
import { bookingPath } from '../bookings/labels';
import { evictPaymentViews, livePolling } from './live';

type Pending = SupplierPendingPaymentsQuery['supplierPendingPayments']['items'][number];

const PER_PAGE = 20;

/**
 * Pagos por verificar: every pago móvil payment waiting on the supplier's activities, oldest first, one card each
 * (phone first: amounts, reference and proof stacked, two full-width buttons). Refreshes itself while open.
 */
export function SupplierPaymentQueuePage() {
  const toast = useToast();
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(SupplierPendingPaymentsDocument, {
    variables: { page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
    ...livePolling,
  });
  const [confirmPayment, { loading: confirming }] = useMutation(SupplierQueueConfirmPaymentDocument, {
    update: evictPaymentViews,
  });
  const [rejectPayment] = useMutation(SupplierQueueRejectPaymentDocument, { update: evictPaymentViews });
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const list = data?.supplierPendingPayments;

  const onConfirm = async (p: Pending) => {
    if (!(await confirm({ title: '¿Confirmar el pago?', body: `Referencia ${p.reference}` }))) return;
    try {
      await confirmPayment({ variables: { id: p.id, acceptMismatch: accepted[p.id] === true } });
      toast.success('Pago confirmado', 'El cliente recibe su voucher por correo.');
      await refetch();
    } catch (error) {
      toast.danger('No se pudo confirmar', errorMessage(error));
    }
  };

  return (
    <section data-testid="payment-queue">
      <h1 className="h4 mb-1">Pagos por verificar</h1>
      <p className="text-body-secondary small mb-3">
        {list ? `${list.total} por verificar, el más antiguo primero.` : 'Cargando…'} Se actualiza sola.
      </p>
      {data && list?.items.length === 0 && (
        <div className="alert alert-success" role="status">
          No hay pagos por verificar.
        </div>
      )}
      {loading && !data && (
        <p className="placeholder-glow" aria-busy="true">
          <span className="placeholder col-12" />
          <span className="placeholder col-8" />
        </p>
      )}
      <Row className="g-3">
        {list?.items.map((p) => {
          const b = p.order.booking;
          const mismatch = Number(p.amountDifference) !== 0;
          return (
            <Col key={p.id} xs={12} xl={6}>
              <Card className="h-100" data-testid="queue-payment">
                <Card.Body>
                  <div className="d-flex flex-wrap justify-content-between gap-1">
                    <div className="fw-semibold text-break">{b.activity.title}</div>
                    <Link to={bookingPath(b.id)} className="font-monospace">
                      {b.code}
                    </Link>
                  </div>
                  <div className="small">
                    {b.date.startsAt} {b.time.startsAt.slice(0, 5)} · {b.personName} · {b.seats} cupos
                  </div>
                  <div className="small text-body-secondary mb-2">Registrado {dateTime(p.createdAt)}</div>
                  <Row className="g-2">
                    <Col xs={12} sm={7}>
                      <PaymentAmounts
                        payment={p}
                        accepted={accepted[p.id] === true}
                        onAccept={(value) => setAccepted({ ...accepted, [p.id]: value })}
                      />
                      <div>
                        Referencia: <code data-testid="queue-reference">{p.reference}</code>
                      </div>
                      <div>Banco: {p.bankName || p.bank}</div>
                      <div>Pagador: {p.buyerId}</div>
                    </Col>
                    <Col xs={12} sm={5}>
                      {p.proofUrl ? (
                        <ProofImage url={p.proofUrl} reference={p.reference} />
                      ) : (
                        <div className="small text-body-secondary">Sin comprobante adjunto.</div>
                      )}
                    </Col>
                  </Row>
                  <Row className="g-2 mt-2">
                    <Col xs={6}>
                      <Button
                        size="lg"
                        variant="success"
                        className="w-100"
                        disabled={confirming || (mismatch && !accepted[p.id])}
                        onClick={() => void onConfirm(p)}
                      >
                        <i className="bi bi-check-lg me-1" aria-hidden="true" />
                        Confirmar
                      </Button>
                    </Col>
                    <Col xs={6}>
                      <Button
                        size="lg"
                        variant="outline-danger"
                        className="w-100"
                        onClick={() => setRejecting(p)}
                      >
                        <i className="bi bi-x-lg me-1" aria-hidden="true" />
                        Rechazar
                      </Button>
                    </Col>
                  </Row>
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
      {list && list.lastPage > 1 && (
        <div className="mt-3">
          <Pagination
            page={list.page}
            lastPage={list.lastPage}
            perPage={PER_PAGE}
            total={list.total}
            onPageChange={setPage}
            disabled={loading}
          />
        </div>
      )}
      {rejecting && (
        <FormModal
          show
          testId="reject-payment-modal"
          title={`Rechazar el pago ${rejecting.reference}`}
          submitLabel="Rechazar"
          initialValues={{ reason: '' }}
          schema={rejectPaymentSchema}
          onHide={() => setRejecting(null)}
          onSubmit={async ({ reason }) => {
            await rejectPayment({ variables: { id: rejecting.id, reason: reason.trim() } });
            toast.success('Pago rechazado', 'El cliente recibe el motivo por correo.');
            await refetch();
          }}
        >
          <TextAreaField
            name="reason"
            label="Motivo (lo recibe el cliente por correo)"
            maxLength={255}
            counter
          />
        </FormModal>
      )}
    </section>
  );
}
