import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../../schema/constants';
import type { AuditFilters } from './AuditTrail';

/** Paging and filters of an audit screen; a new filter goes back to page 1. */
export function useAuditParams() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    filters,
    page,
    perPage,
    onFilters(next: AuditFilters) {
      setFilters(next);
      setPage(1);
    },
    paging(data: { total: number; lastPage: number } | undefined) {
      return {
        page,
        perPage,
        total: data?.total ?? 0,
        lastPage: data?.lastPage ?? 1,
        onPageChange: setPage,
        onPerPageChange(size: number) {
          setPerPage(size);
          setPage(1);
        },
      };
    },
  };
}
