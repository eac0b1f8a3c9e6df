import { Form } from 'react-bootstrap';
import { ves } from '../../admin/payments/PendingPaymentsPage';

interface Props {
  payment: { id: string; paidAmount: string; expectedAmount: string; amountDifference: string };
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}

/**
 * What the customer registered against the order's VES total. A difference must be accepted explicitly before
 * confirming (the server refuses it otherwise and records who accepted it).
 */
export function PaymentAmounts({ payment, accepted, onAccept }: Props) {
  const mismatch = Number(payment.amountDifference) !== 0;
  return (
    <div data-testid="payment-amounts">
      <div>Total del pedido: {ves(payment.expectedAmount)}</div>
      <div>Monto registrado: {ves(payment.paidAmount)}</div>
      {mismatch && (
        <>
          <div className="text-danger fw-semibold" data-testid="payment-difference">
            Diferencia: {ves(payment.amountDifference)}
          </div>
          <Form.Check
            id={`accept-mismatch-${payment.id}`}
            className="mt-1"
            label="Acepto confirmar el pago con esta diferencia"
            checked={accepted}
            onChange={(event) => onAccept(event.target.checked)}
          />
        </>
      )}
    </div>
  );
}
