/**
 * Whether this browser has a "Vistas recientemente" list, without reading it: all the home page's first load needs
 * (the list itself, recently-viewed.ts, loads only when there is one).
 */

export const RECENTLY_VIEWED_KEY = 'xplora.recentlyViewed';

export function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): no list
  }
}

export function hasViewed(): boolean {
  return Boolean(storage()?.getItem(RECENTLY_VIEWED_KEY));
}

/** Another tab changed the list. */
export function subscribeViewed(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
