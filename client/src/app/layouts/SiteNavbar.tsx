import { useState, type MouseEvent, type ReactNode } from 'react';
import { Collapse, Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { paths } from '../../platform/paths';
import { Logo } from './Logo';

/**
 * The public and customer navbar: the logo home, `actions` always in view, and `children` (`.nav-link`s) behind a
 * toggler below the `expand` breakpoint, closed again when one is chosen. Bootstrap's markup with react-bootstrap's
 * Collapse only: react-bootstrap's Navbar would bring its Offcanvas and Modal code into every public page's first load.
 */
export function SiteNavbar({
  id,
  expand,
  actions,
  children,
}: {
  id: string;
  expand: 'md' | 'lg';
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <nav className={`navbar navbar-expand-${expand}`}>
      <Container>
        <Link to={paths.home} className="navbar-brand" aria-label={`Xplora · ${t('header.home')}`}>
          <Logo />
        </Link>
        <div className={`d-flex align-items-center order-${expand}-last`}>
          {actions}
          <button
            type="button"
            className={`navbar-toggler${open ? '' : ' collapsed'}`}
            aria-controls={id}
            aria-expanded={open}
            aria-label={t('header.toggleNavigation')}
            onClick={() => setOpen(!open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
        </div>
        <Collapse in={open}>
          <div id={id} className="navbar-collapse" onClickCapture={closeOnLink}>
            <div className="navbar-nav me-auto">{children}</div>
          </div>
        </Collapse>
      </Container>
    </nav>
  );
}
