export {
  PaginatedTable,
  type PaginatedTableProps,
  type SortDirection,
  type TableColumn,
  type TableSort,
} from './PaginatedTable';
export { Pagination, pageWindow, type PaginationProps } from './Pagination';
export { useTableParams, type TableParams } from './use-table-params';
