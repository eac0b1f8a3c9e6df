import type { TranslationKey } from '../i18n';
import { useTranslation } from '../i18n';
import { useParams } from 'react-router-dom';

/** Stand-in for a screen a later issue builds: its title and 'En construcción'. */
export function Placeholder({ title, compact = false }: { title: TranslationKey; compact?: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  if (compact) {
    return (
      <div className="py-3" data-testid="placeholder">
        <h2 className="h5">{t(title, params)}</h2>
        <p className="text-body-secondary mb-0">{t('common.underConstruction')}</p>
      </div>
    );
  }
  return (
    <section className="container py-5" data-testid="placeholder">
      <h1 className="h3">{t(title, params)}</h1>
      <p className="text-body-secondary">
        <i className="bi bi-cone-striped me-2" aria-hidden="true" />
        {t('common.underConstruction')}
      </p>
    </section>
  );
}
