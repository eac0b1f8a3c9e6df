import { parse } from 'graphql';
import { allEnvelope } from '../envelope.js';
import { defineRoutes } from '../route.js';
import { byId, ID_ORDER } from './id-order.js';

export const lookupRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/activity_category',
    summary: 'Categorías de actividad / Activity categories',
    partnerScope: 'catalog:read',
    query: { status: '1 (por omisión): solo activas; 0: inactivas / 1 (default) active only' },
    cacheable: true,
    document: parse(`query RestActivityCategories($onlyActive: Boolean!) {
      activityCategories(onlyActive: $onlyActive) { id name description status }
    }`),
    variables: ({ query }) => ({ onlyActive: query.status !== undefined ? query.status === '1' : true }),
    sortable: ID_ORDER,
    shape: (data, { list }) =>
      allEnvelope(byId(data.activityCategories as { id: string }[], list), (c) => ({
        ...c,
        id: Number(c.id),
      })),
  },
]);
