import { BOOKING_QUERY_PARAMS } from '../../../server/src/modules/supplier-portal/supplier-bookings.query.js';
import { SUPPLIER_BOOKING_SORT } from '../../../server/src/modules/supplier-portal/supplier-bookings.types.js';

/**
 * The supplier's bookings as CSV, a file the JSON route table cannot hold: served by
 * server/src/modules/supplier-portal/supplier-bookings-csv.route.ts before the table, described here.
 */
export const bookingsCsvOperation = {
  method: 'GET' as const,
  path: '/suppliers/bookings.csv',
  operation: {
    operationId: 'getSuppliersBookingsCsv',
    tags: ['suppliers'],
    summary: 'Reservas del aliado en CSV (UTF-8 con BOM, encabezado, celdas de fórmula neutralizadas)',
    description:
      "**EN:** The supplier's bookings as CSV, with the filters and orderBy of GET /suppliers/bookings (every " +
      'matching row, at most 20000).\n\nRoles: supplier.\n\nExtensión de Xplora (no figura en §7 de la ' +
      'especificación) / Xplora addition.',
    'x-summary-en': "The supplier's bookings as CSV",
    'x-roles': ['supplier'],
    'x-xplora-addition': true,
    parameters: [
      ...Object.entries(BOOKING_QUERY_PARAMS).map(([name, description]) => ({
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
        description: `columna:dirección; columnas: ${Object.keys(SUPPLIER_BOOKING_SORT).join(', ')}`,
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
