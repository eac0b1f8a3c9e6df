/**
 * The voucher PDF, a binary answer the JSON route table cannot hold: served by
 * server/src/modules/booking/voucher-pdf.route.ts before the table, described here for the OpenAPI document.
 */
export const voucherPdfOperation = {
  method: 'GET' as const,
  path: '/booking/:id/voucher.pdf',
  operation: {
    operationId: 'getBookingIdVoucherPdf',
    tags: ['booking'],
    summary:
      'Voucher de una reserva pagada y verificada, en PDF (código, QR firmado, salida y punto de encuentro)',
    description:
      '**EN:** Voucher of a paid and verified booking as a PDF (booking code, signed QR code, departure, meeting ' +
      'point).\n\nRoles: el cliente de la reserva, el aliado de la actividad o un administrador.\n\n' +
      'Alcance de clave de aliado comercial / Partner key scope: `bookings:read`.\n\n' +
      'Extensión de Xplora (no figura en §7 de la especificación) / Xplora addition.',
    'x-summary-en': 'Voucher of a paid and verified booking as a PDF',
    'x-roles': ['client', 'supplier', 'admin'],
    'x-partner-scope': 'bookings:read',
    'x-xplora-addition': true,
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
    security: [{ bearerAuth: [] }],
    responses: {
      '200': {
        description: 'El voucher en PDF / The voucher PDF',
        content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
      },
      '401': { $ref: '#/components/responses/E401' },
      '403': { $ref: '#/components/responses/E403' },
      '404': { $ref: '#/components/responses/E404' },
      '409': { $ref: '#/components/responses/E409' },
      '422': { $ref: '#/components/responses/E422' },
    },
  },
};
