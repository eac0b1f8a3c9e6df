import type { FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import type { AnyObjectSchema } from 'yup';
import {
  PaginatedTable,
  useTableParams,
  type TableColumn,
  type TableParams,
} from '../../../components/paginated-table';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toasts';
import { FormModal } from '../../admin/FormModal';
import { errorMessage } from './tab-utils';

export interface ListRow {
  id: string;
  title: string;
}

export interface ListRows<Row> {
  rows: Row[];
  page: number;
  lastPage: number;
  total: number;
  loading: boolean;
  refetch(): Promise<unknown>;
}

export interface ListTabProps<Row extends ListRow, Values extends FormikValues> {
  testId: string;
  heading: string;
  /** Header of the title column (the title opens the edit modal). */
  titleHeader: string;
  /** Columns shown after the title. */
  columns: TableColumn<Row>[];
  sortKeys: readonly string[];
  /** Loads one page with the table's paging and order (a hook: called once per render). */
  useRows(params: TableParams): ListRows<Row>;
  schema: AnyObjectSchema;
  createTitle: string;
  editTitle: string;
  /** Form values for a new line (row undefined) or for editing a row. */
  toValues(row?: Row): Values;
  /** Form fields inside the modal. */
  fields(row?: Row): ReactNode;
  save(values: Values, row?: Row): Promise<unknown>;
  remove(row: Row): Promise<unknown>;
  /** false: no delete button, and the title is not a link (mandatory price lines). */
  editable?(row: Row): boolean;
}

const DEFAULT_SORT = { key: 'id', direction: 'asc' as const };

/**
 * The one list used by the prices, details, highlights, FAQ and unsuitables tabs: 'Nuevo' opens a create modal,
 * the title opens the edit modal, sortable paginated table (15/30/50/100), delete after confirmation.
 */
export function ListTab<Row extends ListRow, Values extends FormikValues>(props: ListTabProps<Row, Values>) {
  const { useRows, columns, editable = () => true } = props;
  const params = useTableParams({ defaultSort: DEFAULT_SORT, sortKeys: props.sortKeys });
  const data = useRows(params);
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  const onDelete = async (row: Row) => {
    if (!(await confirm())) return;
    try {
      await props.remove(row);
      toast.success('Registro eliminado');
      await data.refetch();
    } catch (error) {
      toast.danger('No se pudo eliminar', errorMessage(error));
    }
  };

  const allColumns: TableColumn<Row>[] = [
    { id: 'id', header: '#', sortKey: 'id', cell: (row) => row.id },
    {
      id: 'title',
      header: props.titleHeader,
      sortKey: 'title',
      cell: (row) =>
        editable(row) ? (
          <Button variant="link" className="p-0 text-start" onClick={() => setEditing(row)}>
            {row.title}
          </Button>
        ) : (
          <span>{row.title}</span>
        ),
    },
    ...columns,
    {
      id: 'actions',
      header: <span className="visually-hidden">Acciones</span>,
      className: 'text-end',
      cell: (row) =>
        editable(row) ? (
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={`Eliminar ${row.title}`}
            title="Eliminar"
            onClick={() => void onDelete(row)}
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        ) : null,
    },
  ];

  const row = editing && editing !== 'new' ? editing : undefined;
  return (
    <section data-testid={props.testId}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0">{props.heading}</h2>
        <Button onClick={() => setEditing('new')}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Nuevo
        </Button>
      </div>
      <PaginatedTable
        caption={props.heading}
        columns={allColumns}
        rows={data.rows}
        rowKey={(r) => r.id}
        loading={data.loading}
        emptyMessage="No existen registros"
        sort={params.sort}
        onSortChange={params.setSort}
        paging={{
          page: data.page,
          lastPage: data.lastPage,
          perPage: params.perPage,
          total: data.total,
          onPageChange: params.setPage,
          onPerPageChange: params.setPerPage,
        }}
      />
      {editing && (
        <FormModal
          show
          testId={`${props.testId}-modal`}
          title={row ? props.editTitle : props.createTitle}
          initialValues={props.toValues(row)}
          schema={props.schema}
          onHide={() => setEditing(null)}
          onSubmit={async (values: Values) => {
            await props.save(values, row);
            toast.success('Registro guardado');
            await data.refetch();
          }}
        >
          {props.fields(row)}
        </FormModal>
      )}
    </section>
  );
}
