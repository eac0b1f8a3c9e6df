import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';
import { placeRoute } from './place-route';

/** The destination and category landing pages. */
export const placeRoutes: RouteObject[] = [
  {
    ...placeRoute('destination'),
    ...lazyComponent(async () => (await import('./PlacePage')).DestinationPage),
  },
  { ...placeRoute('category'), ...lazyComponent(async () => (await import('./PlacePage')).CategoryPage) },
];
