import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';
import { staticHandle } from '../static/static-meta';

export const helpRoutes: RouteObject[] = [
  {
    path: 'help',
    handle: staticHandle('pages.help', 'catalog.seo.helpDescription', 'src/pages/help/HelpPage.tsx'),
    ...lazyComponent(
      () => import('./HelpPage'),
      (m) => m.HelpPage,
    ),
  },
];
