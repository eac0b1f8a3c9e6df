/**
 * A departure's manifest as CSV, a file the JSON route table cannot hold: served by
 * server/src/modules/booking/manifest-csv.route.ts before the table, described here for the OpenAPI document.
 */
export const manifestCsvOperation = {
  method: 'GET' as const,
  path: '/activity_time/:id/manifest.csv',
  operation: {
    operationId: 'getActivityTimeIdManifestCsv',
    tags: ['activity_time'],
    summary: 'Lista de llegada de una salida en CSV (código, nombre, participantes, pago, llegada)',
    description:
      '**EN:** Check-in manifest of one departure as CSV (UTF-8 with BOM, header row; cells a spreadsheet would run ' +
      'as a formula start with an apostrophe).\n\nRoles: el aliado de la actividad o un administrador; una clave ' +
      'de aliado comercial ve solo sus reservas.\n\n' +
      'Alcance de clave de aliado comercial / Partner key scope: `bookings:read`.\n\n' +
      'Extensión de Xplora (no figura en §7 de la especificación) / Xplora addition.',
    'x-summary-en': 'Check-in manifest of one departure as CSV',
    'x-roles': ['supplier', 'admin'],
    'x-partner-scope': 'bookings:read',
    'x-xplora-addition': true,
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
    security: [{ bearerAuth: [] }],
    responses: {
      '200': {
        description: 'La lista en CSV / The manifest as CSV',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      '401': { $ref: '#/components/responses/E401' },
      '403': { $ref: '#/components/responses/E403' },
      '404': { $ref: '#/components/responses/E404' },
      '422': { $ref: '#/components/responses/E422' },
    },
  },
};
