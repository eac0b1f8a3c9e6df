import { Navigate, type RouteObject } from 'react-router-dom';
import { TabbedSection, type SectionTab } from '../../components/TabbedSection';
import { lazyRoute } from '../../platform/lazy-route';

const bookingTabs = [
  ['unpaid', 'pages.bookingsUnpaid', 'UnpaidTab'],
  ['processing', 'pages.bookingsProcessing', 'ProcessingTab'],
  ['processed', 'pages.bookingsProcessed', 'ProcessedTab'],
  ['cancelled', 'pages.bookingsCancelled', 'CancelledTab'],
] as const;

const tabs: SectionTab[] = bookingTabs.map(([to, label]) => ({ to, label }));

/** The attendee's confirmation link: open to everyone. */
export const confirmAttendeeRoutes: RouteObject[] = [
  lazyRoute(
    'confirm-attendee',
    { title: 'pages.confirmAttendee' },
    async () => (await import('./ConfirmAttendeePage')).ConfirmAttendeePage,
  ),
];

/** The customer's bookings, by state, and a booking's voucher (customer area). */
export const bookingRoutes: RouteObject[] = [
  lazyRoute(
    'bookings/:id/voucher',
    { title: 'voucher.title' },
    async () => (await import('../voucher/VoucherPage')).VoucherPage,
  ),
  {
    path: 'bookings',
    element: <TabbedSection title="pages.bookings" tabs={tabs} />,
    handle: { title: 'pages.bookings' },
    children: [
      { index: true, element: <Navigate to="unpaid" replace /> },
      ...bookingTabs.map(([path, title, tab]) =>
        lazyRoute(path, { title }, async () => (await import('./OrdersTab'))[tab]),
      ),
    ],
  },
];
