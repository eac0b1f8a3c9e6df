import { useMutation, useQuery } from '@apollo/client/react';
import { ProofImage } from '../../../components/payment-dialog/proof';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { rejectPaymentSchema } from '../../../../../schema/validation/booking';
import { paths } from '../../../platform/paths';
import { useConfirm } from '../../../components/confirm';
import { PaginatedTable, useTableParams, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  AdminConfirmPaymentDocument,
  AdminPendingPaymentsDocument,
  AdminRejectPaymentDocument,
  type AdminPendingPaymentsQuery,
} from '../../../graphql/generated/admin';
import { evictFields, reported } from '../cache';
import { TextAreaField } from '../fields';
import { dateTime } from '../format';
import { DecisionButtons } from '../DecisionButtons';
import { FormModal } from '../FormModal';
import { paymentTexts as t } from './payment-texts';

type Pending = AdminPendingPaymentsQuery['pendingPayments']['items'][number];

const SORT = { key: 'created_at', direction: 'asc' } as const;

/** Amounts in VES with Venezuelan grouping ('1.234,50'). */
export function ves(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `Bs. ${n.toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * 'Pagos por verificar' (support): pago móvil payments waiting for verification, oldest first. Confirming marks
 * the order paid and the booking processed; rejecting needs a reason that is mailed to the customer.
 */
export function PendingPaymentsPage() {
  const toast = useToast();
  const confirm = useConfirm();
  const table = useTableParams({ defaultSort: SORT, sortKeys: [] });
  const { data, loading, refetch } = useQuery(AdminPendingPaymentsDocument, {
    variables: { page: table.page, perPage: table.perPage },
    fetchPolicy: 'cache-and-network',
  });
  const evict = { update: evictFields('adminDashboard', 'pendingPayments') };
  const [confirmPayment, { loading: confirming }] = useMutation(AdminConfirmPaymentDocument, evict);
  const [rejectPayment] = useMutation(AdminRejectPaymentDocument, evict);
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const page = data?.pendingPayments;

  const columns: TableColumn<Pending>[] = [
    { id: 'order', header: t.order, cell: (p) => `#${p.orderId}` },
    {
      id: 'customer',
      header: t.customer,
      cell: (p) => (
        <>
          <div>{p.order.booking.personName}</div>
          {p.order.booking.attendeeEmail && (
            <div className="small text-body-secondary">{p.order.booking.attendeeEmail}</div>
          )}
        </>
      ),
    },
    {
      id: 'activity',
      header: t.activity,
      cell: (p) => (
        <Link
          to={paths.activity(p.order.booking.activity.id, p.order.booking.activity.slug)}
          target="_blank"
          rel="noopener"
        >
          {p.order.booking.activity.title}
        </Link>
      ),
    },
    {
      id: 'amount',
      header: t.amount,
      className: 'text-nowrap text-end',
      cell: (p) => (
        <>
          <div>{ves(p.paidAmount)}</div>
          {p.order.totalVes !== p.paidAmount && (
            <div className="small text-body-secondary">
              {t.expected}: {ves(p.order.totalVes)}
            </div>
          )}
        </>
      ),
    },
    { id: 'bank', header: t.bank, cell: (p) => `${p.bank} ${p.bankName}` },
    {
      id: 'reference',
      header: t.reference,
      cell: (p) => (
        <>
          <code>{p.reference}</code>
          <div className="small text-body-secondary">{p.buyerId}</div>
          {p.proofUrl && <ProofImage url={p.proofUrl} reference={p.reference} />}
        </>
      ),
    },
    { id: 'date', header: t.date, className: 'text-nowrap', cell: (p) => dateTime(p.createdAt) },
    {
      id: 'actions',
      header: <span className="visually-hidden">Acciones</span>,
      className: 'text-end text-nowrap',
      cell: (p) => (
        <DecisionButtons
          acceptLabel={t.confirm}
          rejectLabel={t.reject}
          busy={confirming}
          onAccept={async () => {
            const mismatch = Number(p.amountDifference) !== 0;
            const body = mismatch ? t.confirmMismatchQuestion(ves(p.amountDifference)) : t.confirmQuestion;
            if (!(await confirm({ body }))) return;
            await reported(async () => {
              await confirmPayment({ variables: { id: p.id, acceptMismatch: mismatch } });
              toast.success(t.confirmed, t.confirmedBody);
              await refetch();
            });
          }}
          onReject={() => setRejecting(p)}
        />
      ),
    },
  ];

  return (
    <section>
      <h1 className="h3 mb-3">{t.title}</h1>
      <PaginatedTable
        testId="pending-payment-table"
        caption={t.caption}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(p) => p.id}
        loading={loading && !data}
        emptyMessage={t.empty}
        paging={table.pagingOf(page)}
      />
      {rejecting && (
        <FormModal
          show
          testId="reject-payment-modal"
          title={`${t.rejectTitle} #${rejecting.orderId}`}
          initialValues={{ reason: '' }}
          schema={rejectPaymentSchema}
          submitLabel={t.reject}
          onHide={() => setRejecting(null)}
          onSubmit={async ({ reason }) => {
            if (!(await confirm({ body: t.rejectQuestion }))) return;
            await rejectPayment({ variables: { id: rejecting.id, reason: reason.trim() } });
            toast.success(t.rejected, t.rejectedBody);
            await refetch();
          }}
        >
          <TextAreaField name="reason" label={t.reason} maxLength={255} counter />
        </FormModal>
      )}
    </section>
  );
}
