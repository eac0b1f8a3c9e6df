import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';

const refundsPage = async () => (await import('./RefundsPage')).RefundsPage;

/** The refunds page of each portal (the supplier sees their own, the admin all). */
export const supplierRefundRoutes: RouteObject[] = [
  lazyRoute('suppliers/refunds', { title: 'portal.refunds' }, refundsPage),
];
export const adminRefundRoutes: RouteObject[] = [
  lazyRoute('admin/refunds', { title: 'portal.refunds' }, refundsPage),
];
