import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { FaqAccordion } from '../help/FaqAccordion';
import { SupplierLeadForm } from './SupplierLeadForm';
import './supplier-landing.css';

/**
 * Supplier landing /suppliers (customer spec §1): benefits (no fixed costs, only a commission on confirmed bookings;
 * monthly or fortnightly payouts by bank transfer), the three-step sign-up, FAQ and the request-registration form.
 */
export function SupplierLandingPage() {
  const { t, list } = useTranslation();
  const benefits = list((d) => d.catalog.landing.benefits);
  const steps = list((d) => d.catalog.landing.steps);
  const faq = list((d) => d.catalog.landing.faq);

  return (
    <>
      <section className="xp-landing-hero text-white">
        <div className="container py-5">
          <div className="col-lg-8 py-lg-4">
            <h1 className="display-5 fw-bold">{t('catalog.landing.title')}</h1>
            <p className="lead">{t('catalog.landing.lead')}</p>
            <div className="d-flex flex-wrap gap-2">
              <a href="#solicitar-registro" className="btn btn-light btn-lg">
                {t('catalog.landing.cta')}
              </a>
              <Link to={paths.suppliers.login} className="btn btn-outline-light btn-lg">
                {t('catalog.landing.login')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <div className="container py-5">
        <section className="mb-5" aria-labelledby="landing-benefits">
          <h2 id="landing-benefits" className="h3 mb-4">
            {t('catalog.landing.benefitsTitle')}
          </h2>
          <ul className="row g-3 list-unstyled">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="col-12 col-sm-6 col-lg-3">
                <div className="card h-100 shadow-sm">
                  <div className="card-body">
                    <i className={`bi ${benefit.icon} fs-2 text-primary`} aria-hidden="true" />
                    <h3 className="h5 mt-2">{benefit.title}</h3>
                    <p className="mb-0">{benefit.text}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="mb-5" aria-labelledby="landing-steps">
          <h2 id="landing-steps" className="h3 mb-4">
            {t('catalog.landing.stepsTitle')}
          </h2>
          <ol className="row g-3 list-unstyled">
            {steps.map((step, index) => (
              <li key={step.title} className="col-12 col-md-4">
                <div className="d-flex gap-3">
                  <span className="xp-step-number flex-shrink-0" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="h5">{step.title}</h3>
                    <p className="mb-0">
                      {step.text}
                      {index === 0 && (
                        <>
                          {' '}
                          <Link to={paths.suppliers.register}>{t('catalog.landing.register')}</Link>
                        </>
                      )}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <div className="row g-5">
          <section className="col-12 col-lg-6" aria-labelledby="landing-faq">
            <h2 id="landing-faq" className="h3 mb-4">
              {t('catalog.landing.faqTitle')}
            </h2>
            <FaqAccordion items={faq} idPrefix="landing" />
          </section>
          <section id="solicitar-registro" className="col-12 col-lg-6" aria-labelledby="landing-form">
            <div className="card shadow-sm">
              <div className="card-body p-4">
                <h2 id="landing-form" className="h3">
                  {t('catalog.landing.formTitle')}
                </h2>
                <p className="text-body-secondary">{t('catalog.landing.formIntro')}</p>
                <SupplierLeadForm />
              </div>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
