import { useQuery } from '@apollo/client/react';
import { Badge, Form } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PaginatedTable,
  useTableParams,
  type TableColumn,
  type TableSort,
} from '../../../components/paginated-table';
import {
  AdminSuppliersDocument,
  type AdminSupplierRowFragment,
  type SupplierOrderBy,
} from '../../../graphql/generated/admin';
import { adminPaths } from '../admin-paths';
import { useAdminTexts } from '../admin-texts';

const SORT_KEYS = ['id', 'trade_name', 'document_code', 'phone_number', 'status'] as const;
const DEFAULT_SORT: TableSort = { key: 'id', direction: 'asc' };

/** `trade_name:desc` → `TRADE_NAME_DESC`. */
function orderByOf(sort: TableSort): SupplierOrderBy {
  return `${sort.key.toUpperCase()}_${sort.direction.toUpperCase()}` as SupplierOrderBy;
}

/** admin.supplier.index 'Aliados': sortable, paginated, 'No hay resultados', 'Nuevo' (supplier spec §2). */
export function SupplierListPage() {
  const t = useAdminTexts();
  const table = useTableParams({ defaultSort: DEFAULT_SORT, sortKeys: SORT_KEYS });
  const [params, setParams] = useSearchParams();
  const pendingReview = params.get('pendingReview') === '1';
  const { data, loading } = useQuery(AdminSuppliersDocument, {
    variables: {
      page: table.page,
      perPage: table.perPage,
      orderBy: orderByOf(table.sort),
      pendingReview: pendingReview ? true : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.suppliers;

  const columns: TableColumn<AdminSupplierRowFragment>[] = [
    { id: 'id', header: t.list.id, sortKey: 'id', cell: (s) => s.id },
    {
      id: 'trade_name',
      header: t.list.tradeName,
      sortKey: 'trade_name',
      cell: (s) => (
        <>
          <Link to={adminPaths.supplier(s.id)}>{s.tradeName}</Link>
          {!s.activatedAt && (
            // text-dark named whole: react-bootstrap's `text` prop builds it at run time, so the CSS purge dropped it.
            <Badge bg="warning" className="ms-2 text-dark">
              {t.list.pendingBadge}
            </Badge>
          )}
        </>
      ),
    },
    {
      id: 'document_code',
      header: t.list.documentCode,
      sortKey: 'document_code',
      cell: (s) => s.documentCode,
    },
    { id: 'phone_number', header: t.list.phone, sortKey: 'phone_number', cell: (s) => s.phoneNumber ?? '—' },
    {
      id: 'status',
      header: t.list.status,
      sortKey: 'status',
      cell: (s) =>
        s.status === 1 ? (
          <Badge bg="success">{t.status.active}</Badge>
        ) : (
          <Badge bg="secondary">{t.status.inactive}</Badge>
        ),
    },
  ];

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t.list.title}</h1>
        <Form.Check
          type="switch"
          id="pending-review"
          label={t.list.pendingOnly}
          checked={pendingReview}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (event.target.checked) next.set('pendingReview', '1');
              else next.delete('pendingReview');
              next.delete('page');
              return next;
            })
          }
        />
        <Link to={adminPaths.supplierCreate} className="btn btn-primary">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t.list.new}
        </Link>
      </div>
      <PaginatedTable
        testId="supplier-table"
        caption={t.list.caption}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(s) => s.id}
        loading={loading && !data}
        emptyMessage={t.list.empty}
        sort={table.sort}
        onSortChange={table.setSort}
        paging={table.pagingOf(page)}
      />
    </section>
  );
}
