import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { Outlet, ScrollRestoration, useMatches, useParams } from 'react-router-dom';
import { ToastHost } from '../../components/toasts';
import { LoadingBar } from '../loading/LoadingBar';
import type { RouteHandle } from '../route-handle';

/** Sets document.title from the deepest route's `handle.title` (an i18n key). */
function DocumentTitle() {
  const matches = useMatches();
  const params = useParams();
  const { t } = useTranslation();
  const key = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = key?.title ? t(key.title, params) : '';
  useEffect(() => {
    document.title = title ? `${title} · Xplora` : 'Xplora';
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
