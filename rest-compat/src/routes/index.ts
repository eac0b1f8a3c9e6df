import type { RestRoute } from '../route.js';
import { accountRoutes } from './account.routes.js';
import { adminRoutes } from './admin.routes.js';
import { auditRoutes } from './audit.routes.js';
import { bookingRoutes } from './booking.routes.js';
import { authRoutes } from './auth.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { departureCancelRoutes } from './departure-cancel.routes.js';
import { lookupRoutes } from './lookups.routes.js';
import { refundRoutes } from './refund.routes.js';
import { rescheduleRoutes } from './reschedule.routes.js';
import { statementRoutes } from './statement.routes.js';
import { supplierDayRoutes } from './supplier-day.routes.js';
import { supplierPortalRoutes } from './supplier-portal.routes.js';
import { voucherRoutes } from './voucher.routes.js';
import { waitlistRoutes } from './waitlist.routes.js';

/** The whole documented /api/v1 surface, one table. */
export const routes: RestRoute[] = [
  ...lookupRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...catalogRoutes,
  ...bookingRoutes,
  ...refundRoutes,
  ...rescheduleRoutes,
  ...statementRoutes,
  ...voucherRoutes,
  ...supplierPortalRoutes,
  ...supplierDayRoutes,
  ...departureCancelRoutes,
  ...auditRoutes,
  ...accountRoutes,
  ...waitlistRoutes,
];
