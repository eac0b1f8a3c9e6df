import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';
import { staticHandle } from '../static/static-meta';

export const supplierLandingRoutes: RouteObject[] = [
  {
    path: 'suppliers',
    handle: staticHandle(
      'pages.suppliersLanding',
      'catalog.seo.suppliersDescription',
      'src/pages/supplier-landing/SupplierLandingPage.tsx',
    ),
    ...lazyComponent(
      () => import('./SupplierLandingPage'),
      (m) => m.SupplierLandingPage,
    ),
  },
];
