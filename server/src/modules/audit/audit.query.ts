import { BadInputError } from '../../graphql/errors.js';
import type { AuditFilter } from './audit.types.js';

/**
 * The trail's filters as query parameters (REST list and CSV export), snake_case → the GraphQL filter's names; the
 * values are checked by the same schema as GraphQL once they reach the read (audit-read.ts).
 */
export const AUDIT_QUERY_PARAMS: Record<string, string> = {
  from: 'Desde este día, AAAA-MM-DD (hora de Venezuela) / from this day',
  to: 'Hasta este día (incluido) / until this day',
  action: 'Código de la acción (payment_confirmed, login, …) / action code',
  actor_id: 'La cuenta que actuó / acting account id',
  object_type: 'Tipo del objeto (payment, refund, booking, activity, …) / object type',
  object_id: 'Id del objeto / object id',
};

/** The admin's export also filters by supplier. */
export const ADMIN_AUDIT_QUERY_PARAMS: Record<string, string> = {
  ...AUDIT_QUERY_PARAMS,
  supplier_id: 'El aliado dueño del objeto / owning supplier id',
};

const FILTER_NAMES: Record<string, keyof AuditFilter> = {
  from: 'from',
  to: 'to',
  action: 'action',
  actor_id: 'actorId',
  object_type: 'objectType',
  object_id: 'objectId',
  supplier_id: 'supplierId',
};

/** REST error keys for the GraphQL input's names. */
export const AUDIT_QUERY_ERROR_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(FILTER_NAMES).flatMap(([rest, gql]) => [
    [gql, rest],
    [`filter.${gql}`, rest],
  ]),
);

/** The filter of the query string's known parameters; a repeated one is a 422. */
export function auditFilterFromQuery(
  query: Record<string, unknown>,
  params = AUDIT_QUERY_PARAMS,
): AuditFilter {
  const filter: AuditFilter = {};
  for (const name of Object.keys(params)) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') {
      const message = `El parámetro ${name} debe aparecer una sola vez.`;
      throw new BadInputError(message, { [name]: message });
    }
    filter[FILTER_NAMES[name]!] = value;
  }
  return filter;
}
