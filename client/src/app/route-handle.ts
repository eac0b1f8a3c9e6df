import type { ParseKeys } from 'i18next';

/** Route `handle` data: the i18n key of the page title (interpolated with the route params). */
export interface RouteHandle {
  title?: ParseKeys;
}
