import { fill } from '../admin/admin-texts';
import type { PaymentStatus } from '../../graphql/generated/graphql';
import { useRefundTexts } from './refund-texts';

/** The customer's payment a refund gives back: its verification state and bank reference. */
export function RefundPayment({
  refund,
}: {
  refund: { paymentStatus?: PaymentStatus | null; paymentReference?: string | null };
}) {
  const t = useRefundTexts();
  if (!refund.paymentStatus || !refund.paymentReference) return null;
  return (
    <div data-testid="refund-payment">
      {fill(t.state.payment, {
        state: t.state.paymentState[refund.paymentStatus],
        reference: refund.paymentReference,
      })}
    </div>
  );
}
