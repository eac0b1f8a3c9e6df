import { useTranslation } from '../../i18n';
import { site } from '../../platform/site';
import { FaqAccordion } from './FaqAccordion';

/** Help centre (customer spec §1, §2.1): FAQ, support hours Monday to Friday 9:00–18:00 Venezuela time, contact. */
export function HelpPage() {
  const { t, list } = useTranslation();
  const faq = list((d) => d.catalog.help.faq);

  return (
    <div className="container py-5">
      <header className="mb-4">
        <h1>{t('catalog.help.title')}</h1>
        <p className="lead text-body-secondary mb-0">{t('catalog.help.lead')}</p>
      </header>
      <div className="row g-4">
        <section className="col-12 col-lg-8" aria-labelledby="help-faq">
          <h2 id="help-faq" className="h4 mb-3">
            {t('catalog.help.faqTitle')}
          </h2>
          <FaqAccordion items={faq} idPrefix="help" />
        </section>
        <aside className="col-12 col-lg-4" aria-labelledby="help-support">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 id="help-support" className="h5">
                <i className="bi bi-headset me-2" aria-hidden="true" />
                {t('catalog.help.supportTitle')}
              </h2>
              <p data-testid="support-hours">
                <i className="bi bi-clock me-2" aria-hidden="true" />
                {t('catalog.help.hours')}
              </p>
              <dl className="mb-0">
                <dt>{t('catalog.help.email')}</dt>
                <dd>
                  <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
                </dd>
                <dt>{t('catalog.help.phone')}</dt>
                <dd className="mb-0">
                  <a href={`tel:${site.supportPhone.replace(/\s+/g, '')}`}>{site.supportPhone}</a>
                </dd>
              </dl>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}
