import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useConfirm } from '../../components/confirm';
import {
  PaginatedTable,
  useTableParams,
  type TableColumn,
  type TableSort,
} from '../../components/paginated-table';
import { useToast } from '../../components/toasts';
import {
  DeleteSupplierActivityDocument,
  SetSupplierActivityStatusDocument,
  SupplierActivitiesDocument,
  type SupplierActivityRowFragment,
  type SupplierActivitySort,
} from '../../graphql/generated/graphql';

const SORT_KEYS = ['id', 'title', 'category', 'basePrice', 'status'] as const;
const DEFAULT_SORT: TableSort = { key: 'id', direction: 'desc' };

/** '#001'. */
export function paddedId(id: string): string {
  return `#${id.padStart(3, '0')}`;
}

/** suppliers.activity.index: the supplier's activities, sortable and paginated (supplier spec §3). */
export function SupplierActivityListPage() {
  const table = useTableParams({ defaultSort: DEFAULT_SORT, sortKeys: SORT_KEYS });
  const confirm = useConfirm();
  const toast = useToast();
  const { data, loading, refetch } = useQuery(SupplierActivitiesDocument, {
    variables: {
      page: table.page,
      perPage: table.perPage,
      orderBy: table.sort.key as SupplierActivitySort,
      direction: table.sort.direction === 'asc' ? 'ASC' : 'DESC',
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteSupplierActivityDocument);
  const [setStatus] = useMutation(SetSupplierActivityStatusDocument);
  const page = data?.supplierActivities;

  async function onDelete(row: SupplierActivityRowFragment) {
    if (!(await confirm())) return;
    try {
      await remove({ variables: { id: row.id } });
      toast.success('Actividad eliminada');
      await refetch();
    } catch {
      /* the error catalogue shows the toast */
    }
  }

  /** Pause asks first (the activity leaves the site); play only sends it to approval, so it goes at once. */
  async function onStatus(row: SupplierActivityRowFragment, status: number) {
    if (status === 0 && !(await confirm())) return;
    try {
      const result = await setStatus({ variables: { id: row.id, status } });
      toast.success(result.data?.setActivityStatus.message ?? 'Listo');
      await refetch();
    } catch {
      /* the error catalogue shows the toast */
    }
  }

  const columns: TableColumn<SupplierActivityRowFragment>[] = [
    {
      id: 'id',
      header: 'ID',
      sortKey: 'id',
      cell: (a) => <Link to={`${a.id}/update`}>{paddedId(a.id)}</Link>,
    },
    {
      id: 'title',
      header: 'Título',
      sortKey: 'title',
      cell: (a) => <Link to={`${a.id}/update`}>{a.title}</Link>,
    },
    { id: 'category', header: 'Categoría', sortKey: 'category', cell: (a) => a.category.name },
    {
      id: 'basePrice',
      header: 'Precio base',
      sortKey: 'basePrice',
      cell: (a) => Number(a.basePrice).toFixed(2),
    },
    {
      id: 'status',
      header: 'Estado',
      sortKey: 'status',
      cell: (a) =>
        a.status === 1 ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>,
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: (a) => (
        <div className="d-flex gap-1">
          {a.status === 1 ? (
            <Button
              size="sm"
              variant="outline-warning"
              aria-label="Pausar"
              title="Pausar"
              onClick={() => void onStatus(a, 0)}
            >
              <i className="bi bi-pause-fill" aria-hidden="true" />
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline-success"
              aria-label="Activar"
              title="Activar"
              onClick={() => void onStatus(a, 1)}
            >
              <i className="bi bi-play-fill" aria-hidden="true" />
            </Button>
          )}
          <Button
            size="sm"
            variant="outline-danger"
            aria-label="Eliminar"
            title="Eliminar"
            onClick={() => void onDelete(a)}
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Actividades</h1>
        <Link to="create" className="btn btn-primary">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Nuevo
        </Link>
      </div>
      <PaginatedTable
        testId="supplier-activity-table"
        caption="Actividades"
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(a) => a.id}
        loading={loading && !data}
        emptyMessage="No items found"
        sort={table.sort}
        onSortChange={table.setSort}
        paging={table.pagingOf(page)}
      />
    </section>
  );
}
