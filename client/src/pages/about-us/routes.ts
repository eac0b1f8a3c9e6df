import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';
import { staticHandle } from '../static/static-meta';

export const aboutUsRoutes: RouteObject[] = [
  {
    path: 'about-us',
    handle: staticHandle(
      'pages.aboutUs',
      'catalog.seo.aboutUsDescription',
      'src/pages/about-us/AboutUsPage.tsx',
    ),
    ...lazyComponent(
      () => import('./AboutUsPage'),
      (m) => m.AboutUsPage,
    ),
  },
];
