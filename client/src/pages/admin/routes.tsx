import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';

/** The tabs of a supplier's page in the admin portal. */
const supplierTabs: RouteObject[] = [
  { index: true, element: <Navigate to="update" replace /> },
  {
    path: 'update',
    handle: { title: 'pages.supplierTabs.update' },
    ...lazyComponent(
      () => import('./suppliers/SupplierSummaryTab'),
      (m) => m.SupplierSummaryTab,
    ),
  },
  {
    path: 'contacts',
    handle: { title: 'pages.supplierTabs.contacts' },
    ...lazyComponent(
      () => import('./suppliers/SupplierContactsTab'),
      (m) => m.SupplierContactsTab,
    ),
  },
  {
    path: 'alerts',
    handle: { title: 'pages.supplierTabs.alerts' },
    ...lazyComponent(
      () => import('./suppliers/SupplierAlertsTab'),
      (m) => m.SupplierAlertsTab,
    ),
  },
  {
    path: 'comments',
    handle: { title: 'pages.supplierTabs.comments' },
    ...lazyComponent(
      () => import('./suppliers/SupplierCommentsTab'),
      (m) => m.SupplierCommentsTab,
    ),
  },
];

const supplierRoutes: RouteObject = {
  path: 'admin/supplier',
  children: [
    {
      index: true,
      handle: { title: 'pages.suppliers' },
      ...lazyComponent(
        () => import('./suppliers/SupplierListPage'),
        (m) => m.SupplierListPage,
      ),
    },
    {
      path: 'create',
      handle: { title: 'pages.supplierCreate' },
      ...lazyComponent(
        () => import('./suppliers/SupplierCreatePage'),
        (m) => m.SupplierCreatePage,
      ),
    },
    {
      path: ':id',
      handle: { title: 'pages.supplierEdit' },
      ...lazyComponent(
        () => import('./suppliers/SupplierSection'),
        (m) => m.SupplierSection,
      ),
      children: supplierTabs,
    },
  ],
};

/** The admin portal's pages (login required, scope admin); all titled as the dashboard unless their own. */
export const adminPortalRoutes: RouteObject[] = [
  {
    path: 'admin/dashboard',
    handle: { title: 'dashboard.adminTitle' },
    ...lazyComponent(
      () => import('./AdminDashboardPage'),
      (m) => m.AdminDashboardPage,
    ),
  },
  supplierRoutes,
  {
    path: 'admin/approvals',
    handle: { title: 'dashboard.adminTitle' },
    ...lazyComponent(
      () => import('./approvals/PendingActivitiesPage'),
      (m) => m.PendingActivitiesPage,
    ),
  },
  {
    path: 'admin/leads',
    handle: { title: 'dashboard.adminTitle' },
    ...lazyComponent(
      () => import('./leads/SupplierLeadsPage'),
      (m) => m.SupplierLeadsPage,
    ),
  },
  {
    path: 'admin/payments',
    handle: { title: 'dashboard.adminTitle' },
    ...lazyComponent(
      () => import('./payments/PendingPaymentsPage'),
      (m) => m.PendingPaymentsPage,
    ),
  },
  {
    path: 'admin/exchange-rates',
    handle: { title: 'dashboard.adminTitle' },
    ...lazyComponent(
      () => import('./exchange-rates/ExchangeRatesPage'),
      (m) => m.ExchangeRatesPage,
    ),
  },
  {
    path: 'admin/partner-keys',
    handle: { title: 'dashboard.adminTitle' },
    ...lazyComponent(
      () => import('./partner-keys/PartnerKeysPage'),
      (m) => m.PartnerKeysPage,
    ),
  },
];
