import { Navigate, type RouteObject } from 'react-router-dom';
import { TabbedSection, type SectionTab } from '../../components/TabbedSection';
import { lazyComponent } from '../../platform/lazy-route';
import { ACTIVITY_TABS } from '../../platform/paths';
import type { RouteHandle } from '../../platform/route-handle';

const activityTabs: SectionTab[] = ACTIVITY_TABS.map((tab) => ({
  to: tab,
  label: `pages.activityTabs.${tab}`,
}));

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

const activityFormPage = lazyComponent(
  () => import('./activity/ActivityFormPage'),
  (m) => m.ActivityFormPage,
);

/** An activity of the supplier: create it, then edit it tab by tab. */
const activityRoutes: RouteObject = {
  path: 'suppliers/activity',
  children: [
    {
      index: true,
      handle: { title: 'pages.activities' },
      ...lazyComponent(
        () => import('./SupplierActivityListPage'),
        (m) => m.SupplierActivityListPage,
      ),
    },
    { path: 'create', handle: { title: 'pages.activityCreate' }, ...activityFormPage },
    {
      path: ':id',
      element: <TabbedSection title="pages.activityEdit" tabs={activityTabs} fluid />,
      handle: { title: 'pages.activityEdit' },
      children: [
        { index: true, element: <Navigate to="update" replace /> },
        { path: 'update', handle: { title: 'pages.activityTabs.update' }, ...activityFormPage },
        {
          path: 'dates',
          handle: { title: 'pages.activityTabs.dates' },
          ...lazyComponent(
            () => import('./activity/ActivityDatesTab'),
            (m) => m.ActivityDatesTab,
          ),
        },
        {
          path: 'images',
          handle: { title: 'pages.activityTabs.images' },
          ...lazyComponent(
            () => import('./activity/ActivityImagesTab'),
            (m) => m.ActivityImagesTab,
          ),
        },
        ...sectionTabs.map(([tab, component]) => ({
          path: tab,
          handle: { title: `pages.activityTabs.${tab}` } satisfies RouteHandle,
          ...lazyComponent(
            () => import('./activity-tabs'),
            (m) => m[component],
          ),
        })),
      ],
    },
  ],
};

/** The supplier portal's pages (login required, scope supplier). */
export const supplierPortalRoutes: RouteObject[] = [
  {
    path: 'suppliers/dashboard',
    handle: { title: 'portal.home' },
    ...lazyComponent(
      () => import('./SupplierDashboardPage'),
      (m) => m.SupplierDashboardPage,
    ),
  },
  {
    path: 'suppliers/profile',
    handle: { title: 'pages.supplierProfile' },
    ...lazyComponent(
      () => import('./SupplierProfilePage'),
      (m) => m.SupplierProfilePage,
    ),
  },
  activityRoutes,
];
