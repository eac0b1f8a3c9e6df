import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';

/** The refunds page, one for each portal (the supplier sees their own, the admin all). */
function refundsRoute(path: string): RouteObject {
  return {
    path,
    handle: { title: 'portal.refunds' },
    ...lazyComponent(
      () => import('./RefundsPage'),
      (m) => m.RefundsPage,
    ),
  };
}

export const supplierRefundRoutes: RouteObject[] = [refundsRoute('suppliers/refunds')];
export const adminRefundRoutes: RouteObject[] = [refundsRoute('admin/refunds')];
