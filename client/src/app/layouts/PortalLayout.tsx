import { useState, type ComponentType } from 'react';
import { Button, Container, Nav, Navbar, Offcanvas } from 'react-bootstrap';
import { useTranslation } from '../../i18n';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { paths, routeNames } from '../../platform/paths';
import { useLogout, useSession } from '../../platform/session';
import { PendingPaymentsBadge } from '../../pages/suppliers/payments/PendingPaymentsBadge';
import { Logo } from './Logo';

interface SidebarItem {
  to: string;
  icon: string;
  label:
    | 'portal.home'
    | 'portal.activities'
    | 'portal.bookings'
    | 'portal.payments'
    | 'portal.statements'
    | 'portal.departures'
    | 'portal.suppliers'
    | 'portal.partnerKeys'
    | 'portal.finance'
    | 'portal.refunds';
  end?: boolean;
  /** Shown after the label (the supplier's count of payments to verify). */
  badge?: ComponentType;
}

interface PortalConfig {
  title: 'portal.supplierTitle' | 'portal.adminTitle';
  home: string;
  profile?: string;
  items: SidebarItem[];
}

/** Sidebars per supplier spec 'Shell'. */
const PORTALS: Record<'supplier' | 'admin', PortalConfig> = {
  supplier: {
    title: 'portal.supplierTitle',
    home: routeNames['suppliers.dashboard'],
    profile: paths.suppliers.profile,
    items: [
      { to: routeNames['suppliers.dashboard'], icon: 'bi-house', label: 'portal.home' },
      { to: routeNames['suppliers.activity.index'], icon: 'bi-compass', label: 'portal.activities' },
      { to: paths.suppliers.departures, icon: 'bi-calendar3', label: 'portal.departures' },
      { to: paths.suppliers.bookings, icon: 'bi-journal-check', label: 'portal.bookings' },
      {
        to: paths.suppliers.payments,
        icon: 'bi-cash-coin',
        label: 'portal.payments',
        badge: PendingPaymentsBadge,
      },
      { to: paths.suppliers.refunds, icon: 'bi-arrow-counterclockwise', label: 'portal.refunds' },
      { to: paths.suppliers.statements, icon: 'bi-receipt', label: 'portal.statements' },
    ],
  },
  admin: {
    title: 'portal.adminTitle',
    home: routeNames['admin.dashboard'],
    items: [
      { to: routeNames['admin.dashboard'], icon: 'bi-house', label: 'portal.home' },
      { to: routeNames['admin.supplier.index'], icon: 'bi-people', label: 'portal.suppliers' },
      { to: '/admin/finance', icon: 'bi-graph-up-arrow', label: 'portal.finance' },
      { to: '/admin/partner-keys', icon: 'bi-key', label: 'portal.partnerKeys' },
      { to: paths.admin.refunds, icon: 'bi-arrow-counterclockwise', label: 'portal.refunds' },
    ],
  },
};

/**
 * Supplier and admin shell: sidebar (an offcanvas below the lg breakpoint) and a top bar with the user's
 * name, the profile link (suppliers; admins have no profile screen) and Salir.
 */
function PortalLayout({ portal }: { portal: 'supplier' | 'admin' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const config = PORTALS[portal];

  return (
    <div className={`xp-portal xp-portal-${portal} d-flex flex-column min-vh-100`}>
      <Navbar bg="white" className="border-bottom sticky-top px-2">
        <Container fluid className="gap-2">
          <Button
            variant="outline-secondary"
            className="d-lg-none"
            onClick={() => setOpen(true)}
            aria-controls="xp-portal-sidebar"
            aria-label={t('portal.openMenu')}
          >
            <i className="bi bi-list" aria-hidden="true" />
          </Button>
          <Navbar.Brand as={Link} to={config.home} className="me-auto">
            <Logo />
            <span className="ms-2 small text-body-secondary d-none d-sm-inline">{t(config.title)}</span>
          </Navbar.Brand>
          <span className="xp-user-name text-truncate d-none d-sm-inline" data-testid="portal-user">
            <i className="bi bi-person-circle me-1" aria-hidden="true" />
            {user?.name}
          </span>
          {config.profile && (
            <Nav.Link as={NavLink} to={config.profile} className="px-2" title={t('portal.profile')}>
              <i className="bi bi-person-gear me-1" aria-hidden="true" />
              <span className="d-none d-md-inline">{t('portal.profile')}</span>
            </Nav.Link>
          )}
          <Button variant="outline-secondary" size="sm" onClick={() => void logout()}>
            <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
            {t('portal.logout')}
          </Button>
        </Container>
      </Navbar>
      <div className="d-flex flex-grow-1">
        <Offcanvas
          id="xp-portal-sidebar"
          show={open}
          onHide={() => setOpen(false)}
          responsive="lg"
          className="xp-sidebar border-end bg-light"
          aria-label={t('portal.navigation')}
        >
          <Offcanvas.Header closeButton closeLabel={t('common.close')}>
            <Offcanvas.Title>{t(config.title)}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="p-0">
            <Nav as="nav" className="flex-column w-100 py-3" aria-label={t('portal.navigation')}>
              {config.items.map((item) => (
                <Nav.Link
                  key={item.to}
                  as={NavLink}
                  to={item.to}
                  end={item.end}
                  className="px-4 py-2"
                  onClick={() => setOpen(false)}
                >
                  <i className={`bi ${item.icon} me-2`} aria-hidden="true" />
                  {t(item.label)}
                  {item.badge && <item.badge />}
                </Nav.Link>
              ))}
            </Nav>
          </Offcanvas.Body>
        </Offcanvas>
        <main id="main" className="flex-grow-1 p-3 p-lg-4 overflow-auto">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function SupplierLayout() {
  return <PortalLayout portal="supplier" />;
}

export function AdminLayout() {
  return <PortalLayout portal="admin" />;
}
