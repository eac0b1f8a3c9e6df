import { evictFields } from '../../admin/cache';

/**
 * Payments arrive from customers at any time: the badge and the open lists poll the server every LIVE_POLL_MS
 * (a count that costs one SQL statement, a page that costs a constant few) and skip the poll while the tab is
 * hidden. Polling rather than a subscription: the server has no websocket transport, and several stateless
 * processes behind a load balancer would need a shared pub/sub to push; a 10-second delay is fine for a payment that
 * took the customer minutes to make.
 */
export const LIVE_POLL_MS = 10_000;

export const livePolling = {
  pollInterval: LIVE_POLL_MS,
  skipPollAttempt: () => typeof document !== 'undefined' && document.hidden,
} as const;

/** After a confirm or reject: every cached list and count that shows the payment or its booking is read again. */
export const evictPaymentViews = evictFields(
  'supplierPendingPayments',
  'supplierPendingPaymentCount',
  'supplierBookings',
  'supplierReservations',
  'supplierDashboard',
  'booking',
);
