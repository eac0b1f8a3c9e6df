import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../schema/constants';
import type { SortDirection, TablePaging, TableSort } from './PaginatedTable';

export interface TableParams {
  page: number;
  perPage: number;
  sort: TableSort;
  setPage(page: number): void;
  /** Changes the size and goes back to page 1. */
  setPerPage(perPage: number): void;
  /** Changes the order and goes back to page 1. */
  setSort(sort: TableSort): void;
  /** The table's `paging` prop for a loaded page of the list (1 page, 0 rows while it loads). */
  pagingOf(list: { lastPage: number; total: number } | undefined): TablePaging;
}

/**
 * Page, size and order of a table kept in the URL (`?page=2&perPage=30&orderBy=trade_name:desc`, the REST
 * convention), so a list survives reloads and the back button. Unknown values fall back to the defaults.
 */
export function useTableParams(options: {
  defaultSort: TableSort;
  sortKeys: readonly string[];
}): TableParams {
  const [params, setParams] = useSearchParams();
  const { defaultSort, sortKeys } = options;

  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawSize = Number(params.get('perPage'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(rawSize) ? rawSize : DEFAULT_PAGE_SIZE;
  const orderBy = params.get('orderBy') ?? '';
  const sort = useMemo<TableSort>(() => {
    const [key = '', direction = ''] = orderBy.split(':');
    return sortKeys.includes(key) && (direction === 'asc' || direction === 'desc')
      ? { key, direction: direction as SortDirection }
      : defaultSort;
  }, [orderBy, sortKeys, defaultSort]);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const setPage = (next: number) => update({ page: next <= 1 ? null : String(next) });
  const setPerPage = (next: number) =>
    update({ perPage: next === DEFAULT_PAGE_SIZE ? null : String(next), page: null });
  return {
    page,
    perPage,
    sort,
    setPage,
    setPerPage,
    setSort: (next) => update({ orderBy: `${next.key}:${next.direction}`, page: null }),
    pagingOf: (list) => ({
      page,
      perPage,
      lastPage: list?.lastPage ?? 1,
      total: list?.total ?? 0,
      onPageChange: setPage,
      onPerPageChange: setPerPage,
    }),
  };
}
