import { useParams } from 'react-router-dom';
import type { TableParams } from '../../../components/paginated-table';
import type { SortDirection, SupplierListSort } from '../../../graphql/generated/graphql';

/** The activity id of the current tab route (`/suppliers/activity/:id/<tab>`). */
export function useActivityId(): string {
  return useParams().id ?? '';
}

/** Table params → GraphQL variables of the supplier child lists. */
export function listVariables(params: TableParams) {
  return {
    page: params.page,
    perPage: params.perPage,
    orderBy: params.sort.key as SupplierListSort,
    direction: (params.sort.direction === 'asc' ? 'ASC' : 'DESC') as SortDirection,
  };
}

/** The first GraphQL/network message of an error, for toasts. */
export function errorMessage(error: unknown): string {
  const withGraphQL = error as { errors?: { message: string }[]; message?: string };
  return withGraphQL.errors?.[0]?.message ?? withGraphQL.message ?? 'Error inesperado';
}

export function formatMoney(value: string | number): string {
  return Number(value).toFixed(2);
}
