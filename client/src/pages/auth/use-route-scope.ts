import { useMatches } from 'react-router-dom';
import type { Scope } from '../../../../schema/constants';
import type { RouteHandle } from '../../platform/route-handle';

/** The account type a login screen logs into, from its route data (`handle.scope`). */
export function useRouteScope(fallback: Scope): Scope {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const scope = (matches[i]!.handle as RouteHandle | undefined)?.scope;
    if (scope) return scope;
  }
  return fallback;
}
