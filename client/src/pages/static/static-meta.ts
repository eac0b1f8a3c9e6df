import type { RouteHandle } from '../../platform/route-handle';
import { t, type TranslationKey } from '../../i18n';
import { DEFAULT_DESCRIPTION, pageTitle, type MetaArgs, type PageMeta } from '../../seo/page-meta';

/** A static public page (about us, help, conditions…): its title key, its description, its lazy module. */
export function staticHandle(
  title: TranslationKey,
  description?: TranslationKey,
  module?: string,
): RouteHandle {
  const meta = ({ url }: MetaArgs): PageMeta => ({
    title: pageTitle(t(title)),
    description: description ? t(description) : DEFAULT_DESCRIPTION,
    // Addresses match without regard to case or a trailing slash; the canonical one is the route's own.
    path: url.pathname.toLowerCase().replace(/(.)\/+$/, '$1'),
  });
  return { title, ssr: true, meta, ...(module ? { module } : {}) };
}
