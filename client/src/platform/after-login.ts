import type { Scope } from '../../../schema/constants';
import { homePathFor, pathBelongsTo } from './paths';

/**
 * Where a user goes after logging in: the page a guard sent them away from, when it belongs to their
 * account type; otherwise their home (customer → home page, supplier → suppliers.dashboard,
 * admin → admin.dashboard).
 */
export function afterLoginPath(scope: Scope, locationState: unknown): string {
  const from = (locationState as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && pathBelongsTo(scope, from)) return from;
  return homePathFor(scope);
}
