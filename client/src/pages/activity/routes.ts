import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';
import { activityHandle, activityLoader } from './activity-route';

/** The activity page; without its slug, the loader answers 301 to the canonical address (or 404). */
export const activityRoutes: RouteObject[] = ['activity/:id/:slug', 'activity/:id'].map((path) => ({
  path,
  loader: activityLoader,
  handle: activityHandle,
  ...lazyComponent(async () => (await import('./ActivityPage')).ActivityPage),
}));
