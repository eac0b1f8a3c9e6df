import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Nav } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { PaginatedTable, useTableParams, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  AdminMarkSupplierLeadHandledDocument,
  AdminSupplierLeadsDocument,
  type AdminSupplierLeadsQuery,
} from '../../../graphql/generated/admin';
import { useAdminTexts } from '../admin-texts';
import { evictFields, reported } from '../cache';
import { dateTime } from '../format';

type Lead = AdminSupplierLeadsQuery['supplierLeads']['items'][number];

const SORT = { key: 'id', direction: 'asc' } as const;

/** Requests sent from the supplier landing ('Hazte aliado'): to handle, then handled. */
export function SupplierLeadsPage() {
  const t = useAdminTexts();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const handled = params.get('handled') === '1';
  const table = useTableParams({ defaultSort: SORT, sortKeys: [] });
  const { data, loading, refetch } = useQuery(AdminSupplierLeadsDocument, {
    variables: { handled, page: table.page, perPage: table.perPage },
    fetchPolicy: 'cache-and-network',
  });
  const [mark, { loading: marking }] = useMutation(AdminMarkSupplierLeadHandledDocument, {
    update: evictFields('adminDashboard'),
  });
  const page = data?.supplierLeads;

  const columns: TableColumn<Lead>[] = [
    {
      id: 'createdAt',
      header: t.leads.createdAt,
      className: 'text-nowrap',
      cell: (l) => dateTime(l.createdAt),
    },
    { id: 'name', header: t.leads.name, cell: (l) => l.name },
    {
      id: 'contact',
      header: t.leads.contact,
      cell: (l) => (
        <>
          <a href={`mailto:${l.email}`}>{l.email}</a>
          {l.phone && <div className="small text-body-secondary">{l.phone}</div>}
        </>
      ),
    },
    {
      id: 'company',
      header: t.leads.company,
      cell: (l) => [l.company, l.city].filter(Boolean).join(' · ') || '—',
    },
    {
      id: 'message',
      header: t.leads.message,
      cell: (l) => <span className="small">{l.message ?? '—'}</span>,
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Acciones</span>,
      className: 'text-end',
      cell: (l) =>
        l.handledAt ? (
          <span className="small text-body-secondary">{dateTime(l.handledAt)}</span>
        ) : (
          <Button
            size="sm"
            variant="outline-success"
            disabled={marking}
            onClick={() =>
              reported(async () => {
                await mark({ variables: { id: l.id } });
                toast.success(t.leads.marked);
                await refetch();
              })
            }
          >
            {t.leads.markHandled}
          </Button>
        ),
    },
  ];

  return (
    <section>
      <h1 className="h3 mb-3">{t.leads.title}</h1>
      <Nav variant="pills" className="mb-3" activeKey={handled ? 'handled' : 'pending'}>
        {(['pending', 'handled'] as const).map((key) => (
          <Nav.Item key={key}>
            <Nav.Link
              eventKey={key}
              onClick={() => setParams(key === 'handled' ? { handled: '1' } : {}, { replace: false })}
            >
              {t.leads[key]}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <PaginatedTable
        testId="lead-table"
        caption={t.leads.caption}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(l) => l.id}
        loading={loading && !data}
        emptyMessage={t.leads.empty}
        paging={table.pagingOf(page)}
      />
    </section>
  );
}
