import { useEffect, useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { STICKY_HEADER_OFFSET } from '../../../../schema/constants';
import { paths } from '../paths';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

/** Public header (customer spec §2.3); sticky with a shadow once the page is scrolled past 100 px. */
export function PublicHeader() {
  const { t } = useTranslation();
  const sticky = useScrolledPast(STICKY_HEADER_OFFSET);

  return (
    <header className={`xp-header bg-white border-bottom${sticky ? ' sticky-top shadow-sm is-sticky' : ''}`}>
      <Navbar expand="lg" collapseOnSelect>
        <Container>
          <Navbar.Brand as={Link} to={paths.home} aria-label={`Xplora · ${t('header.home')}`}>
            <Logo />
          </Navbar.Brand>
          <div className="d-flex align-items-center order-lg-last">
            <Nav.Link
              as={NavLink}
              to={paths.search}
              className="d-lg-none px-2"
              title={t('header.search')}
              aria-label={t('header.search')}
            >
              <i className="bi bi-search fs-5" aria-hidden="true" />
            </Nav.Link>
            <Nav.Link
              as={NavLink}
              to={paths.cart}
              className="px-2"
              title={t('header.cart')}
              aria-label={t('header.cart')}
            >
              <i className="bi bi-cart3 fs-5" aria-hidden="true" />
            </Nav.Link>
            <UserMenu />
            <Navbar.Toggle aria-controls="xp-public-nav" label={t('header.toggleNavigation')} />
          </div>
          <Navbar.Collapse id="xp-public-nav">
            <Nav className="me-auto">
              <Nav.Link as={NavLink} to={paths.home} end eventKey="home">
                {t('header.home')}
              </Nav.Link>
              <Nav.Link href={paths.suppliers.landing} target="_blank" rel="noopener" eventKey="suppliers">
                {t('header.becomeAlly')}
              </Nav.Link>
              <Nav.Link as={NavLink} to={paths.help} eventKey="help">
                {t('header.help')}
              </Nav.Link>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
