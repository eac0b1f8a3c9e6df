import { parse } from 'graphql';
import { listPage, shownColumns } from '../list-params.js';
import { defineRoutes } from '../route.js';

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
    sortable: shownColumns('id', 'name', 'description', 'status'),
    shape: (data, { list }) =>
      listPage(data.activityCategories as { id: string }[], list, (c) => ({
        ...c,
        id: Number(c.id),
      })),
  },
]);
