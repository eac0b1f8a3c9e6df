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
    parameters: [
      ...Object.entries(ADMIN_AUDIT_QUERY_PARAMS).map(([name, description]) => ({
        name,
        in: 'query',
        required: false,
        description,
        schema: { type: 'string' },
      })),
      {
        name: 'orderBy',
        in: 'query',
        required: false,
        description: `columna:dirección; columnas: ${Object.keys(AUDIT_SORT).join(', ')}`,
        schema: { type: 'string' },
      },
    ],
    security: [{ bearerAuth: [] }],
    responses: {
      '200': {
        description: 'El archivo CSV / The CSV file',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      '401': { $ref: '#/components/responses/E401' },
      '403': { $ref: '#/components/responses/E403' },
      '422': { $ref: '#/components/responses/E422' },
    },
  },
};
