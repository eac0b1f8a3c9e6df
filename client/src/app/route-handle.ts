import type { TranslationKey } from '../i18n';

/** Route `handle` data: the i18n key of the page title (interpolated with the route params). */
export interface RouteHandle {
  title?: TranslationKey;
}
