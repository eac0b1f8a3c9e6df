import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';
import { staticHandle } from '../static/static-meta';

const handle = staticHandle('pages.help', 'catalog.seo.helpDescription', 'src/pages/help/HelpPage.tsx');

export const helpRoutes: RouteObject[] = [
  lazyRoute('help', handle, async () => (await import('./HelpPage')).HelpPage),
];
