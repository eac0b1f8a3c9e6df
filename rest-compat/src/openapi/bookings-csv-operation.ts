import { CSV_RESPONSES, csvParameters } from './csv-operation.js';
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
    parameters: csvParameters(BOOKING_QUERY_PARAMS, SUPPLIER_BOOKING_SORT),
    security: [{ bearerAuth: [] }],
    responses: CSV_RESPONSES,
  },
};
