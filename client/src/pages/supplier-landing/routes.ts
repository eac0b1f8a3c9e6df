import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';
import { staticHandle } from '../static/static-meta';

const handle = staticHandle(
  'pages.suppliersLanding',
  'catalog.seo.suppliersDescription',
  'src/pages/supplier-landing/SupplierLandingPage.tsx',
);

export const supplierLandingRoutes: RouteObject[] = [
  lazyRoute('suppliers', handle, async () => (await import('./SupplierLandingPage')).SupplierLandingPage),
];
