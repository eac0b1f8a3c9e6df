import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent, lazyRoute } from '../../platform/lazy-route';

/** The tabs of an activity's edit screen that live in `activity-tabs` (one chunk). */
const sectionTabs = [
  ['prices', 'PricesTab'],
  ['details', 'DetailsTab'],
  ['highlights', 'HighlightsTab'],
  ['faq', 'FaqTab'],
  ['unsuitables', 'UnsuitablesTab'],
  ['reservations', 'ReservationsTab'],
  ['manifest', 'ManifestTab'],
  ['comments', 'CommentsTab'],
] as const;

const activityForm = async () => (await import('./activity/ActivityFormPage')).ActivityFormPage;

/** An activity of the supplier: create it, then edit it tab by tab. */
const activityRoutes: RouteObject = {
  path: 'suppliers/activity',
  children: [
    {
      index: true,
      handle: { title: 'pages.activities' },
      ...lazyComponent(async () => (await import('./SupplierActivityListPage')).SupplierActivityListPage),
    },
    lazyRoute('create', { title: 'pages.activityCreate' }, activityForm),
    {
      path: ':id',
      // The tabs, or 'No encontrado' for an unknown id or another supplier's activity.
      ...lazyComponent(async () => (await import('./activity/ActivitySection')).ActivitySection),
      handle: { title: 'pages.activityEdit' },
      children: [
        { index: true, element: <Navigate to="update" replace /> },
        lazyRoute('update', { title: 'pages.activityTabs.update' }, activityForm),
        lazyRoute(
          'dates',
          { title: 'pages.activityTabs.dates' },
          async () => (await import('./activity/ActivityDatesTab')).ActivityDatesTab,
        ),
        lazyRoute(
          'images',
          { title: 'pages.activityTabs.images' },
          async () => (await import('./activity/ActivityImagesTab')).ActivityImagesTab,
        ),
        ...sectionTabs.map(([tab, component]) =>
          lazyRoute(
            tab,
            { title: `pages.activityTabs.${tab}` },
            async () => (await import('./activity-tabs'))[component],
          ),
        ),
      ],
    },
  ],
};

/** The supplier portal's pages (login required, scope supplier). */
export const supplierPortalRoutes: RouteObject[] = [
  lazyRoute(
    'suppliers/dashboard',
    { title: 'portal.home' },
    async () => (await import('./SupplierDashboardPage')).SupplierDashboardPage,
  ),
  lazyRoute(
    'suppliers/profile',
    { title: 'pages.supplierProfile' },
    async () => (await import('./SupplierProfilePage')).SupplierProfilePage,
  ),
  lazyRoute(
    'suppliers/bookings',
    { title: 'portal.bookings' },
    async () => (await import('./bookings/SupplierBookingsPage')).SupplierBookingsPage,
  ),
  lazyRoute(
    'suppliers/bookings/:id',
    { title: 'portal.bookings' },
    async () => (await import('./bookings/SupplierBookingPage')).SupplierBookingPage,
  ),
  lazyRoute(
    'suppliers/departures',
    { title: 'portal.departures' },
    async () => (await import('./departures/SupplierDeparturesPage')).SupplierDeparturesPage,
  ),
  lazyRoute(
    'suppliers/departures/:timeId',
    { title: 'portal.departures' },
    async () => (await import('./departures/SupplierDeparturePage')).SupplierDeparturePage,
  ),
  lazyRoute(
    'suppliers/payments',
    { title: 'portal.payments' },
    async () => (await import('./payments/SupplierPaymentQueuePage')).SupplierPaymentQueuePage,
  ),
  lazyRoute(
    'suppliers/statements',
    { title: 'portal.statements' },
    async () => (await import('./statements/SupplierStatementsPage')).SupplierStatementsPage,
  ),
  lazyRoute(
    'suppliers/statements/:id',
    { title: 'portal.statements' },
    async () => (await import('./statements/SupplierStatementPage')).SupplierStatementPage,
  ),
  lazyRoute(
    'suppliers/activity-log',
    { title: 'portal.activityLog' },
    async () => (await import('./activity-log/SupplierActivityLogPage')).SupplierActivityLogPage,
  ),
  lazyRoute(
    'suppliers/team',
    { title: 'portal.team' },
    async () => (await import('./team/SupplierTeamPage')).SupplierTeamPage,
  ),
  activityRoutes,
];

/** A team invitation's link (guest-only, in the auth layout): the member sets a password. */
export const supplierInvitationRoutes: RouteObject[] = [
  lazyRoute(
    'suppliers/team/accept',
    { title: 'portal.team' },
    async () => (await import('./team/AcceptInvitationPage')).AcceptInvitationPage,
  ),
];
