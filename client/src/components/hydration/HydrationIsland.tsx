import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own (React's selective hydration): the page comes alive
 * region by region, each in a short task, instead of in one long task a slow phone feels as a frozen screen; a click
 * on a region not yet alive is replayed once it is. The server sends each region complete, so the fallback only shows
 * if something inside suspends on a later client render.
 */
export function HydrationIsland({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
