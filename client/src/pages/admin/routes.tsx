import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent, lazyRoute } from '../../platform/lazy-route';

/** A supplier's page in the admin portal, tab by tab. */
const supplierTabs: RouteObject[] = [
  { index: true, element: <Navigate to="update" replace /> },
  lazyRoute(
    'update',
    { title: 'pages.supplierTabs.update' },
    async () => (await import('./suppliers/SupplierSummaryTab')).SupplierSummaryTab,
  ),
  lazyRoute(
    'contacts',
    { title: 'pages.supplierTabs.contacts' },
    async () => (await import('./suppliers/SupplierContactsTab')).SupplierContactsTab,
  ),
  lazyRoute(
    'alerts',
    { title: 'pages.supplierTabs.alerts' },
    async () => (await import('./suppliers/SupplierAlertsTab')).SupplierAlertsTab,
  ),
  lazyRoute(
    'comments',
    { title: 'pages.supplierTabs.comments' },
    async () => (await import('./suppliers/SupplierCommentsTab')).SupplierCommentsTab,
  ),
];

const supplierRoutes: RouteObject = {
  path: 'admin/supplier',
  children: [
    {
      index: true,
      handle: { title: 'pages.suppliers' },
      ...lazyComponent(async () => (await import('./suppliers/SupplierListPage')).SupplierListPage),
    },
    lazyRoute(
      'create',
      { title: 'pages.supplierCreate' },
      async () => (await import('./suppliers/SupplierCreatePage')).SupplierCreatePage,
    ),
    {
      ...lazyRoute(
        ':id',
        { title: 'pages.supplierEdit' },
        async () => (await import('./suppliers/SupplierSection')).SupplierSection,
      ),
      children: supplierTabs,
    },
  ],
};

/** The admin portal's pages (login required, scope admin); titled as the dashboard unless they have their own. */
const title = 'dashboard.adminTitle';
export const adminPortalRoutes: RouteObject[] = [
  lazyRoute(
    'admin/dashboard',
    { title },
    async () => (await import('./AdminDashboardPage')).AdminDashboardPage,
  ),
  supplierRoutes,
  lazyRoute(
    'admin/approvals',
    { title },
    async () => (await import('./approvals/PendingActivitiesPage')).PendingActivitiesPage,
  ),
  lazyRoute(
    'admin/leads',
    { title },
    async () => (await import('./leads/SupplierLeadsPage')).SupplierLeadsPage,
  ),
  lazyRoute(
    'admin/payments',
    { title },
    async () => (await import('./payments/PendingPaymentsPage')).PendingPaymentsPage,
  ),
  lazyRoute(
    'admin/exchange-rates',
    { title },
    async () => (await import('./exchange-rates/ExchangeRatesPage')).ExchangeRatesPage,
  ),
  lazyRoute('admin/finance', { title }, async () => (await import('./finance/FinancePage')).FinancePage),
  lazyRoute(
    'admin/finance/:supplierId',
    { title },
    async () => (await import('./finance/SupplierFinancePage')).SupplierFinancePage,
  ),
  lazyRoute(
    'admin/finance/:supplierId/statements/:statementId',
    { title },
    async () => (await import('./finance/StatementPage')).StatementPage,
  ),
  lazyRoute(
    'admin/partner-keys',
    { title },
    async () => (await import('./partner-keys/PartnerKeysPage')).PartnerKeysPage,
  ),
  lazyRoute('admin/audit', { title }, async () => (await import('./audit/AdminAuditPage')).AdminAuditPage),
  lazyRoute('admin/team', { title }, async () => (await import('./team/AdminTeamPage')).AdminTeamPage),
];
