import { Container } from 'react-bootstrap';
import { useTranslation } from '../../i18n';
import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { SiteNavbar } from './SiteNavbar';
import { UserMenu } from './UserMenu';

const LINKS = [
  { to: paths.profile, icon: 'bi-person', label: 'customer.profile' },
  { to: paths.cart, icon: 'bi-cart3', label: 'customer.cart' },
  { to: paths.bookings, icon: 'bi-calendar-check', label: 'customer.bookings' },
  { to: paths.wishlists, icon: 'bi-heart', label: 'customer.wishlists' },
] as const;

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
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="nav-link">
              <i className={`bi ${link.icon} me-1`} aria-hidden="true" />
              {t(link.label)}
            </NavLink>
          ))}
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
