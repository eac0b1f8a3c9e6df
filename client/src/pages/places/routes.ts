import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';
import { placeRoute } from './place-route';

/** The destination and category landing pages. */
export const placeRoutes: RouteObject[] = [
  {
    ...placeRoute('destination'),
    ...lazyComponent(
      () => import('./PlacePage'),
      (m) => m.DestinationPage,
    ),
  },
  {
    ...placeRoute('category'),
    ...lazyComponent(
      () => import('./PlacePage'),
      (m) => m.CategoryPage,
    ),
  },
];
