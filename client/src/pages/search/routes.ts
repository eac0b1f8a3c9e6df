import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';
import { searchHandle, searchLoader } from './search-route';

export const searchRoutes: RouteObject[] = [
  {
    path: 'search',
    loader: searchLoader,
    handle: searchHandle,
    ...lazyComponent(async () => (await import('./SearchPage')).SearchPage),
  },
];
