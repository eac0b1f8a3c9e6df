import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { rejectStatementPaymentSchema } from '../../../../../schema/validation/finance';
import { useConfirm } from '../../../components/confirm';
import { PaginatedTable, type TableColumn } from '../../../components/paginated-table';
import { ProofImage } from '../../../components/payment-dialog/proof';
import { useToast } from '../../../components/toasts';
import {
  AdminRejectStatementPaymentDocument,
  AdminVerifyStatementPaymentDocument,
  type AdminStatementQuery,
} from '../../../graphql/generated/admin';
import { evictFields, reported } from '../cache';
import { TextAreaField } from '../fields';
import { DecisionButtons } from '../DecisionButtons';
import { FormModal } from '../FormModal';
import { ves } from '../payments/PendingPaymentsPage';
import { financeTexts as t, PAYMENT_STATUS } from './finance-texts';
import { day, usd } from './money';

type Payment = AdminStatementQuery['statement']['payments'][number];

/** The payments on a statement; an admin verifies or rejects (with a reason) those the supplier registered. */
export function StatementPayments({
  payments,
  onChange,
}: {
  payments: Payment[];
  onChange(): Promise<unknown>;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const evict = { update: evictFields('supplierBalances', 'adminStatements') };
  const [verify, { loading: verifying }] = useMutation(AdminVerifyStatementPaymentDocument, evict);
  const [reject] = useMutation(AdminRejectStatementPaymentDocument, evict);
  const [rejecting, setRejecting] = useState<Payment | null>(null);

  const columns: TableColumn<Payment>[] = [
    { id: 'paidOn', header: t.paidOn, className: 'text-nowrap', cell: (p) => day(p.paidOn) },
    { id: 'bank', header: t.bank, cell: (p) => p.bank },
    {
      id: 'reference',
      header: t.reference,
      cell: (p) => {
        const proof = p.proofUrl;
        return (
          <>
            <code>{p.reference}</code>
            {proof && <ProofImage url={proof} reference={p.reference} />}
          </>
        );
      },
    },
    { id: 'ves', header: t.amountVes, className: 'text-end text-nowrap', cell: (p) => ves(p.amountVes) },
    { id: 'usd', header: t.amountUsd, className: 'text-end text-nowrap', cell: (p) => usd(p.amountUsd) },
    {
      id: 'status',
      header: t.status,
      cell: (p) => (
        <>
          <Badge bg={PAYMENT_STATUS[p.status].variant} text={p.status === 'Pending' ? 'dark' : undefined}>
            {PAYMENT_STATUS[p.status].label}
          </Badge>
          {p.rejectionReason && <div className="small text-body-secondary">{p.rejectionReason}</div>}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Acciones</span>,
      className: 'text-end text-nowrap',
      cell: (p) =>
        p.status === 'Pending' && (
          <DecisionButtons
            acceptLabel={t.verify}
            rejectLabel={t.reject}
            busy={verifying}
            onAccept={async () => {
              if (!(await confirm({ body: t.verifyQuestion }))) return;
              await reported(async () => {
                await verify({ variables: { id: p.id } });
                toast.success(t.verified);
                await onChange();
              });
            }}
            onReject={() => setRejecting(p)}
          />
        ),
    },
  ];

  return (
    <>
      <PaginatedTable
        testId="statement-payments"
        keyboardScroll
        caption={t.paymentsCaption}
        columns={columns}
        rows={payments}
        rowKey={(p) => p.id}
        emptyMessage={t.noPayments}
      />
      {rejecting && (
        <FormModal
          show
          testId="reject-statement-payment-modal"
          title={`${t.rejectTitle} ${rejecting.reference}`}
          initialValues={{ reason: '' }}
          schema={rejectStatementPaymentSchema}
          submitLabel={t.reject}
          onHide={() => setRejecting(null)}
          onSubmit={async ({ reason }) => {
            if (!(await confirm({ body: t.rejectQuestion }))) throw new Error('cancelled');
            await reject({ variables: { id: rejecting.id, reason: reason.trim() } });
            toast.success(t.rejected);
            await onChange();
          }}
        >
          <TextAreaField name="reason" label={t.rejectReason} maxLength={255} counter />
        </FormModal>
      )}
    </>
  );
}
