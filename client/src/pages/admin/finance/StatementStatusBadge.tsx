import { Badge } from 'react-bootstrap';
import type { StatementStatus } from '../../../graphql/generated/admin';
import { STATEMENT_STATUS } from './finance-texts';

export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  const { label, variant } = STATEMENT_STATUS[status];
  return (
    <Badge bg={variant} data-testid="statement-status">
      {label}
    </Badge>
  );
}
