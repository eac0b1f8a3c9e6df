import { useQuery } from '@apollo/client/react';
import { Badge } from 'react-bootstrap';
import { SupplierPendingPaymentCountDocument } from '../../../graphql/generated/supplier-day';
import { livePolling } from './live';

/** The sidebar's count of payments waiting for verification (nothing when none wait). */
export function PendingPaymentsBadge() {
  const { data } = useQuery(SupplierPendingPaymentCountDocument, {
    ...livePolling,
    fetchPolicy: 'cache-and-network',
  });
  const count = data?.supplierPendingPaymentCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge bg="danger" pill className="ms-2" data-testid="pending-payments-badge">
      {count}
      <span className="visually-hidden"> pagos por verificar</span>
    </Badge>
  );
}
