import { toast } from '../toast-store';
import { t } from '../../i18n';
import { homePathFor, loginPathFor, worksOffline } from '../paths';
import { firstScope, sessionStore } from '../session/session-store';
import { classifyError } from './classify-error';

/**
 * How an operation's failures are reported, set per call through the operation context
 * (`context: { errorHandling: 'message-only' }`):
 * - `global` (default): the whole catalogue (401/403 → logout + login page, network → home, else 'ERROR' toast);
 * - `message-only`: only the toast, no logout and no navigation (login, registration, password screens, whose
 *   failures are bad credentials or bad input, not an expired session);
 * - `in-place`: the page shows the server's answer itself (a voucher not yet available is a notice, not an error), so
 *   the catalogue only handles what the page cannot: an expired or refused session (logout + login page) and a lost
 *   connection (toast, no navigation);
 * - `silent`: nothing; the caller handles it.
 */
export type ErrorHandling = 'global' | 'message-only' | 'in-place' | 'silent';

export interface CatalogueDeps {
  navigate(to: string, state?: { from?: string }): void;
  currentPath(): string;
}

/** The account type a path belongs to, for visitors without a stored token. */
function scopeOfPath(path: string): string {
  if (path.startsWith('/suppliers/')) return 'supplier';
  if (path.startsWith('/admin/')) return 'admin';
  return 'client';
}

/**
 * A refusal of the person's role (a guide asking for the payment queue, Soporte for money), not of their session:
 * shown, and the person stays signed in. Both refusals name the role (schema/staff-roles.ts `ROLE_REFUSALS`; a test
 * holds this pattern to them), and this module stays small on the public first load.
 */
export const ROLE_REFUSAL = /\bsu rol\b/i;

/** Applies the error catalogue of customer spec §8 to one failed operation. */
export function reportError(error: unknown, handling: ErrorHandling, deps: CatalogueDeps): void {
  if (handling === 'silent') return;
  const problem = classifyError(error);
  const global = handling === 'global';
  const sessionAsGlobal = global || handling === 'in-place';

  switch (problem.kind) {
    case 'aborted':
      return;
    case 'unauthenticated':
    case 'forbidden': {
      if (!sessionAsGlobal || ROLE_REFUSAL.test(problem.message ?? '')) break;
      if (problem.kind === 'unauthenticated')
        toast.warning(t('errors.sessionExpired'), t('errors.loginAgain'));
      else toast.danger(t('errors.unauthorized'), t('errors.loginAgain'));
      const here = deps.currentPath();
      const scope = firstScope(sessionStore.getState().token) ?? scopeOfPath(here);
      sessionStore.clear();
      const login = loginPathFor(scope);
      if (!here.startsWith(login)) deps.navigate(login, { from: here });
      return;
    }
    case 'network': {
      toast.danger(t('errors.generic'), t('errors.tryAgain'));
      const home = homePathFor(firstScope(sessionStore.getState().token));
      const here = deps.currentPath();
      if (global && here !== home && !worksOffline(here)) deps.navigate(home);
      return;
    }
    case 'other':
      if (handling === 'in-place') return;
      break;
  }
  toast.danger(t('errors.errorTitle'), problem.message || t('errors.errorFallback'));
}
