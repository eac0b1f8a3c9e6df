import type { TranslationKey } from '../../i18n';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../platform/paths';

/** conditions, policies and download: a coming-soon page ('Próximamente', customer spec §2.1). */
export function ComingSoonPage({ title }: { title: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <section className="container py-5 text-center">
      <p className="text-uppercase small text-body-secondary mb-1">{t(title)}</p>
      <h1 className="display-6">{t('common.comingSoon')}</h1>
      <p className="text-body-secondary">{t('common.comingSoonBody')}</p>
      <Link to={paths.home} className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
