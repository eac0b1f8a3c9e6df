/**
 * "Vistas recientemente": the last activities this browser opened, kept in localStorage (no account needed, nothing
 * sent to the server). A copy of what the home page shows of each, so the list draws without a request; the server
 * never reads it, so the cached home page stays the same for everyone and the list appears after hydration.
 */

import { RECENTLY_VIEWED_KEY as KEY, storage } from './recently-viewed-signal';

export { subscribeViewed } from './recently-viewed-signal';

/** A copy of an activity's tile (components/activity-tile), as it was when opened. */
export interface ViewedActivity {
  id: string;
  slug: string;
  title: string;
  /** The 240×240 picture's address (a site path), if the activity has one. */
  image?: string;
  basePrice: string;
  rating: number;
  durationQuantity: number;
  durationUnit: string;
}

export const MAX_VIEWED = 8;

function isViewed(value: unknown): value is ViewedActivity {
  const v = value as Partial<ViewedActivity> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    /^[1-9]\d{0,9}$/.test(v.id) &&
    typeof v.slug === 'string' &&
    /^[a-z0-9-]{0,200}$/.test(v.slug) &&
    typeof v.title === 'string' &&
    (v.image === undefined || (typeof v.image === 'string' && v.image.startsWith('/images/'))) &&
    typeof v.basePrice === 'string' &&
    typeof v.rating === 'number' &&
    typeof v.durationQuantity === 'number' &&
    typeof v.durationUnit === 'string'
  );
}

let cachedRaw: string | null = null;
let cachedList: ViewedActivity[] = [];

/** The stored list, newest first; the same array while the stored text is unchanged (useSyncExternalStore). */
export function readViewed(): ViewedActivity[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedList = Array.isArray(parsed) ? parsed.filter(isViewed).slice(0, MAX_VIEWED) : [];
    } catch {
      cachedList = [];
    }
  }
  return cachedList;
}

/** Puts an activity first in the list (once), keeping the newest MAX_VIEWED. */
export function rememberViewed(activity: ViewedActivity): void {
  const list = [activity, ...readViewed().filter((item) => item.id !== activity.id)].slice(0, MAX_VIEWED);
  try {
    storage()?.setItem(KEY, JSON.stringify(list));
  } catch {
    // full or blocked storage: the list is a convenience, never an error
  }
}
