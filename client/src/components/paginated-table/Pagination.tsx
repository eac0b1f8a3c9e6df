import { PAGE_SIZES, PAGINATION_WINDOW } from '../../../../schema/constants';

export interface PaginationProps {
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
  onPageChange(page: number): void;
  onPerPageChange?(perPage: number): void;
  /** Page size choices; the spec's 15/30/50/100 by default. */
  pageSizes?: readonly number[];
  disabled?: boolean;
}

/** The page numbers shown: up to `PAGINATION_WINDOW` (3) on each side of the current page. */
export function pageWindow(page: number, lastPage: number, window = PAGINATION_WINDOW): number[] {
  const from = Math.max(1, page - window);
  const to = Math.min(lastPage, page + window);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

function PageButton({
  label,
  icon,
  target,
  disabled,
  active,
  onPageChange,
}: {
  label: string;
  icon?: string;
  target: number;
  disabled?: boolean;
  active?: boolean;
  onPageChange(page: number): void;
}) {
  return (
    <li className={`page-item${disabled ? ' disabled' : ''}${active ? ' active' : ''}`}>
      <button
        type="button"
        className="page-link"
        onClick={() => onPageChange(target)}
        disabled={disabled}
        aria-label={icon ? label : `Página ${target}`}
        aria-current={active ? 'page' : undefined}
        title={icon ? label : undefined}
      >
        {icon ? <i className={`bi ${icon}`} aria-hidden="true" /> : target}
      </button>
    </li>
  );
}

/** First / previous / page numbers / next / last, and the page size selector (supplier spec §2, §9). */
export function Pagination({
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  pageSizes = PAGE_SIZES,
  disabled = false,
}: PaginationProps) {
  const last = Math.max(1, lastPage);
  const atStart = disabled || page <= 1;
  const atEnd = disabled || page >= last;
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <nav aria-label="Paginación">
        <ul className="pagination pagination-sm mb-0 flex-wrap">
          <PageButton
            label="Primera página"
            icon="bi-chevron-double-left"
            target={1}
            disabled={atStart}
            onPageChange={onPageChange}
          />
          <PageButton
            label="Página anterior"
            icon="bi-chevron-left"
            target={page - 1}
            disabled={atStart}
            onPageChange={onPageChange}
          />
          {pageWindow(page, last).map((n) => (
            <PageButton
              key={n}
              label={String(n)}
              target={n}
              active={n === page}
              disabled={disabled && n !== page}
              onPageChange={onPageChange}
            />
          ))}
          <PageButton
            label="Página siguiente"
            icon="bi-chevron-right"
            target={page + 1}
            disabled={atEnd}
            onPageChange={onPageChange}
          />
          <PageButton
            label="Última página"
            icon="bi-chevron-double-right"
            target={last}
            disabled={atEnd}
            onPageChange={onPageChange}
          />
        </ul>
      </nav>
      <div className="d-flex align-items-center gap-2 small text-body-secondary">
        <span data-testid="table-total">Total: {total}</span>
        {onPerPageChange && (
          <label className="d-flex align-items-center gap-1 mb-0">
            <span>Mostrar</span>
            <select
              className="form-select form-select-sm w-auto"
              value={perPage}
              onChange={(event) => onPerPageChange(Number(event.target.value))}
              aria-label="Registros por página"
              disabled={disabled}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </div>
  );
}
