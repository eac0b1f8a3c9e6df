import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../platform/paths';

/** Any unknown path (customer spec §2.1): 'No encontrado' and a way back home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="container py-5 text-center">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={paths.home} className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
