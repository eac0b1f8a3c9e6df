import { parse } from 'graphql';
import {
  AUDIT_QUERY_ERROR_NAMES,
  AUDIT_QUERY_PARAMS,
  auditFilterFromQuery,
} from '../../../server/src/modules/audit/audit.query.js';
import { AUDIT_SORT } from '../../../server/src/modules/audit/audit.types.js';
import { listEnvelope, type Page } from '../envelope.js';
import { orderArgument, pageArgs, sameColumns } from '../list-params.js';
import { defineRoutes } from '../route.js';

/** The supplier owner's audit trail (supplier token only); admins read theirs on GraphQL and as CSV. */

type Row = Record<string, any>;

const TRAIL =
  parse(`query RestSupplierAudit($filter: AuditFilter, $page: Int, $perPage: Int, $orderBy: String,
  $withChanges: Boolean!) {
  supplierAudit(filter: $filter, page: $page, perPage: $perPage, orderBy: $orderBy) {
    items { id createdAt action actorId actorRole actorEmail ip userAgent objectType objectId supplierId
      changes @include(if: $withChanges) { field before after } }
    total page lastPage
  }
}`);

const id = (value: unknown) => (value == null ? null : Number(value));

function restAuditEntry(e: Row) {
  return {
    id: id(e.id),
    created_at: e.createdAt,
    action: e.action,
    actor_id: id(e.actorId),
    actor_role: e.actorRole,
    actor_email: e.actorEmail,
    ip: e.ip,
    user_agent: e.userAgent,
    object_type: e.objectType,
    object_id: id(e.objectId),
    supplier_id: id(e.supplierId),
    ...(e.changes ? { changes: e.changes } : {}),
  };
}

export const auditRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/suppliers/audit',
    summary:
      'Actividad de la cuenta: registro de auditoría de los objetos del aliado y de sus inicios de sesión, el más reciente primero; with=changes añade los campos cambiados (antes → después)',
    summaryEn: "The supplier's audit trail: who did what, when, from where, to which of its objects",
    query: AUDIT_QUERY_PARAMS,
    sortable: sameColumns(AUDIT_SORT),
    relations: ['changes'],
    errorNames: AUDIT_QUERY_ERROR_NAMES,
    document: TRAIL,
    variables: (input) => ({
      filter: auditFilterFromQuery(input.query),
      ...pageArgs(input.list),
      orderBy: orderArgument(input.list),
    }),
    shape: (data) => listEnvelope(data.supplierAudit as Page<Row>, restAuditEntry),
  },
]);
