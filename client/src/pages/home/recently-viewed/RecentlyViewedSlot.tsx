import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasViewed, subscribeViewed } from '../../../platform/recently-viewed-signal';

const RecentlyViewed = lazy(async () => ({ default: (await import('./RecentlyViewed')).RecentlyViewed }));

const onServer = () => false;

/**
 * Where "Vistas recientemente" goes on the home page: nothing on the server and during hydration (the cached page is
 * the same for everyone), then, for a browser that has opened activities, the list, loaded on demand so the home
 * page's first load does not carry it.
 */
export function RecentlyViewedSlot() {
  const returning = useSyncExternalStore(subscribeViewed, hasViewed, onServer);
  if (!returning) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed />
    </Suspense>
  );
}
