import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { paths } from '../../platform/paths';

/** Shown when a route fails to render or its code chunk cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="container py-5 text-center">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <Link to={paths.home} className="btn btn-primary">
          {t('common.backHome')}
        </Link>
      </main>
    );
  }
  console.error(error);
  return (
    <main className="container py-5 text-center">
      <h1>{t('errors.generic')}</h1>
      <p>{t('errors.tryAgain')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
