import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { Scope } from '../../../schema/constants';
import { TabbedSection, type SectionTab } from '../components/TabbedSection';
import { activityHandle, activityLoader } from '../pages/activity/activity-route';
import { homeHandle, homeLoader } from '../pages/home/home-route';
import { HomePage } from '../pages/home/HomePage';
import { notFoundHandle, notFoundLoader } from '../pages/not-found/not-found-route';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { placeRoute } from '../pages/places/place-route';
import { searchHandle, searchLoader } from '../pages/search/search-route';
import { staticHandle } from '../pages/static/static-meta';
import { ComingSoonPage } from '../pages/static/ComingSoonPage';
import { GuestOnly, RequireAuth } from './guards';
import { AuthLayout } from './layouts/AuthLayout';
import { CustomerLayout } from './layouts/CustomerLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';
import { ACTIVITY_TABS, paths } from './paths';
import type { RouteHandle } from './route-handle';

/** Route data: the page title key and, for the login screens, the account type they log into. */
export interface XploraRouteHandle extends RouteHandle {
  scope?: Scope;
}

/** A route whose component is code-split: loaded on first navigation, never part of the public bundle. */
function lazyComponent<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const activityTabs: SectionTab[] = ACTIVITY_TABS.map((tab) => ({
  to: tab,
  label: `pages.activityTabs.${tab}`,
}));
const bookingTabs: SectionTab[] = [
  { to: 'unpaid', label: 'pages.bookingsUnpaid' },
  { to: 'processing', label: 'pages.bookingsProcessing' },
  { to: 'processed', label: 'pages.bookingsProcessed' },
  { to: 'cancelled', label: 'pages.bookingsCancelled' },
];

/** Customer spec §2.1 and supplier spec §2. Unbuilt screens are placeholders that later issues replace. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="xp-loading-bar is-active" role="progressbar" aria-busy="true" />,
    children: [
      // Public site: rendered on the server (handle.ssr), with loaders that decide 404 and 301 there.
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage />, loader: homeLoader, handle: homeHandle },
          {
            path: 'activity/:id/:slug',
            loader: activityLoader,
            handle: activityHandle,
            ...lazyComponent(
              () => import('../pages/activity/ActivityPage'),
              (m) => m.ActivityPage,
            ),
          },
          // No slug: 301 to the canonical address (or 404).
          {
            path: 'activity/:id',
            loader: activityLoader,
            handle: activityHandle,
            ...lazyComponent(
              () => import('../pages/activity/ActivityPage'),
              (m) => m.ActivityPage,
            ),
          },
          {
            path: 'search',
            loader: searchLoader,
            handle: searchHandle,
            ...lazyComponent(
              () => import('../pages/search/SearchPage'),
              (m) => m.SearchPage,
            ),
          },
          {
            ...placeRoute('destination'),
            ...lazyComponent(
              () => import('../pages/places/PlacePage'),
              (m) => m.DestinationPage,
            ),
          },
          {
            ...placeRoute('category'),
            ...lazyComponent(
              () => import('../pages/places/PlacePage'),
              (m) => m.CategoryPage,
            ),
          },
          // Guest-only in the spec, yet a logged-in customer must be able to pay too: open to everyone.
          {
            path: 'offline/:id/booking',
            handle: { title: 'pages.offlineBooking' },
            ...lazyComponent(
              () => import('../pages/offline-booking/OfflineBookingPage'),
              (m) => m.OfflineBookingPage,
            ),
          },
          {
            path: 'about-us',
            handle: staticHandle(
              'pages.aboutUs',
              'catalog.seo.aboutUsDescription',
              'src/pages/about-us/AboutUsPage.tsx',
            ),
            ...lazyComponent(
              () => import('../pages/about-us/AboutUsPage'),
              (m) => m.AboutUsPage,
            ),
          },
          {
            path: 'help',
            handle: staticHandle('pages.help', 'catalog.seo.helpDescription', 'src/pages/help/HelpPage.tsx'),
            ...lazyComponent(
              () => import('../pages/help/HelpPage'),
              (m) => m.HelpPage,
            ),
          },
          {
            path: 'conditions',
            element: <ComingSoonPage title="pages.conditions" />,
            handle: staticHandle('pages.conditions'),
          },
          {
            path: 'policies',
            element: <ComingSoonPage title="pages.policies" />,
            handle: staticHandle('pages.policies'),
          },
          {
            path: 'download',
            element: <ComingSoonPage title="pages.download" />,
            handle: staticHandle('pages.download'),
          },
          {
            path: 'confirm-email',
            handle: { title: 'pages.confirmEmail' },
            ...lazyComponent(
              () => import('../pages/profile/ConfirmEmailPage'),
              (m) => m.ConfirmEmailPage,
            ),
          },
          {
            path: 'confirm-attendee',
            handle: { title: 'pages.confirmAttendee' },
            ...lazyComponent(
              () => import('../pages/bookings/ConfirmAttendeePage'),
              (m) => m.ConfirmAttendeePage,
            ),
          },
          {
            path: 'suppliers',
            handle: staticHandle(
              'pages.suppliersLanding',
              'catalog.seo.suppliersDescription',
              'src/pages/supplier-landing/SupplierLandingPage.tsx',
            ),
            ...lazyComponent(
              () => import('../pages/supplier-landing/SupplierLandingPage'),
              (m) => m.SupplierLandingPage,
            ),
          },
          {
            element: <GuestOnly scope="client" />,
            children: [
              {
                path: 'login',
                handle: { title: 'auth.login.title', scope: 'client' } satisfies XploraRouteHandle,
                ...lazyComponent(
                  () => import('../pages/auth/LoginPage'),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: 'register',
                handle: { title: 'auth.register.title' },
                ...lazyComponent(
                  () => import('../pages/auth/RegisterPage'),
                  (m) => m.RegisterPage,
                ),
              },
              {
                path: 'forgot',
                handle: { title: 'auth.forgot.title' },
                ...lazyComponent(
                  () => import('../pages/auth/ForgotPasswordPage'),
                  (m) => m.ForgotPasswordPage,
                ),
              },
              {
                path: 'recover',
                handle: { title: 'auth.recover.title' },
                ...lazyComponent(
                  () => import('../pages/auth/RecoverPasswordPage'),
                  (m) => m.RecoverPasswordPage,
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage />, loader: notFoundLoader, handle: notFoundHandle },
        ],
      },

      // Customer area (login required, scope client), in the customer shell.
      {
        element: <RequireAuth scope="client" />,
        children: [
          // 'home' is the customer dashboard's name; the post-login home is the home page itself.
          { path: 'home', element: <Navigate to={paths.home} replace /> },
          {
            element: <CustomerLayout />,
            children: [
              {
                path: 'profile',
                handle: { title: 'pages.profile' },
                ...lazyComponent(
                  () => import('../pages/profile/ProfilePage'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'wishlists',
                handle: { title: 'pages.wishlists' },
                ...lazyComponent(
                  () => import('../pages/wishlists/WishlistsPage'),
                  (m) => m.WishlistsPage,
                ),
              },
              {
                path: 'shopping-cart',
                handle: { title: 'pages.cart' },
                ...lazyComponent(
                  () => import('../pages/cart/CartPage'),
                  (m) => m.CartPage,
                ),
              },
              {
                path: 'bookings/:id/voucher',
                handle: { title: 'voucher.title' },
                ...lazyComponent(
                  () => import('../pages/voucher/VoucherPage'),
                  (m) => m.VoucherPage,
                ),
              },
              {
                path: 'bookings',
                element: <TabbedSection title="pages.bookings" tabs={bookingTabs} />,
                handle: { title: 'pages.bookings' },
                children: [
                  { index: true, element: <Navigate to="unpaid" replace /> },
                  {
                    path: 'unpaid',
                    handle: { title: 'pages.bookingsUnpaid' },
                    ...lazyComponent(
                      () => import('../pages/bookings/OrdersTab'),
                      (m) => m.UnpaidTab,
                    ),
                  },
                  {
                    path: 'processing',
                    handle: { title: 'pages.bookingsProcessing' },
                    ...lazyComponent(
                      () => import('../pages/bookings/OrdersTab'),
                      (m) => m.ProcessingTab,
                    ),
                  },
                  {
                    path: 'processed',
                    handle: { title: 'pages.bookingsProcessed' },
                    ...lazyComponent(
                      () => import('../pages/bookings/OrdersTab'),
                      (m) => m.ProcessedTab,
                    ),
                  },
                  {
                    path: 'cancelled',
                    handle: { title: 'pages.bookingsCancelled' },
                    ...lazyComponent(
                      () => import('../pages/bookings/OrdersTab'),
                      (m) => m.CancelledTab,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },

      // Supplier and admin entry screens (guest-only).
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnly scope="supplier" />,
            children: [
              {
                path: 'suppliers/login',
                handle: { title: 'auth.staff.supplierTitle', scope: 'supplier' } satisfies XploraRouteHandle,
                ...lazyComponent(
                  () => import('../pages/auth/StaffLoginPage'),
                  (m) => m.StaffLoginPage,
                ),
              },
              {
                path: 'suppliers/register',
                handle: { title: 'auth.supplierRegister.title' },
                ...lazyComponent(
                  () => import('../pages/auth/SupplierRegisterPage'),
                  (m) => m.SupplierRegisterPage,
                ),
              },
            ],
          },
          {
            element: <GuestOnly scope="admin" />,
            children: [
              {
                path: 'admin/login',
                handle: { title: 'auth.staff.adminTitle', scope: 'admin' } satisfies XploraRouteHandle,
                ...lazyComponent(
                  () => import('../pages/auth/StaffLoginPage'),
                  (m) => m.StaffLoginPage,
                ),
              },
            ],
          },
        ],
      },

      // Supplier portal (login required, scope supplier); code-split.
      {
        element: <RequireAuth scope="supplier" />,
        children: [
          {
            ...lazyComponent(
              () => import('./layouts/PortalLayout'),
              (m) => m.SupplierLayout,
            ),
            children: [
              {
                path: 'suppliers/dashboard',
                handle: { title: 'portal.home' },
                ...lazyComponent(
                  () => import('../pages/suppliers/SupplierDashboardPage'),
                  (m) => m.SupplierDashboardPage,
                ),
              },
              {
                path: 'suppliers/refunds',
                handle: { title: 'portal.refunds' },
                ...lazyComponent(
                  () => import('../pages/refunds/RefundsPage'),
                  (m) => m.RefundsPage,
                ),
              },
              {
                path: 'suppliers/profile',
                handle: { title: 'pages.supplierProfile' },
                ...lazyComponent(
                  () => import('../pages/suppliers/SupplierProfilePage'),
                  (m) => m.SupplierProfilePage,
                ),
              },
              {
                path: 'suppliers/activity',
                children: [
                  {
                    index: true,
                    handle: { title: 'pages.activities' },
                    ...lazyComponent(
                      () => import('../pages/suppliers/SupplierActivityListPage'),
                      (m) => m.SupplierActivityListPage,
                    ),
                  },
                  {
                    path: 'create',
                    handle: { title: 'pages.activityCreate' },
                    ...lazyComponent(
                      () => import('../pages/suppliers/activity/ActivityFormPage'),
                      (m) => m.ActivityFormPage,
                    ),
                  },
                  {
                    path: ':id',
                    element: <TabbedSection title="pages.activityEdit" tabs={activityTabs} fluid />,
                    handle: { title: 'pages.activityEdit' },
                    children: [
                      { index: true, element: <Navigate to="update" replace /> },
                      {
                        path: 'update',
                        handle: { title: 'pages.activityTabs.update' },
                        ...lazyComponent(
                          () => import('../pages/suppliers/activity/ActivityFormPage'),
                          (m) => m.ActivityFormPage,
                        ),
                      },
                      {
                        path: 'dates',
                        handle: { title: 'pages.activityTabs.dates' },
                        ...lazyComponent(
                          () => import('../pages/suppliers/activity/ActivityDatesTab'),
                          (m) => m.ActivityDatesTab,
                        ),
                      },
                      {
                        path: 'images',
                        handle: { title: 'pages.activityTabs.images' },
                        ...lazyComponent(
                          () => import('../pages/suppliers/activity/ActivityImagesTab'),
                          (m) => m.ActivityImagesTab,
                        ),
                      },
                      ...(
                        [
                          ['prices', 'PricesTab'],
                          ['details', 'DetailsTab'],
                          ['highlights', 'HighlightsTab'],
                          ['faq', 'FaqTab'],
                          ['unsuitables', 'UnsuitablesTab'],
                          ['reservations', 'ReservationsTab'],
                          ['manifest', 'ManifestTab'],
                          ['comments', 'CommentsTab'],
                        ] as const
                      ).map(([tab, component]) => ({
                        path: tab,
                        handle: { title: `pages.activityTabs.${tab}` } satisfies RouteHandle,
                        ...lazyComponent(
                          () => import('../pages/suppliers/activity-tabs'),
                          (m) => m[component],
                        ),
                      })),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },

      // Admin portal (login required, scope admin); code-split.
      { path: 'admin', element: <Navigate to={paths.admin.dashboard} replace /> },
      {
        element: <RequireAuth scope="admin" />,
        children: [
          {
            ...lazyComponent(
              () => import('./layouts/PortalLayout'),
              (m) => m.AdminLayout,
            ),
            children: [
              {
                path: 'admin/dashboard',
                handle: { title: 'dashboard.adminTitle' },
                ...lazyComponent(
                  () => import('../pages/admin/AdminDashboardPage'),
                  (m) => m.AdminDashboardPage,
                ),
              },
              {
                path: 'admin/supplier',
                children: [
                  {
                    index: true,
                    handle: { title: 'pages.suppliers' },
                    ...lazyComponent(
                      () => import('../pages/admin/suppliers/SupplierListPage'),
                      (m) => m.SupplierListPage,
                    ),
                  },
                  {
                    path: 'create',
                    handle: { title: 'pages.supplierCreate' },
                    ...lazyComponent(
                      () => import('../pages/admin/suppliers/SupplierCreatePage'),
                      (m) => m.SupplierCreatePage,
                    ),
                  },
                  {
                    path: ':id',
                    handle: { title: 'pages.supplierEdit' },
                    ...lazyComponent(
                      () => import('../pages/admin/suppliers/SupplierSection'),
                      (m) => m.SupplierSection,
                    ),
                    children: [
                      { index: true, element: <Navigate to="update" replace /> },
                      {
                        path: 'update',
                        handle: { title: 'pages.supplierTabs.update' },
                        ...lazyComponent(
                          () => import('../pages/admin/suppliers/SupplierSummaryTab'),
                          (m) => m.SupplierSummaryTab,
                        ),
                      },
                      {
                        path: 'contacts',
                        handle: { title: 'pages.supplierTabs.contacts' },
                        ...lazyComponent(
                          () => import('../pages/admin/suppliers/SupplierContactsTab'),
                          (m) => m.SupplierContactsTab,
                        ),
                      },
                      {
                        path: 'alerts',
                        handle: { title: 'pages.supplierTabs.alerts' },
                        ...lazyComponent(
                          () => import('../pages/admin/suppliers/SupplierAlertsTab'),
                          (m) => m.SupplierAlertsTab,
                        ),
                      },
                      {
                        path: 'comments',
                        handle: { title: 'pages.supplierTabs.comments' },
                        ...lazyComponent(
                          () => import('../pages/admin/suppliers/SupplierCommentsTab'),
                          (m) => m.SupplierCommentsTab,
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'admin/approvals',
                handle: { title: 'dashboard.adminTitle' },
                ...lazyComponent(
                  () => import('../pages/admin/approvals/PendingActivitiesPage'),
                  (m) => m.PendingActivitiesPage,
                ),
              },
              {
                path: 'admin/leads',
                handle: { title: 'dashboard.adminTitle' },
                ...lazyComponent(
                  () => import('../pages/admin/leads/SupplierLeadsPage'),
                  (m) => m.SupplierLeadsPage,
                ),
              },
              {
                path: 'admin/refunds',
                handle: { title: 'portal.refunds' },
                ...lazyComponent(
                  () => import('../pages/refunds/RefundsPage'),
                  (m) => m.RefundsPage,
                ),
              },
              {
                path: 'admin/payments',
                handle: { title: 'dashboard.adminTitle' },
                ...lazyComponent(
                  () => import('../pages/admin/payments/PendingPaymentsPage'),
                  (m) => m.PendingPaymentsPage,
                ),
              },
              {
                path: 'admin/exchange-rates',
                handle: { title: 'dashboard.adminTitle' },
                ...lazyComponent(
                  () => import('../pages/admin/exchange-rates/ExchangeRatesPage'),
                  (m) => m.ExchangeRatesPage,
                ),
              },
              {
                path: 'admin/partner-keys',
                handle: { title: 'dashboard.adminTitle' },
                ...lazyComponent(
                  () => import('../pages/admin/partner-keys/PartnerKeysPage'),
                  (m) => m.PartnerKeysPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
