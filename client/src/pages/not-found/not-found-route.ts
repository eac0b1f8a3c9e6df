import type { RouteHandle } from '../../platform/route-handle';
import { t } from '../../i18n';
import { DEFAULT_DESCRIPTION, pageTitle, type MetaArgs, type PageMeta } from '../../seo/page-meta';
import { notFound } from '../activity/activity-route';

/** Any unknown address answers a real 404 with the Spanish not-found page (never a soft 404). */
export function notFoundLoader() {
  return notFound();
}

function notFoundMeta({ url }: MetaArgs): PageMeta {
  return { title: pageTitle(t('notFound.title')), description: DEFAULT_DESCRIPTION, path: url.pathname };
}

export const notFoundHandle: RouteHandle = { title: 'notFound.title', ssr: true, meta: notFoundMeta };
