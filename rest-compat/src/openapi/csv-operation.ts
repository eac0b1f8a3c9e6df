/** What every filtered CSV download shares in OpenAPI: its query parameters and its answers. */

/** The list's filters (name → description) as optional query parameters, then its `orderBy` over `sort`'s columns. */
export function csvParameters(filters: Record<string, string>, sort: Record<string, unknown>) {
  return [
    ...Object.entries(filters).map(([name, description]) => ({
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
      description: `columna:dirección; columnas: ${Object.keys(sort).join(', ')}`,
      schema: { type: 'string' },
    },
  ];
}

export const CSV_RESPONSES = {
  '200': {
    description: 'El archivo CSV / The CSV file',
    content: { 'text/csv': { schema: { type: 'string' } } },
  },
  '401': { $ref: '#/components/responses/E401' },
  '403': { $ref: '#/components/responses/E403' },
  '422': { $ref: '#/components/responses/E422' },
};
