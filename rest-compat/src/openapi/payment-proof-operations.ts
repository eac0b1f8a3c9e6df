/**
 * The proof routes (multipart upload and authorized read) of a customer's payment and of a supplier's commission
 * payment, served by server/src/modules/booking/payment-proof-route.ts before the route table. Described here so the
 * OpenAPI document is complete, like the activity picture upload (upload-operation.ts).
 */
import { IMAGE_UPLOAD_ERRORS } from './upload-operation.js';

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

interface ProofDoc {
  path: string;
  /** operationId stem: `post${stem}` and `get${stem}`. */
  stem: string;
  tag: string;
  /** Spanish summary of the upload, English of both, and who may attach / read. */
  postSummary: string;
  postEn: string;
  postRoles: string[];
  postWho: string;
  getSummary: string;
  getEn: string;
  getRoles: string[];
  getWho: string;
}

function proofOperations(d: ProofDoc) {
  return [
    {
      method: 'POST' as const,
      path: d.path,
      operation: {
        operationId: `post${d.stem}`,
        tags: [d.tag],
        summary: d.postSummary,
        description:
          `**EN:** ${d.postEn} (multipart). JPG, PNG o WebP hasta 5 MB, ` +
          `tipo según el contenido; se reencoda a WebP sin metadatos y se guarda en privado.\n\nRoles: ${d.postWho}.`,
        'x-summary-en': `${d.postEn} (multipart: image)`,
        'x-roles': d.postRoles,
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
      path: d.path,
      operation: {
        operationId: `get${d.stem}`,
        tags: [d.tag],
        summary: d.getSummary,
        description: `**EN:** ${d.getEn}.\n\nRoles: ${d.getWho}.`,
        'x-summary-en': d.getEn.split(',')[0]!,
        'x-roles': d.getRoles,
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
}

export const paymentProofOperations = [
  ...proofOperations({
    path: '/payment/:id/proof',
    stem: 'PaymentIdProof',
    tag: 'booking',
    postSummary: 'Adjunta el comprobante de un pago por verificar (multipart: image)',
    postEn: 'Attach the bank screenshot to an own pending payment',
    postRoles: ['client'],
    postWho: 'client (solo sus pagos)',
    getSummary: 'El comprobante de un pago (WebP)',
    getEn: 'The proof of a payment (WebP), for its customer, the supplier of the activity or an admin',
    getRoles: ['client', 'supplier', 'admin'],
    getWho: 'client (sus pagos), supplier (sus actividades), admin',
  }),
  ...proofOperations({
    path: '/suppliers/statements/payments/:id/proof',
    stem: 'SuppliersStatementsPaymentsIdProof',
    tag: 'suppliers',
    postSummary: 'Adjunta el comprobante del pago de un estado de cuenta por verificar (multipart: image)',
    postEn: 'Attach the bank screenshot to a pending commission payment the supplier registered',
    postRoles: ['supplier'],
    postWho: 'supplier (solo los pagos que registró)',
    getSummary: 'El comprobante del pago de un estado de cuenta (WebP)',
    getEn: 'The proof of a commission payment (WebP), for the statement’s supplier or an admin',
    getRoles: ['supplier', 'admin'],
    getWho: 'supplier (sus estados de cuenta), admin',
  }),
];
