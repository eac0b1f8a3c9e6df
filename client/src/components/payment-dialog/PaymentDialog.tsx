import { useQuery } from '@apollo/client/react';
import { Button, Modal, Placeholder } from 'react-bootstrap';
import { PaymentDialogDocument } from '../../graphql/generated/graphql';
import { PaymentForm } from './PaymentForm';

export interface PaymentDialogProps {
  show: boolean;
  orderId: string;
  bookingId: string;
  amount: string;
  onHide(): void;
  onPaid(): void;
}

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="d-flex align-items-center justify-content-between gap-2 py-1 border-bottom">
      <span>
        <span className="text-muted small d-block">{label}</span>
        <span>{value}</span>
      </span>
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={`Copiar ${label}`}
        onClick={() => void navigator.clipboard?.writeText(value).catch(() => undefined)}
      >
        <i className="bi bi-clipboard" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Payment dialog of an unpaid order: the supplier's pago móvil data with copy buttons, then the payment form. */
export function PaymentDialog({ show, orderId, bookingId, amount, onHide, onPaid }: PaymentDialogProps) {
  const { data, loading } = useQuery(PaymentDialogDocument, {
    variables: { bookingId },
    skip: !show,
    fetchPolicy: 'cache-and-network',
  });
  const paymentData = data?.booking.paymentData ?? [];
  const methods = (data?.paymentMethods ?? []).filter(
    (m) => m.code === 'pago_movil' || paymentData.some((p) => p.paymentMethodId === m.id),
  );
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      scrollable
      fullscreen="sm-down"
      aria-labelledby="payment-dialog-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="payment-dialog-title">Detalles de Pago</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {loading && !data ? (
          <Placeholder as="div" animation="glow">
            <Placeholder xs={12} className="mb-2" />
            <Placeholder xs={8} className="mb-2" />
            <Placeholder xs={10} />
          </Placeholder>
        ) : (
          <>
            {paymentData.map((p) => (
              <section key={p.paymentMethodId} className="mb-3" aria-label="Datos del pago móvil">
                <h3 className="h6">Pague por pago móvil a:</h3>
                <CopyRow label="Titular" value={p.holder} />
                <CopyRow label="RIF" value={p.taxId} />
                <CopyRow label="Teléfono" value={p.phone} />
                <CopyRow label="Banco" value={`${p.bankCode} - ${p.bankName}`} />
                <CopyRow label="Monto (Bs.)" value={amount} />
              </section>
            ))}
            <PaymentForm orderId={orderId} amount={amount} methods={methods} onDone={onPaid} />
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
