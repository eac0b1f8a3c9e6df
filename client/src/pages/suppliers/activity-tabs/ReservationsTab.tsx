import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { object, string } from 'yup';
import { TextAreaField } from '../../admin/fields';
import { FormModal } from '../../admin/FormModal';
import { useConfirm } from '../../../components/confirm';
import { Pagination } from '../../../components/paginated-table';
import { ProofImage } from '../../../components/payment-dialog/proof';
import { useToast } from '../../../components/toasts';
import {
  ConfirmSupplierTabPaymentDocument,
  RejectSupplierTabPaymentDocument,
  SupplierTabReservationsDocument,
} from '../../../graphql/generated/graphql';
import { Avatar } from './Avatar';
import { errorMessage, useActivityId } from './tab-utils';
import { PaymentAmounts } from './PaymentAmounts';

const rejectSchema = object({
  reason: string()
    .trim()
    .required('El motivo es requerido')
    .max(255, 'El motivo no debe contener más de 255 caracteres.'),
});

const PER_PAGE = 15;

/**
 * Reservations tab: bookings newest first, as the list answers them; one with a payment to verify stays in its place,
 * highlighted, with Confirmar / Rechazar.
 */
export function ReservationsTab() {
  const activityId = useActivityId();
  const toast = useToast();
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(SupplierTabReservationsDocument, {
    variables: { activityId, page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [confirmPayment, { loading: confirming }] = useMutation(ConfirmSupplierTabPaymentDocument);
  const [rejectPayment] = useMutation(RejectSupplierTabPaymentDocument);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});

  const bookings = data?.supplierReservations.items ?? [];

  const onConfirm = async (paymentId: string) => {
    if (!(await confirm({ title: '¿Confirmar el pago?' }))) return;
    try {
      await confirmPayment({ variables: { id: paymentId, acceptMismatch: accepted[paymentId] === true } });
      toast.success('Pago confirmado');
      await refetch();
    } catch (error) {
      toast.danger('No se pudo confirmar', errorMessage(error));
    }
  };

  return (
    <section data-testid="reservations-tab">
      <h2 className="h5 mb-3">Reservas activas</h2>
      {loading && !data && (
        <p className="placeholder-glow" aria-busy="true">
          <span className="placeholder col-12" />
          <span className="placeholder col-8" />
        </p>
      )}
      {data && bookings.length === 0 && <p className="text-body-secondary">No existen registros</p>}
      <div className="row g-3">
        {bookings.map((booking) => (
          <div key={booking.id} className="col-12 col-md-6">
            <Card
              className="h-100"
              data-testid="reservation-card"
              data-to-verify={booking.payment?.status === 'Pending' ? 'true' : undefined}
              border={booking.payment?.status === 'Pending' ? 'warning' : undefined}
            >
              {booking.payment?.status === 'Pending' && (
                <Card.Header className="bg-warning-subtle fw-semibold small">
                  <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
                  Pago por verificar
                </Card.Header>
              )}
              <Card.Body>
                <div className="d-flex gap-3">
                  <Avatar src={booking.person.avatar} name={booking.person.name} />
                  <div className="min-w-0">
                    <div className="fw-semibold text-break">{booking.activity.title}</div>
                    <div>
                      <i className="bi bi-calendar-event me-1" aria-hidden="true" />
                      {booking.date.startsAt}
                    </div>
                    <div>
                      <i className="bi bi-person me-1" aria-hidden="true" />
                      {booking.person.name} · {booking.seats}
                    </div>
                    {booking.person.location && (
                      <div className="text-body-secondary small" data-testid="reservation-location">
                        <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                        {booking.person.location.name}
                      </div>
                    )}
                  </div>
                </div>
                {booking.payment?.status === 'Pending' && (
                  <div className="border-top mt-3 pt-3" data-testid="pending-payment">
                    <PaymentAmounts
                      payment={booking.payment}
                      accepted={accepted[booking.payment.id] === true}
                      onAccept={(value) => setAccepted({ ...accepted, [booking.payment!.id]: value })}
                    />
                    <div>Banco: {booking.payment.bankName || booking.payment.bank}</div>
                    <div>Referencia: {booking.payment.reference}</div>
                    {booking.payment.proofUrl && (
                      <ProofImage url={booking.payment.proofUrl} reference={booking.payment.reference} />
                    )}
                    <div className="d-flex gap-2 mt-2">
                      <Button
                        size="sm"
                        variant="success"
                        disabled={
                          confirming ||
                          (Number(booking.payment.amountDifference) !== 0 && !accepted[booking.payment.id])
                        }
                        onClick={() => void onConfirm(booking.payment!.id)}
                      >
                        Confirmar
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => setRejecting(booking.payment!.id)}
                      >
                        Rechazar
                      </Button>
                    </div>
                  </div>
                )}
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      {data && data.supplierReservations.lastPage > 1 && (
        <div className="mt-3">
          <Pagination
            page={data.supplierReservations.page}
            lastPage={data.supplierReservations.lastPage}
            perPage={PER_PAGE}
            total={data.supplierReservations.total}
            onPageChange={setPage}
            disabled={loading}
          />
        </div>
      )}
      {rejecting && (
        <FormModal
          show
          testId="reject-payment-modal"
          title="Rechazar pago"
          submitLabel="Rechazar"
          initialValues={{ reason: '' }}
          schema={rejectSchema}
          onHide={() => setRejecting(null)}
          onSubmit={async (values) => {
            await rejectPayment({ variables: { id: rejecting, reason: values.reason.trim() } });
            toast.success('Pago rechazado');
            await refetch();
          }}
        >
          <TextAreaField name="reason" label="Motivo" maxLength={255} counter />
        </FormModal>
      )}
    </section>
  );
}
