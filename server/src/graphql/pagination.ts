import { Arg, ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../schema/constants.js';
import { BadInputError } from './errors.js';
import { compareValues } from '../../../schema/sorting.js';

/** One page of a list: `items, total, page, lastPage` (REST reshapes it to `data, total, currentPage, lastPage`). */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
}

/** `XPage` object type for any item type: `@ObjectType() class ActivityPage extends Paginated(Activity) {}`. */
export function Paginated<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PageClass implements PageOf<T> {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    total!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    lastPage!: number;
  }
  return PageClass;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  perPage: number = DEFAULT_PAGE_SIZE;
}

/** Checks page/perPage and returns the SQL offset and limit. */
export function pageWindow(args: { page: number; perPage: number }): { offset: number; limit: number } {
  if (!Number.isInteger(args.page) || args.page < 1) {
    throw new BadInputError('La página debe ser un entero mayor o igual a 1.', { page: 'Debe ser ≥ 1.' });
  }
  if (!Number.isInteger(args.perPage) || args.perPage < 1 || args.perPage > MAX_PAGE_SIZE) {
    throw new BadInputError(`El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.`, {
      perPage: `Debe estar entre 1 y ${MAX_PAGE_SIZE}.`,
    });
  }
  return { offset: (args.page - 1) * args.perPage, limit: args.perPage };
}

export function toPage<T>(items: T[], total: number, args: { page: number; perPage: number }): PageOf<T> {
  return { items, total, page: args.page, lastPage: Math.max(1, Math.ceil(total / args.perPage)) };
}

/**
 * The columns a list may be ordered by: the API column as both doors show it (snake_case, as REST answers it) → the
 * entity property path (`createdAt`, `activity.title`) or, for lists read with raw SQL, the SQL expression.
 */
export type SortColumns = Readonly<Record<string, string>>;

export interface ListOrder {
  /** The API column as asked. */
  column: string;
  /** What the list's `SortColumns` maps it to. */
  target: string;
  direction: 'ASC' | 'DESC';
}

/**
 * Reads the list convention `orderBy=column:direction` (direction asc or desc, asc when omitted) against the list's
 * columns; one reader for both doors. Own keys only: `constructor` or `__proto__` must not pass. An unknown column or
 * direction is a Spanish 422 that names the allowed columns, under the request's own parameter name.
 */
export function parseListOrder(
  raw: string | null | undefined,
  columns: SortColumns,
  param = 'orderBy',
): ListOrder | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const [column = '', direction = 'asc', ...rest] = raw.split(':');
  const allowed = Object.keys(columns).join(', ');
  const target = Object.hasOwn(columns, column) ? columns[column] : undefined;
  if (typeof target !== 'string' || rest.length > 0)
    throw new BadInputError(`No se puede ordenar por "${column}". Columnas permitidas: ${allowed}.`, {
      [param]: `Columna no permitida; use una de: ${allowed}.`,
    });
  if (!/^(asc|desc)$/i.test(direction))
    throw new BadInputError(`La dirección de orden debe ser asc o desc (columnas permitidas: ${allowed}).`, {
      [param]: 'Dirección inválida: use asc o desc.',
    });
  return { column, target, direction: direction.toUpperCase() as 'ASC' | 'DESC' };
}

/** `{ id: 'desc' }` style MikroORM order for a property path (`activity.title` → `{ activity: { title } }`). */
function orderMap(path: string, direction: 'asc' | 'desc'): Record<string, unknown> {
  return path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), direction) as Record<
    string,
    unknown
  >;
}

/**
 * The MikroORM `orderBy` for a list argument `orderBy: "column:direction"`: the asked column then the primary key
 * (`id`, or `key` for an entity keyed otherwise) in the same direction (a stable page), or `fallback` when none is
 * asked.
 */
export function entityOrder(
  raw: string | null | undefined,
  columns: SortColumns,
  fallback: Record<string, 'asc' | 'desc'>,
  key = 'id',
): Record<string, unknown>[] {
  const order = parseListOrder(raw, columns);
  if (!order) return [fallback];
  const direction = order.direction === 'ASC' ? 'asc' : 'desc';
  return [orderMap(order.target, direction), { [key]: direction }];
}

/** Page arguments plus the list convention's `orderBy: "column:direction"`. */
@ArgsType()
export class SortedPageArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Orden "columna:dirección" (asc o desc); columnas en la descripción del campo.',
  })
  orderBy?: string | null;
}

/** The field description's tail that lists a list's sortable columns (for GraphQL and OpenAPI readers). */
export function sortDescription(columns: SortColumns): string {
  return `orderBy: ${Object.keys(columns).join(', ')}.`;
}

/** The `orderBy: "column:direction"` argument of an unpaged list field, its columns in its description. */
export function OrderByArg(columns: SortColumns): ReturnType<typeof Arg> {
  return Arg('orderBy', () => String, { nullable: true, description: sortDescription(columns) });
}

/** The SQL `order by` text for a list read with raw SQL: the asked column's expression then `columns.id`. */
export function sqlOrder(raw: string | null | undefined, columns: SortColumns, fallback: string): string {
  const order = parseListOrder(raw, columns);
  if (!order) return fallback;
  const direction = order.direction.toLowerCase();
  return `${order.target} ${direction}, ${columns.id ?? 'id'} ${direction}`;
}

/** How a small list read whole (a team, a picker) finds a column's value in its row. */
export type RowColumns<T> = Readonly<Record<string, (row: T) => string | number | Date | null | undefined>>;

/** A date compares as its ISO text; everything else as the REST door's in-memory order does. */
function valueOf(value: string | number | Date | null | undefined): string | number | null | undefined {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * The list convention `orderBy: "column:direction"` on a list already read whole (a few rows): the same reader and
 * Spanish refusals as `parseListOrder`, Spanish collation for text, then `id` in the same direction; the rows as they
 * came when no order is asked.
 */
export function orderRows<T>(rows: T[], raw: string | null | undefined, columns: RowColumns<T>): T[] {
  const order = parseListOrder(raw, Object.fromEntries(Object.keys(columns).map((c) => [c, c])));
  if (!order) return rows;
  const value = columns[order.column]!;
  const id = columns.id ?? (() => null);
  const sign = order.direction === 'ASC' ? 1 : -1;
  return [...rows].sort(
    (a, b) => sign * (compareValues(valueOf(value(a)), valueOf(value(b))) || compareValues(id(a), id(b))),
  );
}

/** The column names of a `RowColumns`, for the field's `OrderByArg`. */
export function rowColumnNames<T>(columns: RowColumns<T>): SortColumns {
  return Object.fromEntries(Object.keys(columns).map((c) => [c, c]));
}
