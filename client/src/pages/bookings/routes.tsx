import { Navigate, type RouteObject } from 'react-router-dom';
import { TabbedSection, type SectionTab } from '../../components/TabbedSection';
import { lazyRoute } from '../../platform/lazy-route';

const bookingTabs = [
  ['unpaid', 'pages.bookingsUnpaid', 'UnpaidTab'],
  ['processing', 'pages.bookingsProcessing', 'ProcessingTab'],
  ['processed', 'pages.bookingsProcessed', 'ProcessedTab'],
  ['cancelled', 'pages.bookingsCancelled', 'CancelledTab'],
] as const;

const tabs: SectionTab[] = [
  ...bookingTabs.map(([to, label]) => ({ to, label })),
  { to: 'waitlist', label: 'pages.bookingsWaitlist' },
];

/** The attendee's confirmation link: open to everyone. */
export const confirmAttendeeRoutes: RouteObject[] = [
  lazyRoute(
    'confirm-attendee',
    { title: 'pages.confirmAttendee' },
    async () => (await import('./ConfirmAttendeePage')).ConfirmAttendeePage,
  ),
  // The supplier's proposal of a new date, answered from the mailed signed link (no session).
  lazyRoute(
    'reschedule/:id',
    { title: 'pages.rescheduleProposal' },
    async () => (await import('./RescheduleProposalPage')).RescheduleProposalPage,
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
      lazyRoute(
        'waitlist',
        { title: 'pages.bookingsWaitlist' },
        async () => (await import('../waitlist/WaitlistTab')).WaitlistTab,
      ),
    ],
  },
  lazyRoute(
    'waitlist/join/:activityId/:timeId',
    { title: 'pages.waitlist' },
    async () => (await import('../waitlist/JoinWaitlistPage')).JoinWaitlistPage,
  ),
  lazyRoute(
    'waitlist/offer',
    { title: 'pages.waitlist' },
    async () => (await import('../waitlist/WaitlistOfferPage')).WaitlistOfferPage,
  ),
];
