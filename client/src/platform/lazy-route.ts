import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A route whose component is code-split: loaded on first navigation, never part of the public bundle. */
export function lazyComponent<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
