/**
 * The commission ledger's CSV downloads and the statement PDF, answers the JSON route table cannot hold: served by
 * server/src/modules/finance/finance-downloads.route.ts before the table, described here for the OpenAPI document.
 */
const csvResponse = {
  description:
    'CSV UTF-8 con BOM, fila de encabezado, celdas neutralizadas / UTF-8 CSV with BOM and a header row',
  content: { 'text/csv': { schema: { type: 'string' } } },
};
const errors = {
  '401': { $ref: '#/components/responses/E401' },
  '403': { $ref: '#/components/responses/E403' },
  '404': { $ref: '#/components/responses/E404' },
  '422': { $ref: '#/components/responses/E422' },
};

export const financeDownloadOperations = [
  {
    method: 'GET' as const,
    path: '/admin/ledger.csv',
    operation: {
      operationId: 'getAdminLedgerCsv',
      tags: ['admin'],
      summary: 'Libro de comisiones en CSV, una fila por movimiento, entre dos fechas incluidas',
      description:
        '**EN:** The commission ledger as CSV, one row per entry, between two dates included.\n\n' +
        'Roles: administrador.\n\nExtensión de Xplora / Xplora addition.',
      'x-summary-en': 'The commission ledger as CSV, one row per entry',
      'x-roles': ['admin'],
      'x-xplora-addition': true,
      parameters: [
        { name: 'supplier_id', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
        { name: 'from', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
        { name: 'to', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
      ],
      security: [{ bearerAuth: [] }],
      responses: { '200': csvResponse, ...errors },
    },
  },
  {
    method: 'GET' as const,
    path: '/suppliers/statements/:id/lines.csv',
    operation: {
      operationId: 'getSuppliersStatementsIdLinesCsv',
      tags: ['suppliers'],
      summary: 'Los movimientos de un estado de cuenta en CSV',
      description:
        "**EN:** A statement's ledger entries as CSV.\n\nRoles: el aliado del estado de cuenta o un administrador.\n\n" +
        'Extensión de Xplora / Xplora addition.',
      'x-summary-en': "A statement's ledger entries as CSV",
      'x-roles': ['supplier', 'admin'],
      'x-xplora-addition': true,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      security: [{ bearerAuth: [] }],
      responses: { '200': csvResponse, ...errors },
    },
  },
  {
    method: 'GET' as const,
    path: '/suppliers/statements/:id/statement.pdf',
    operation: {
      operationId: 'getSuppliersStatementsIdStatementPdf',
      tags: ['suppliers'],
      summary:
        'Un estado de cuenta en PDF (razón social, RIF, dirección, movimientos, totales y lo que falta por pagar)',
      description:
        "**EN:** A statement as a PDF (the supplier's legal name, RIF, address, entries, totals and what is due).\n\n" +
        'Roles: el aliado del estado de cuenta o un administrador.\n\nExtensión de Xplora / Xplora addition.',
      'x-summary-en': 'A statement as a PDF',
      'x-roles': ['supplier', 'admin'],
      'x-xplora-addition': true,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      security: [{ bearerAuth: [] }],
      responses: {
        '200': {
          description: 'El estado de cuenta en PDF / The statement PDF',
          content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
        },
        ...errors,
      },
    },
  },
];
