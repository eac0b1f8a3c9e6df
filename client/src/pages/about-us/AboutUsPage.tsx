import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../platform/paths';

const STEP_ICONS = ['bi-search', 'bi-calendar-check', 'bi-phone'] as const;

/** 'Sobre nosotros' (customer spec §2.1): what Xplora is, how it works, and the way in for allies. */
export function AboutUsPage() {
  const { t, list } = useTranslation();
  const steps = list((d) => d.catalog.aboutUs.how);

  return (
    <div className="container py-5">
      <header className="mb-5 col-lg-9">
        <h1>{t('catalog.aboutUs.title')}</h1>
        <p className="lead">{t('catalog.aboutUs.lead')}</p>
      </header>
      <section className="mb-5 col-lg-9" aria-labelledby="about-mission">
        <h2 id="about-mission" className="h4">
          {t('catalog.aboutUs.missionTitle')}
        </h2>
        <p>{t('catalog.aboutUs.mission')}</p>
      </section>
      <section className="mb-5" aria-labelledby="about-how">
        <h2 id="about-how" className="h4 mb-3">
          {t('catalog.aboutUs.howTitle')}
        </h2>
        <ol className="row g-3 list-unstyled">
          {steps.map((step, index) => (
            <li key={step.title} className="col-12 col-md-4">
              <div className="card h-100 border-0 bg-body-tertiary">
                <div className="card-body">
                  <i
                    className={`bi ${STEP_ICONS[index] ?? 'bi-check2'} fs-2 text-primary`}
                    aria-hidden="true"
                  />
                  <h3 className="h5 mt-2">{step.title}</h3>
                  <p className="mb-0">{step.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="p-4 rounded-3 bg-primary-subtle" aria-labelledby="about-allies">
        <h2 id="about-allies" className="h4">
          {t('catalog.aboutUs.alliesTitle')}
        </h2>
        <p>{t('catalog.aboutUs.allies')}</p>
        <Link to={paths.suppliers.landing} className="btn btn-primary">
          {t('catalog.aboutUs.alliesCta')}
        </Link>
      </section>
    </div>
  );
}
