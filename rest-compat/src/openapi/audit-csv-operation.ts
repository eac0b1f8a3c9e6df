import { CSV_RESPONSES, csvParameters } from './csv-operation.js';
import { ADMIN_AUDIT_QUERY_PARAMS } from '../../../server/src/modules/audit/audit.query.js';
import { AUDIT_SORT } from '../../../server/src/modules/audit/audit.types.js';

/**
 * The admins' audit trail as CSV, a file the JSON route table cannot hold: served by
 * server/src/modules/admin/audit-csv.route.ts before the table, described here.
 */
export const auditCsvOperation = {
  method: 'GET' as const,
  path: '/admin/audit.csv',
  operation: {
    operationId: 'getAdminAuditCsv',
    tags: ['admin'],
    summary: 'Auditoría completa en CSV (UTF-8 con BOM, encabezado, celdas de fórmula neutralizadas)',
    description:
      '**EN:** The whole audit trail as CSV (who, what, when, from where, to what, before → after), filtered and ' +
      'sorted like the auditLog query (at most 50000 rows).\n\nRoles: admin.\n\nExtensión de Xplora (no figura en ' +
      '§7 de la especificación) / Xplora addition.',
    'x-summary-en': 'The audit trail as CSV',
    'x-roles': ['admin'],
    'x-xplora-addition': true,
    parameters: csvParameters(ADMIN_AUDIT_QUERY_PARAMS, AUDIT_SORT),
    security: [{ bearerAuth: [] }],
    responses: CSV_RESPONSES,
  },
};
