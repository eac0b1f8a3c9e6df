import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useApolloClient } from '@apollo/client/react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useParams } from 'react-router-dom';
import { ToastHost } from '../../components/toasts';
import { LoadingBar } from '../../platform/loading/LoadingBar';
import type { RouteHandle } from '../../platform/route-handle';

/**
 * Sets document.title: the page's own title when its data is at hand (the server's, from `handle.meta`), otherwise
 * from the deepest route's `handle.title` (an i18n key). Pages whose data arrives later set it themselves.
 */
function DocumentTitle() {
  const matches = useMatches();
  const params = useParams();
  const location = useLocation();
  const client = useApolloClient();
  const { t } = useTranslation();
  const deepest = [...matches].reverse();
  const withMeta = deepest.find((m) => (m.handle as RouteHandle | undefined)?.meta);
  const metaTitle = (withMeta?.handle as RouteHandle | undefined)?.meta?.({
    client,
    params: withMeta!.params,
    // Only the title is read: the origin does not matter here (and `window` does not exist on the server).
    url: new URL(location.pathname + location.search, 'http://localhost'),
    loaderData: withMeta!.loaderData,
  })?.title;
  const key = deepest.find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = metaTitle ?? (key?.title ? `${t(key.title, params)} · Xplora` : 'Xplora');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** Around every screen: scroll to top on navigation (anchors kept), loading bar, toasts, title. */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ToastHost />
      <DocumentTitle />
      <ScrollRestoration />
    </>
  );
}
