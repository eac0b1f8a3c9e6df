import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';

/** admin.dashboard: 'Administración' and a greeting (supplier spec §2). */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section>
      <h1 className="h3">{t('dashboard.adminTitle')}</h1>
      <p className="lead">{t('dashboard.hello', { name: user?.name ?? '' })}</p>
    </section>
  );
}
