import type { Scope } from '../../../schema/constants';
import type { TranslationKey } from '../i18n';
import type { MetaFunction } from '../seo/page-meta';

/** Route `handle` data. */
export interface RouteHandle {
  /** i18n key of the page title (interpolated with the route params). */
  title?: TranslationKey;
  /** For the login screens: the account type they log into. */
  scope?: Scope;
  /**
   * A public page rendered on the server for search engines and link previews. Routes without it (cart, bookings,
   * portals, login forms) are rendered by the browser alone and answered with `noindex`.
   */
  ssr?: boolean;
  /** The page's title, description, canonical address, preview picture and JSON-LD (server render). */
  meta?: MetaFunction;
  /**
   * The query string the server renders this page from, canonical (fixed order, malformed values dropped). Every
   * other parameter is dropped before the render and the page cache, so `?utm_source=…` or a random string is the
   * same page and the same cache entry. Without it the page reads no query parameter.
   */
  query?: (params: URLSearchParams) => URLSearchParams;
  /** Source module of a lazy page (its Vite manifest key): its script and CSS are linked from the page's head. */
  module?: string;
}
