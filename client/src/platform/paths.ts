import type { Scope } from '../../../schema/constants';

/** Every path the client links to (customer spec §2.1, supplier spec §2). Screens use these, never literals. */
export const paths = {
  home: '/',
  customerHome: '/home',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  recover: '/recover',
  search: '/search',
  activity: (id: string | number, slug: string) => `/activity/${id}/${slug}`,
  destination: (slug: string) => `/destination/${slug}`,
  category: (slug: string) => `/category/${slug}`,
  offlineBooking: (bookingId: string | number) => `/offline/${bookingId}/booking`,
  profile: '/profile',
  wishlists: '/wishlists',
  bookings: '/bookings',
  bookingsTab: (tab: 'unpaid' | 'processing' | 'processed' | 'cancelled' | 'waitlist') => `/bookings/${tab}`,
  waitlistJoin: (activityId: string | number, timeId: string | number) =>
    `/waitlist/join/${activityId}/${timeId}`,
  voucher: (bookingId: string | number) => `/bookings/${bookingId}/voucher`,
  cart: '/shopping-cart',
  aboutUs: '/about-us',
  conditions: '/conditions',
  policies: '/policies',
  download: '/download',
  help: '/help',
  suppliers: {
    landing: '/suppliers',
    login: '/suppliers/login',
    register: '/suppliers/register',
    dashboard: '/suppliers/dashboard',
    profile: '/suppliers/profile',
    activities: '/suppliers/activity',
    activityCreate: '/suppliers/activity/create',
    activity: (id: string | number, tab: ActivityTab = 'update') => `/suppliers/activity/${id}/${tab}`,
    refunds: '/suppliers/refunds',
    bookings: '/suppliers/bookings',
    payments: '/suppliers/payments',
    statements: '/suppliers/statements',
    departures: '/suppliers/departures',
    team: '/suppliers/team',
    teamAccept: '/suppliers/team/accept',
    departure: (timeId: string | number) => `/suppliers/departures/${timeId}`,
    activityLog: '/suppliers/activity-log',
  },
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    suppliers: '/admin/supplier',
    supplierCreate: '/admin/supplier/create',
    supplier: (id: string | number, tab: SupplierTab = 'update') => `/admin/supplier/${id}/${tab}`,
    refunds: '/admin/refunds',
    audit: '/admin/audit',
    team: '/admin/team',
  },
} as const;

/** Screens that keep working without a connection (the voucher shows its saved copy): no redirect on network errors. */
export function worksOffline(path: string): boolean {
  return /^\/bookings\/\d+\/voucher$/.test(path);
}

export const ACTIVITY_TABS = [
  'update',
  'prices',
  'images',
  'dates',
  'details',
  'highlights',
  'faq',
  'unsuitables',
  'reservations',
  'manifest',
  'comments',
] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

export const SUPPLIER_TABS = ['update', 'contacts', 'alerts', 'comments'] as const;
export type SupplierTab = (typeof SUPPLIER_TABS)[number];

/** The spec's dotted route names (customer spec §2.1). `dashboard` is the customer's post-login home: `/`. */
export const routeNames = {
  login: paths.login,
  'suppliers.login': paths.suppliers.login,
  'admin.login': paths.admin.login,
  dashboard: paths.home,
  'suppliers.dashboard': paths.suppliers.dashboard,
  'admin.dashboard': paths.admin.dashboard,
  'suppliers.activity.index': paths.suppliers.activities,
  'admin.supplier.index': paths.admin.suppliers,
} as const;

const LOGIN_BY_SCOPE: Record<Scope, string> = {
  client: routeNames.login,
  supplier: routeNames['suppliers.login'],
  admin: routeNames['admin.login'],
};

const HOME_BY_SCOPE: Record<Scope, string> = {
  client: routeNames.dashboard,
  supplier: routeNames['suppliers.dashboard'],
  admin: routeNames['admin.dashboard'],
};

/** Login route of a scope; unknown or missing scopes use the customer login. */
export function loginPathFor(scope: string | undefined): string {
  return LOGIN_BY_SCOPE[scope as Scope] ?? LOGIN_BY_SCOPE.client;
}

/** Post-login home of a scope (customer → home page, supplier and admin → their dashboards). */
export function homePathFor(scope: string | undefined): string {
  return HOME_BY_SCOPE[scope as Scope] ?? HOME_BY_SCOPE.client;
}

/** Whether a path belongs to a scope's area, so a `from` location can be honoured after login. */
export function pathBelongsTo(scope: Scope, path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const supplierArea = path.startsWith('/suppliers/');
  const adminArea = path.startsWith('/admin/');
  if (scope === 'supplier') return supplierArea;
  if (scope === 'admin') return adminArea;
  return !supplierArea && !adminArea;
}
