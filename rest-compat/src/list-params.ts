import type { Request } from 'express';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../schema/constants.js';
import { BadInputError } from '../../server/src/graphql/errors.js';

export interface ListParams {
  page: number;
  perPage: number;
  orderBy?: { column: string; direction: 'ASC' | 'DESC' };
  with: Set<string>;
}

function positiveInt(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw new BadInputError(`El parámetro ${name} debe ser un entero positivo.`, {
      [name]: 'Debe ser un entero positivo.',
    });
  return n;
}

/** Reads the shared list conventions: page, perPage (capped), orderBy=column:direction, with=a,b. */
export function readListParams(
  query: Request['query'],
  allowed: { relations?: string[]; sortable?: Record<string, string>; defaultPerPage?: number },
): ListParams {
  const page = positiveInt(query.page, 'page', 1);
  const perPage = Math.min(
    positiveInt(query.perPage ?? query.size, 'perPage', allowed.defaultPerPage ?? DEFAULT_PAGE_SIZE),
    MAX_PAGE_SIZE,
  );
  let orderBy: ListParams['orderBy'];
  if (typeof query.orderBy === 'string' && query.orderBy !== '') {
    const [column = '', direction = 'asc'] = query.orderBy.split(':');
    // Own keys only: `constructor` or `__proto__` must not reach Object.prototype.
    const sortable = allowed.sortable ?? {};
    const field = Object.hasOwn(sortable, column) ? sortable[column] : undefined;
    if (typeof field !== 'string')
      throw new BadInputError(`No se puede ordenar por "${column}".`, { orderBy: 'Columna no permitida.' });
    if (!/^(asc|desc)$/i.test(direction))
      throw new BadInputError('La dirección debe ser asc o desc.', { orderBy: 'Dirección inválida.' });
    orderBy = { column: field, direction: direction.toUpperCase() as 'ASC' | 'DESC' };
  }
  const requested =
    typeof query.with === 'string'
      ? query.with
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  for (const relation of requested) {
    if (!allowed.relations?.includes(relation))
      throw new BadInputError(`Relación desconocida: ${relation}.`, { with: 'Relación no permitida.' });
  }
  return { page, perPage, orderBy, with: new Set(requested) };
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
