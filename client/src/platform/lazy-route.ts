import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';

/** A code-split component: loaded on first navigation, never part of the public bundle. */
export function lazyComponent(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** A page at `path` whose component is code-split. */
export function lazyRoute(
  path: string,
  handle: RouteHandle,
  load: () => Promise<ComponentType>,
): NonIndexRouteObject {
  return { path, handle, ...lazyComponent(load) };
}
