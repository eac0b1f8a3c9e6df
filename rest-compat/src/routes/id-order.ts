import type { ListParams } from '../list-params.js';

/**
 * Unpaged lookups are ordered by id ascending (spec §7); the clients say so with `orderBy=id:asc`, which these routes
 * accept (and `id:desc`). Sorting a handful of rows here keeps the lookups' GraphQL fields argument-free.
 */
export const ID_ORDER: Record<string, string> = { id: 'id' };

export function byId<T extends { id?: unknown }>(items: T[], list: ListParams): T[] {
  const sign = list.orderBy?.direction === 'DESC' ? -1 : 1;
  return [...items].sort((a, b) => (Number(a.id) - Number(b.id)) * sign);
}
