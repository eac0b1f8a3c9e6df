import type { Request } from 'express';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../schema/constants.js';
import { compareValues } from '../../schema/sorting.js';
import { BadInputError } from '../../server/src/graphql/errors.js';
import { parseListOrder, type SortColumns } from '../../server/src/graphql/pagination.js';

export interface ListParams {
  page: number;
  perPage: number;
  /** Whether the request named `perPage` (an unpaged list answers whole without it). */
  perPageGiven: boolean;
  /** `column`: what the route's `sortable` maps the asked column to; `name`: the asked column. */
  orderBy?: { column: string; name: string; direction: 'ASC' | 'DESC' };
  with: Set<string>;
}

const INT32_MAX = 2_147_483_647;

function positiveInt(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > INT32_MAX)
    throw new BadInputError(`El parámetro ${name} debe ser un entero positivo.`, {
      [name]: 'Debe ser un entero positivo.',
    });
  return n;
}

/** The list parameters every list route takes (besides its own filters). */
export const LIST_PARAMS = ['page', 'perPage', 'size', 'orderBy', 'with', 'cache'] as const;

/**
 * A GET names only parameters the route knows (the list conventions, its own `query` and the `[]` form of its
 * several-valued ones): anything else is a 422 naming them, rather than a filter silently ignored.
 */
export function refuseUnknownParams(
  query: Request['query'],
  route: { query?: Record<string, string>; multi?: string[] },
): void {
  const known = new Set<string>([
    ...LIST_PARAMS,
    ...Object.keys(route.query ?? {}),
    ...(route.multi ?? []).map((name) => `${name}[]`),
  ]);
  const unknown = Object.keys(query).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new BadInputError(`Parámetros desconocidos: ${unknown.join(', ')}.`, {
      ...Object.fromEntries(unknown.map((name) => [name, 'Parámetro desconocido.'])),
    });
}

/**
 * Reads the shared list conventions: page, perPage (capped), orderBy=column:direction (checked against the route's
 * columns by the same reader GraphQL uses), with=a,b.
 */
export function readListParams(
  query: Request['query'],
  allowed: {
    relations?: string[];
    legacyRelations?: string[];
    laterRelations?: string[];
    sortable?: SortColumns;
    defaultPerPage?: number;
  },
): ListParams {
  const page = positiveInt(query.page, 'page', 1);
  const rawPerPage = query.perPage ?? query.size;
  const perPage = positiveInt(rawPerPage, 'perPage', allowed.defaultPerPage ?? DEFAULT_PAGE_SIZE);
  // The same bound and words as GraphQL's pageWindow: a larger page is refused, never silently cut.
  if (perPage > MAX_PAGE_SIZE)
    throw new BadInputError(`El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.`, {
      perPage: `Debe estar entre 1 y ${MAX_PAGE_SIZE}.`,
    });
  if (query.orderBy !== undefined && typeof query.orderBy !== 'string')
    throw new BadInputError('El parámetro orderBy debe aparecer una sola vez.', {
      orderBy: 'Use una sola columna:dirección.',
    });
  const order = parseListOrder(query.orderBy, allowed.sortable ?? {});
  const legacy = new Set(allowed.legacyRelations ?? []);
  const requested = readRelations(
    query.with,
    allowed.relations ?? [],
    legacy,
    new Set(allowed.laterRelations ?? []),
  ).filter((name) => !legacy.has(name));
  return {
    page,
    perPage,
    perPageGiven: rawPerPage !== undefined && rawPerPage !== '',
    orderBy: order && { column: order.target, name: order.column, direction: order.direction },
    with: new Set(requested),
  };
}

/**
 * `with=a,b` (or `with=a&with=b`) against the route's relations. An unknown name is a 422 that names the
 * allowed ones, as an unknown `orderBy` column is; a `legacy` name is accepted and never named; a `later` one is
 * accepted and not named in the refusal.
 */
function readRelations(
  raw: unknown,
  relations: readonly string[],
  legacy: ReadonlySet<string> = new Set(),
  later: ReadonlySet<string> = new Set(),
): string[] {
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) as unknown[];
  if (values.some((value) => typeof value !== 'string'))
    throw new BadInputError('El parámetro with debe ser una lista de relaciones separadas por comas.', {
      with: 'Use relaciones separadas por comas.',
    });
  const requested = (values as string[])
    .flatMap((value) => value.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = requested.filter(
    (relation) => !relations.includes(relation) && !legacy.has(relation) && !later.has(relation),
  );
  if (unknown.length > 0) {
    const allowed =
      relations.length > 0
        ? `Relaciones permitidas: ${relations.join(', ')}.`
        : 'Esta ruta no tiene relaciones.';
    throw new BadInputError(`Relación desconocida: ${unknown.join(', ')}. ${allowed}`, {
      with:
        relations.length > 0
          ? `Relación no permitida; use una de: ${relations.join(', ')}.`
          : 'Esta ruta no acepta relaciones.',
    });
  }
  return requested;
}

/** `page` within GraphQL's Int. */
export function pageArgs(list: ListParams): { page: number; perPage: number } {
  if (list.page > INT32_MAX)
    throw new BadInputError('El parámetro page es demasiado grande.', {
      page: 'Debe ser un entero positivo.',
    });
  return { page: list.page, perPage: list.perPage };
}

/** The list's `orderBy` as the GraphQL argument `"column:direction"` (null: the list's own default order). */
export function orderArgument(list: ListParams): string | null {
  return list.orderBy ? `${list.orderBy.name}:${list.orderBy.direction.toLowerCase()}` : null;
}

/** A route's `sortable` when the GraphQL field takes the same `"column:direction"` columns. */
export function sameColumns(columns: SortColumns): Record<string, string> {
  return Object.fromEntries(Object.keys(columns).map((column) => [column, column]));
}

/** The shown columns of an answer row as their own sort keys (`date.starts_at` reads a nested field). */
export function shownColumns(...columns: string[]): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, column]));
}

function valueAt(row: unknown, path: string): unknown {
  let value = row;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * An unpaged GraphQL list answered in the list envelope: ordered by `orderBy` on the shown (mapped) rows, ties by id,
 * and paged when `perPage` or `page` is given (whole otherwise, as the lookups' screens expect).
 */
export function listPage<T>(items: T[], list: ListParams, map: (item: T) => unknown = (x) => x) {
  let rows = items.map(map);
  const order = list.orderBy;
  if (order) {
    const sign = order.direction === 'DESC' ? -1 : 1;
    rows = rows
      .map((row, index) => ({ row, index }))
      .sort(
        (a, b) =>
          sign * compareValues(valueAt(a.row, order.column), valueAt(b.row, order.column)) ||
          sign * compareValues(valueAt(a.row, 'id'), valueAt(b.row, 'id')) ||
          a.index - b.index,
      )
      .map(({ row }) => row);
  }
  const total = rows.length;
  const paged = list.perPageGiven || list.page > 1;
  const perPage = paged ? list.perPage : Math.max(total, 1);
  return {
    data: rows.slice((list.page - 1) * perPage, list.page * perPage),
    currentPage: list.page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}

/** `with=activity.images` → `withActivityImages: true` for every allowed relation. */
export function relationVariables(relations: string[] = [], chosen: Set<string>): Record<string, boolean> {
  const vars: Record<string, boolean> = {};
  for (const relation of relations) {
    const name = relation
      .split(/[._]/)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('');
    vars[`with${name}`] = chosen.has(relation);
  }
  return vars;
}
