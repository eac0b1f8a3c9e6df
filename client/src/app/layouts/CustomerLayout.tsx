import { Container, Nav, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { paths } from '../paths';
import { Logo } from './Logo';
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
        <Navbar expand="md" collapseOnSelect>
          <Container>
            <Navbar.Brand as={Link} to={paths.home} aria-label={`Xplora · ${t('header.home')}`}>
              <Logo />
            </Navbar.Brand>
            <div className="d-flex align-items-center order-md-last">
              <UserMenu />
              <Navbar.Toggle aria-controls="xp-customer-nav" label={t('header.toggleNavigation')} />
            </div>
            <Navbar.Collapse id="xp-customer-nav">
              <Nav className="me-auto">
                <Nav.Link as={NavLink} to={paths.profile} eventKey="profile">
                  <i className="bi bi-person me-1" aria-hidden="true" />
                  {t('customer.profile')}
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.cart} eventKey="cart">
                  <i className="bi bi-cart3 me-1" aria-hidden="true" />
                  {t('customer.cart')}
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.bookings} eventKey="bookings">
                  <i className="bi bi-calendar-check me-1" aria-hidden="true" />
                  {t('customer.bookings')}
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.wishlists} eventKey="wishlists">
                  <i className="bi bi-heart me-1" aria-hidden="true" />
                  {t('customer.wishlists')}
                </Nav.Link>
              </Nav>
            </Navbar.Collapse>
          </Container>
        </Navbar>
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
