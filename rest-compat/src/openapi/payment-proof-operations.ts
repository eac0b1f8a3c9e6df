/**
 * The payment proof routes: multipart upload and authorized read, served by
 * server/src/modules/booking/payment-proof-route.ts before the route table. Described here so the OpenAPI document
 * is complete, like the activity picture upload (upload-operation.ts).
 */
import { IMAGE_UPLOAD_ERRORS } from './upload-operation.js';

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

export const paymentProofOperations = [
  {
    method: 'POST' as const,
    path: '/payment/:id/proof',
    operation: {
      operationId: 'postPaymentIdProof',
      tags: ['booking'],
      summary: 'Adjunta el comprobante de un pago por verificar (multipart: image)',
      description:
        '**EN:** Attach the bank screenshot to an own pending payment (multipart). JPG, PNG o WebP hasta 5 MB, ' +
        'tipo según el contenido; se reencoda a WebP sin metadatos y se guarda en privado.\n\nRoles: client (solo sus pagos).',
      'x-summary-en': 'Attach the proof of a pending payment (multipart: image)',
      'x-roles': ['client'],
      'x-xplora-addition': true,
      parameters: [idParameter],
      security: [{ bearerAuth: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['image'],
              properties: { image: { type: 'string', contentMediaType: 'application/octet-stream' } },
            },
          },
        },
      },
      responses: {
        '201': {
          description: 'El pago con la URL de su comprobante / The payment with its proof URL',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        ...IMAGE_UPLOAD_ERRORS,
        '409': { $ref: '#/components/responses/E409' },
      },
    },
  },
  {
    method: 'GET' as const,
    path: '/payment/:id/proof',
    operation: {
      operationId: 'getPaymentIdProof',
      tags: ['booking'],
      summary: 'El comprobante de un pago (WebP)',
      description:
        '**EN:** The proof of a payment (WebP), for its customer, the supplier of the activity or an admin.\n\n' +
        'Roles: client (sus pagos), supplier (sus actividades), admin.',
      'x-summary-en': 'The proof of a payment (WebP)',
      'x-roles': ['client', 'supplier', 'admin'],
      'x-xplora-addition': true,
      parameters: [idParameter],
      security: [{ bearerAuth: [] }],
      responses: {
        '200': {
          description: 'La imagen / The picture',
          content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } },
        },
        '401': { $ref: '#/components/responses/E401' },
        '404': { $ref: '#/components/responses/E404' },
        '422': { $ref: '#/components/responses/E422' },
      },
    },
  },
];
