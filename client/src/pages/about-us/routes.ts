import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';
import { staticHandle } from '../static/static-meta';

const handle = staticHandle(
  'pages.aboutUs',
  'catalog.seo.aboutUsDescription',
  'src/pages/about-us/AboutUsPage.tsx',
);

export const aboutUsRoutes: RouteObject[] = [
  lazyRoute('about-us', handle, async () => (await import('./AboutUsPage')).AboutUsPage),
];
