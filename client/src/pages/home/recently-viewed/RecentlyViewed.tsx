import { useSyncExternalStore } from 'react';
import { ActivityTiles } from '../../../components/activity-tile';
import { readViewed, subscribeViewed } from '../../../platform/recently-viewed';

const NONE: never[] = [];

/** "Vistas recientemente" (loaded only when this browser has opened an activity before). */
export function RecentlyViewed() {
  const items = useSyncExternalStore(subscribeViewed, readViewed, () => NONE);
  if (items.length === 0) return null;
  return (
    <section className="container pb-5" aria-labelledby="home-recently-viewed">
      <h2 id="home-recently-viewed" className="h3 mb-3">
        Vistas recientemente
      </h2>
      <ActivityTiles items={items} testId="recently-viewed" />
    </section>
  );
}
