import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage } from './ComingSoonPage';
import { staticHandle } from './static-meta';

/** Static pages not written yet. */
export const comingSoonRoutes: RouteObject[] = (
  [
    ['conditions', 'pages.conditions'],
    ['policies', 'pages.policies'],
    ['download', 'pages.download'],
  ] as const
).map(([path, title]) => ({ path, element: <ComingSoonPage title={title} />, handle: staticHandle(title) }));
