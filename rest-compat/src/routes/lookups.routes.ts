import { parse } from 'graphql';
import { allEnvelope } from '../envelope.js';
import { defineRoutes } from '../route.js';

export const lookupRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/activity_category',
    summary: 'Categorías de actividad / Activity categories',
    document: parse(`query RestActivityCategories($onlyActive: Boolean!) {
      activityCategories(onlyActive: $onlyActive) { id name description status }
    }`),
    variables: ({ query }) => ({ onlyActive: query.status !== undefined ? query.status === '1' : true }),
    shape: (data) =>
      allEnvelope(data.activityCategories as { id: string }[], (c) => ({ ...c, id: Number(c.id) })),
  },
]);
