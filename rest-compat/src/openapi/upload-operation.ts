/**
 * The one documented route the route table cannot hold: the multipart image upload of the supplier portal, served
 * by server/src/modules/media/upload-route.ts before the table. Described here so the OpenAPI document is complete.
 */
/** The refusals of a multipart picture upload (server/src/modules/media/upload-route.ts), shared by every one. */
export const IMAGE_UPLOAD_ERRORS = {
  '401': { $ref: '#/components/responses/E401' },
  '403': { $ref: '#/components/responses/E403' },
  '404': { $ref: '#/components/responses/E404' },
  '413': { description: 'Imagen de más de 5 MB / Image too large' },
  '415': { description: 'Tipo de imagen no permitido / Unsupported image type' },
  '422': { $ref: '#/components/responses/E422' },
};

export const uploadOperation = {
  method: 'POST' as const,
  path: '/suppliers/activity/:id/images',
  operation: {
    operationId: 'postSuppliersActivityIdImages',
    tags: ['suppliers'],
    summary: 'Sube una imagen (multipart: image, description)',
    description:
      '**EN:** Upload an activity image (multipart). JPG, PNG o WebP hasta 5 MB; se reencoda y se generan ' +
      'miniaturas 480×480 WebP.\n\nRoles: supplier (solo sus actividades).',
    'x-summary-en': 'Upload an activity image (multipart)',
    'x-roles': ['supplier'],
    'x-xplora-addition': false,
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
    security: [{ bearerAuth: [] }],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['image'],
            properties: {
              image: { type: 'string', contentMediaType: 'application/octet-stream' },
              description: { type: 'string' },
            },
          },
        },
      },
    },
    responses: {
      '201': {
        description: 'La imagen guardada / The stored image',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
      ...IMAGE_UPLOAD_ERRORS,
    },
  },
};
