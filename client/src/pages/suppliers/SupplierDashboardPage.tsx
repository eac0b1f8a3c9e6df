import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { SupplierAlerts } from './dashboard/SupplierAlerts';

/**
 * suppliers.dashboard: greets the supplier; until an admin activates the registration, the review notice
 * (supplier spec §2). The rate and count cards come with a later issue.
 */
export function SupplierDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section>
      <h1 className="h3 mb-4">{t('dashboard.hello', { name: user?.name ?? '' })}</h1>
      {!user?.activatedAt && (
        <Alert variant="warning" className="d-flex align-items-start gap-2">
          <i className="bi bi-hourglass-split" aria-hidden="true" />
          <span>{t('dashboard.supplierPending')}</span>
        </Alert>
      )}
      <SupplierAlerts />
    </section>
  );
}
