import { Container } from 'react-bootstrap';
import { useTranslation } from '../../i18n';
import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '../paths';
import { SiteNavbar } from './SiteNavbar';
import { UserMenu } from './UserMenu';

/**
 * Customer dashboard shell (customer spec §2.12): navbar with profile, cart, bookings and favourites, the logo
 * back to the home page, and a copyright footer. The spec's '/other' link has no screen behind it and is left out.
 */
export function CustomerLayout() {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="xp-header bg-white border-bottom sticky-top">
        <SiteNavbar id="xp-customer-nav" expand="md" actions={<UserMenu />}>
          <NavLink to={paths.profile} className="nav-link">
            <i className="bi bi-person me-1" aria-hidden="true" />
            {t('customer.profile')}
          </NavLink>
          <NavLink to={paths.cart} className="nav-link">
            <i className="bi bi-cart3 me-1" aria-hidden="true" />
            {t('customer.cart')}
          </NavLink>
          <NavLink to={paths.bookings} className="nav-link">
            <i className="bi bi-calendar-check me-1" aria-hidden="true" />
            {t('customer.bookings')}
          </NavLink>
          <NavLink to={paths.wishlists} className="nav-link">
            <i className="bi bi-heart me-1" aria-hidden="true" />
            {t('customer.wishlists')}
          </NavLink>
        </SiteNavbar>
      </header>
      <main id="main" className="flex-grow-1">
        <Outlet />
      </main>
      <footer className="border-top py-3 mt-auto">
        <Container className="small text-body-secondary">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Container>
      </footer>
    </div>
  );
}
