/** Business constants shared by the server and the client (spec §9 of both documents). */

export const SCOPES = ['client', 'supplier', 'admin'] as const;
export type Scope = (typeof SCOPES)[number];

export const SEARCH_PAGE_SIZE = 8;
/** "Actividades similares" on the activity page: how many by default, and at most. */
export const SIMILAR_ACTIVITIES_LIMIT = 4;
export const SIMILAR_ACTIVITIES_MAX = 24;
export const HOME_FEATURED_SIZE = 12;
export const HOME_CITY_SIZE = 8;
export const PAGE_SIZES = [15, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;
export const PAGINATION_WINDOW = 3;
export const SUPPLIER_IMAGES_PAGE = 12;
export const SUPPLIER_IMAGES_LOAD_MORE = 20;

export const PAYMENT_WINDOW_HOURS = 2;
export const BOOKING_HOLD_UNTIL_HOUR = 12;
export const BUSINESS_TIME_ZONE = 'America/Caracas';
/**
 * Venezuela's offset from UTC: −4 h all year, without daylight saving, since 2016. The browser's "today in Caracas"
 * reads it (calendar-date.ts) instead of the time-zone database; calendar-date.test.ts holds the two together.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = -240;
export const LOW_AVAILABILITY_THRESHOLD = 5;
export const GALLERY_EXTRA_IMAGES = 3;
export const TOAST_HIDE_MS = 5000;
export const STICKY_HEADER_OFFSET = 100;

export const DESTINATION_CARACAS = 1;
export const DESTINATION_LA_GUAIRA = 2;

/** Demo accounts' shared password (seeded only on the embedded default or SEED_DEMO=1). */
export const DEMO_PASSWORD = 'Xplora2026!';

/** `Activity.dates(from)` answers the dates in this many days from `from` (a bounded nested list). */
export const DATES_WINDOW_DAYS = 366;
