import { paths } from '../../platform/paths';

/** Admin screens beyond the spec's list and form (approvals, requests, exchange rates); linked from the dashboard. */
export const adminPaths = {
  ...paths.admin,
  pendingSuppliers: `${paths.admin.suppliers}?pendingReview=1`,
  approvals: '/admin/approvals',
  leads: '/admin/leads',
  exchangeRates: '/admin/exchange-rates',
  partnerKeys: '/admin/partner-keys',
  finance: '/admin/finance',
  financeSupplier: (supplierId: string) => `/admin/finance/${supplierId}`,
  financeStatement: (supplierId: string, statementId: string) =>
    `/admin/finance/${supplierId}/statements/${statementId}`,
} as const;
