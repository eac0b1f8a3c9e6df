import { Container } from 'react-bootstrap';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { site } from '../../platform/site';
import { Logo } from './Logo';

/** Public footer (customer spec §2.3): site links, ally links, contact block and social icons. */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="xp-footer border-top bg-light mt-auto">
      <Container className="py-5">
        <div className="row g-4">
          <div className="col-12 col-md-4">
            <Link to={paths.home} className="text-decoration-none text-body">
              <Logo />
            </Link>
          </div>
          <nav className="col-6 col-md-2" aria-label={t('footer.company')}>
            <h2 className="h6 text-uppercase">{t('footer.company')}</h2>
            <ul className="list-unstyled mb-0">
              <li>
                <Link to={paths.aboutUs}>{t('footer.aboutUs')}</Link>
              </li>
              <li>
                <Link to={paths.help}>{t('footer.help')}</Link>
              </li>
              <li>
                <Link to={paths.conditions}>{t('footer.conditions')}</Link>
              </li>
              <li>
                <Link to={paths.policies}>{t('footer.policies')}</Link>
              </li>
            </ul>
          </nav>
          <nav className="col-6 col-md-2" aria-label={t('footer.allies')}>
            <h2 className="h6 text-uppercase">{t('footer.allies')}</h2>
            <ul className="list-unstyled mb-0">
              <li>
                <Link to={paths.suppliers.landing}>{t('footer.suppliersHome')}</Link>
              </li>
              <li>
                <Link to={paths.suppliers.login}>{t('footer.suppliersLogin')}</Link>
              </li>
            </ul>
          </nav>
          <address className="col-12 col-md-4 mb-0">
            <h2 className="h6 text-uppercase">{t('footer.contact')}</h2>
            <div>
              <i className="bi bi-geo-alt me-2" aria-hidden="true" />
              {t('footer.city')}
            </div>
            <div>
              <i className="bi bi-envelope me-2" aria-hidden="true" />
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </div>
            <div>
              <i className="bi bi-telephone me-2" aria-hidden="true" />
              <a href={`tel:${site.supportPhone.replace(/\s+/g, '')}`}>{site.supportPhone}</a>
            </div>
            <div className="mt-2 d-flex gap-3 fs-5" aria-label={t('footer.followUs')}>
              {site.social.map((network) => (
                <a
                  key={network.name}
                  href={network.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={network.name}
                >
                  <i className={`bi ${network.icon}`} aria-hidden="true" />
                </a>
              ))}
            </div>
          </address>
        </div>
        <p className="small text-body-secondary mt-4 mb-0">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </Container>
    </footer>
  );
}
