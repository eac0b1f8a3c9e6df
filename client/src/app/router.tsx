import { Navigate, type RouteObject } from 'react-router-dom';
import { aboutUsRoutes } from '../pages/about-us/routes';
import { activityRoutes } from '../pages/activity/routes';
import { adminPortalRoutes } from '../pages/admin/routes';
import { adminAuthRoutes, customerAuthRoutes, supplierAuthRoutes } from '../pages/auth/routes';
import { bookingRoutes, confirmAttendeeRoutes } from '../pages/bookings/routes';
import { cartRoutes } from '../pages/cart/routes';
import { helpRoutes } from '../pages/help/routes';
import { homeRoutes } from '../pages/home/routes';
import { notFoundRoutes } from '../pages/not-found/routes';
import { offlineBookingRoutes } from '../pages/offline-booking/routes';
import { placeRoutes } from '../pages/places/routes';
import { confirmEmailRoutes, profileRoutes } from '../pages/profile/routes';
import { adminRefundRoutes, supplierRefundRoutes } from '../pages/refunds/routes';
import { searchRoutes } from '../pages/search/routes';
import { comingSoonRoutes } from '../pages/static/routes';
import { supplierLandingRoutes } from '../pages/supplier-landing/routes';
import { supplierInvitationRoutes, supplierPortalRoutes } from '../pages/suppliers/routes';
import { wishlistRoutes } from '../pages/wishlists/routes';
import { GuestOnly, RequireAuth } from '../platform/guards';
import { lazyComponent } from '../platform/lazy-route';
import { paths } from '../platform/paths';
import { AuthLayout } from './layouts/AuthLayout';
import { CustomerLayout } from './layouts/CustomerLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';

/**
 * The one route tree of the browser entry (main.tsx) and the server entry (entry-server.tsx): each page folder
 * exports its routes (path, lazy component, loader, handle); here they get their layout and their guard.
 * Customer spec §2.1 and supplier spec §2.
 */
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
          ...homeRoutes,
          ...activityRoutes,
          ...searchRoutes,
          ...placeRoutes,
          ...offlineBookingRoutes,
          ...aboutUsRoutes,
          ...helpRoutes,
          ...comingSoonRoutes,
          ...confirmEmailRoutes,
          ...confirmAttendeeRoutes,
          ...supplierLandingRoutes,
          { element: <GuestOnly scope="client" />, children: customerAuthRoutes },
          ...notFoundRoutes,
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
            children: [...profileRoutes, ...wishlistRoutes, ...cartRoutes, ...bookingRoutes],
          },
        ],
      },

      // Supplier and admin entry screens (guest-only).
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnly scope="supplier" />,
            children: [...supplierAuthRoutes, ...supplierInvitationRoutes],
          },
          { element: <GuestOnly scope="admin" />, children: adminAuthRoutes },
        ],
      },

      // Supplier portal (login required, scope supplier); code-split.
      {
        element: <RequireAuth scope="supplier" />,
        children: [
          {
            ...lazyComponent(async () => (await import('./layouts/PortalLayout')).SupplierLayout),
            children: [...supplierPortalRoutes, ...supplierRefundRoutes],
          },
        ],
      },

      // Admin portal (login required, scope admin); code-split.
      { path: 'admin', element: <Navigate to={paths.admin.dashboard} replace /> },
      {
        element: <RequireAuth scope="admin" />,
        children: [
          {
            ...lazyComponent(async () => (await import('./layouts/PortalLayout')).AdminLayout),
            children: [...adminPortalRoutes, ...adminRefundRoutes],
          },
        ],
      },
    ],
  },
];
