import { Navigate, type RouteObject } from 'react-router-dom';
import { TabbedSection, type SectionTab } from '../../components/TabbedSection';
import { lazyComponent } from '../../platform/lazy-route';
import type { RouteHandle } from '../../platform/route-handle';

const bookingTabs = [
  ['unpaid', 'pages.bookingsUnpaid', 'UnpaidTab'],
  ['processing', 'pages.bookingsProcessing', 'ProcessingTab'],
  ['processed', 'pages.bookingsProcessed', 'ProcessedTab'],
  ['cancelled', 'pages.bookingsCancelled', 'CancelledTab'],
] as const;

const tabs: SectionTab[] = bookingTabs.map(([to, label]) => ({ to, label }));

/** The attendee's confirmation link: open to everyone. */
export const confirmAttendeeRoutes: RouteObject[] = [
  {
    path: 'confirm-attendee',
    handle: { title: 'pages.confirmAttendee' },
    ...lazyComponent(
      () => import('./ConfirmAttendeePage'),
      (m) => m.ConfirmAttendeePage,
    ),
  },
];

/** The customer's bookings, by state, and a booking's voucher (customer area). */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'bookings/:id/voucher',
    handle: { title: 'voucher.title' },
    ...lazyComponent(
      () => import('../voucher/VoucherPage'),
      (m) => m.VoucherPage,
    ),
  },
  {
    path: 'bookings',
    element: <TabbedSection title="pages.bookings" tabs={tabs} />,
    handle: { title: 'pages.bookings' },
    children: [
      { index: true, element: <Navigate to="unpaid" replace /> },
      ...bookingTabs.map(([path, title, component]) => ({
        path,
        handle: { title } satisfies RouteHandle,
        ...lazyComponent(
          () => import('./OrdersTab'),
          (m) => m[component],
        ),
      })),
    ],
  },
];
