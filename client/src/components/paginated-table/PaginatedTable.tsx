import type { ReactNode } from 'react';
import { Pagination, type PaginationProps } from './Pagination';

export type SortDirection = 'asc' | 'desc';

export type TablePaging = Omit<PaginationProps, 'pageSizes' | 'disabled'>;

export interface TableSort {
  /** The column's sort key (e.g. the REST column name `trade_name`). */
  key: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  /** Unique per table. */
  id: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** When set, the header is a button that sorts by this key. */
  sortKey?: string;
  className?: string;
  headerClassName?: string;
}

export interface PaginatedTableProps<T> {
  columns: TableColumn<T>[];
  rows: T[];
  rowKey(row: T): string;
  /** Shown in a single row when there are no rows (and not loading). */
  emptyMessage: ReactNode;
  /** Accessible caption (visually hidden). */
  caption?: string;
  loading?: boolean;
  sort?: TableSort;
  /** Called with the new sort; the caller goes back to page 1 (spec: sorting resets to page 1). */
  onSortChange?(sort: TableSort): void;
  /** Paging; omit it for an unpaged table. */
  paging?: TablePaging;
  /** Extra classes for the <table>. */
  className?: string;
  testId?: string;
  /**
   * For a table that may hold no link or button: its horizontal scroll region takes the focus (named by the caption),
   * so a keyboard can still scroll it on a narrow screen.
   */
  keyboardScroll?: boolean;
}

function SortIcon({ active, direction }: { active: boolean; direction?: SortDirection }) {
  if (!active) return <i className="bi bi-arrow-down-up ms-1 text-body-tertiary" aria-hidden="true" />;
  return (
    <i className={`bi ${direction === 'asc' ? 'bi-sort-up' : 'bi-sort-down'} ms-1`} aria-hidden="true" />
  );
}

/**
 * A sortable, paginated table (Bootstrap): sortable headers, an empty-state row, loading placeholders, and
 * first/previous/numbers/next/last paging with the 15/30/50/100 size selector. Data and state live in the caller
 * (see `useTableParams` to keep them in the URL).
 */
export function PaginatedTable<T>({
  columns,
  rows,
  rowKey,
  emptyMessage,
  caption,
  loading = false,
  sort,
  onSortChange,
  paging,
  className = '',
  testId,
  keyboardScroll = false,
}: PaginatedTableProps<T>) {
  const toggle = (key: string) => {
    const direction: SortDirection = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ key, direction });
  };
  const placeholderRows = loading && rows.length === 0 ? Math.min(paging?.perPage ?? 5, 5) : 0;

  return (
    <div className="xp-paginated-table" data-testid={testId}>
      <div
        className="table-responsive"
        {...(keyboardScroll ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      >
        <table className={`table table-hover align-middle ${className}`} aria-busy={loading || undefined}>
          {caption && <caption className="visually-hidden">{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) => {
                const active = Boolean(column.sortKey && sort?.key === column.sortKey);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={column.headerClassName}
                    aria-sort={active ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortKey && onSortChange ? (
                      <button
                        type="button"
                        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none text-nowrap"
                        onClick={() => toggle(column.sortKey!)}
                      >
                        {column.header}
                        <SortIcon active={active} direction={sort?.direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: placeholderRows }, (_, i) => (
              <tr key={`placeholder-${i}`} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.id}>
                    <span className="placeholder-glow">
                      <span className="placeholder col-8" />
                    </span>
                  </td>
                ))}
              </tr>
            ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {emptyMessage}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging && (
        <Pagination
          page={paging.page}
          lastPage={paging.lastPage}
          perPage={paging.perPage}
          total={paging.total}
          onPageChange={paging.onPageChange}
          onPerPageChange={paging.onPerPageChange}
          disabled={loading}
        />
      )}
    </div>
  );
}
