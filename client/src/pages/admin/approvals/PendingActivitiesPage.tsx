import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { rejectActivitySchema } from '../../../../../schema/validation/admin';
import { paths } from '../../../platform/paths';
import { useConfirm } from '../../../components/confirm';
import { PaginatedTable, useTableParams, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  AdminApproveActivityDocument,
  AdminPendingActivitiesDocument,
  AdminRejectActivityDocument,
  type AdminPendingActivitiesQuery,
} from '../../../graphql/generated/admin';
import { adminPaths } from '../admin-paths';
import { useAdminTexts } from '../admin-texts';
import { evictFields, reported } from '../cache';
import { TextAreaField } from '../fields';
import { dateTime } from '../format';
import { FormModal } from '../FormModal';
import { ActivityChangesModal } from './ActivityChangesModal';

type Pending = AdminPendingActivitiesQuery['pendingActivities']['items'][number];

const SORT = { key: 'updated_at', direction: 'asc' } as const;

/**
 * Activities waiting for approval (new or paused), oldest first. The title opens the public page, which shows the
 * 'Pendiente por Aprobación' banner to admins. Approve publishes it; 'Devolver' mails the supplier a reason.
 */
export function PendingActivitiesPage() {
  const t = useAdminTexts();
  const toast = useToast();
  const confirm = useConfirm();
  const table = useTableParams({ defaultSort: SORT, sortKeys: [] });
  const { data, loading, refetch } = useQuery(AdminPendingActivitiesDocument, {
    variables: { page: table.page, perPage: table.perPage },
    fetchPolicy: 'cache-and-network',
  });
  const evict = { update: evictFields('adminDashboard', 'activities', 'activity') };
  const [approve, { loading: approving }] = useMutation(AdminApproveActivityDocument, evict);
  const [reject] = useMutation(AdminRejectActivityDocument, evict);
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const [viewing, setViewing] = useState<Pending | null>(null);
  const page = data?.pendingActivities;

  const columns: TableColumn<Pending>[] = [
    { id: 'id', header: '#', cell: (a) => a.id },
    {
      id: 'title',
      header: t.approvals.activity,
      cell: (a) => (
        <Link to={paths.activity(a.id, a.slug)} target="_blank" rel="noopener">
          {a.title}
          <i className="bi bi-box-arrow-up-right ms-1 small" aria-hidden="true" />
        </Link>
      ),
    },
    {
      id: 'supplier',
      header: t.approvals.supplier,
      cell: (a) => <Link to={adminPaths.supplier(a.supplierId)}>{a.supplierName}</Link>,
    },
    {
      id: 'kind',
      header: t.approvals.kind,
      cell: (a) =>
        a.publishedAt ? (
          <Badge bg="secondary">{t.approvals.paused}</Badge>
        ) : (
          <Badge bg="primary">{t.approvals.newOne}</Badge>
        ),
    },
    {
      id: 'changes',
      header: t.approvals.changes,
      className: 'text-nowrap',
      cell: (a) =>
        a.changes.length > 0 ? (
          <Button size="sm" variant="outline-primary" onClick={() => setViewing(a)}>
            <i className="bi bi-list-check me-1" aria-hidden="true" />
            {t.approvals.showChanges(a.changes.length)}
          </Button>
        ) : (
          <span className="text-body-secondary small">{t.approvals.noChanges}</span>
        ),
    },
    {
      id: 'updated',
      header: t.approvals.waitingSince,
      className: 'text-nowrap',
      cell: (a) => dateTime(a.updatedAt),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Acciones</span>,
      className: 'text-end text-nowrap',
      cell: (a) => (
        <>
          <Button
            size="sm"
            variant="success"
            className="me-2"
            disabled={approving}
            onClick={async () => {
              if (!(await confirm({ body: t.approvals.approveConfirm }))) return;
              await reported(async () => {
                await approve({ variables: { id: a.id } });
                toast.success(t.approvals.approved, t.approvals.approvedBody);
                await refetch();
              });
            }}
          >
            <i className="bi bi-check-lg me-1" aria-hidden="true" />
            {t.approvals.approve}
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => setRejecting(a)}>
            <i className="bi bi-arrow-return-left me-1" aria-hidden="true" />
            {t.approvals.reject}
          </Button>
        </>
      ),
    },
  ];

  return (
    <section>
      <h1 className="h3 mb-3">{t.approvals.title}</h1>
      <PaginatedTable
        testId="pending-activity-table"
        caption={t.approvals.caption}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(a) => a.id}
        loading={loading && !data}
        emptyMessage={t.approvals.empty}
        paging={table.pagingOf(page)}
      />
      {viewing && <ActivityChangesModal activity={viewing} onHide={() => setViewing(null)} />}
      {rejecting && (
        <FormModal
          show
          testId="reject-modal"
          title={`${t.approvals.rejectTitle}: ${rejecting.title}`}
          initialValues={{ reason: '' }}
          schema={rejectActivitySchema}
          submitLabel={t.approvals.reject}
          onHide={() => setRejecting(null)}
          onSubmit={async ({ reason }) => {
            await reject({ variables: { input: { id: rejecting.id, reason: reason.trim() } } });
            toast.success(t.approvals.rejected, t.approvals.rejectedBody);
            await refetch();
          }}
        >
          <TextAreaField name="reason" label={t.approvals.reason} maxLength={255} counter />
        </FormModal>
      )}
    </section>
  );
}
