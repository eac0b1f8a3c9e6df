import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Container, Nav, Navbar, Offcanvas } from 'react-bootstrap';
import { useTranslation } from '../../i18n';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { Capability } from '../../../../schema/staff-roles';
import { paths, routeNames } from '../../platform/paths';
import { useLogout, useSession } from '../../platform/session';
import { PendingPaymentsBadge } from '../../pages/suppliers/payments/PendingPaymentsBadge';
import { useIsSoporte } from '../../pages/admin/admin-role';
import { Logo } from './Logo';
import {
  capabilityForPath,
  GUIDE_HOME,
  NoPermissionPage,
  useSupplierAccess,
} from '../../pages/suppliers/team/access';

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
    | 'portal.refunds'
    | 'portal.activityLog'
    | 'portal.audit'
    | 'portal.team'
    | 'portal.adminTeam';
  end?: boolean;
  /** Money screens: hidden from an admin whose role is Soporte (the server refuses their operations). */
  money?: boolean;
  /** Supplier staff: the capability the screen needs (schema/staff-roles.ts); the owner has them all. */
  capability?: Capability;
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
      {
        to: routeNames['suppliers.dashboard'],
        icon: 'bi-house',
        label: 'portal.home',
        capability: 'operations',
      },
      {
        to: routeNames['suppliers.activity.index'],
        icon: 'bi-compass',
        label: 'portal.activities',
        capability: 'operations',
      },
      {
        to: paths.suppliers.departures,
        icon: 'bi-calendar3',
        label: 'portal.departures',
        capability: 'departures',
      },
      {
        to: paths.suppliers.bookings,
        icon: 'bi-journal-check',
        label: 'portal.bookings',
        capability: 'operations',
      },
      {
        to: paths.suppliers.payments,
        icon: 'bi-cash-coin',
        label: 'portal.payments',
        badge: PendingPaymentsBadge,
        capability: 'operations',
      },
      {
        to: paths.suppliers.refunds,
        icon: 'bi-arrow-counterclockwise',
        label: 'portal.refunds',
        capability: 'operations',
      },
      {
        to: paths.suppliers.statements,
        icon: 'bi-receipt',
        label: 'portal.statements',
        capability: 'finance',
      },
      {
        to: paths.suppliers.activityLog,
        icon: 'bi-clock-history',
        label: 'portal.activityLog',
        capability: 'audit',
      },
      { to: paths.suppliers.team, icon: 'bi-people', label: 'portal.team', capability: 'staff' },
    ],
  },
  admin: {
    title: 'portal.adminTitle',
    home: routeNames['admin.dashboard'],
    items: [
      { to: routeNames['admin.dashboard'], icon: 'bi-house', label: 'portal.home' },
      { to: routeNames['admin.supplier.index'], icon: 'bi-people', label: 'portal.suppliers' },
      { to: '/admin/finance', icon: 'bi-graph-up-arrow', label: 'portal.finance', money: true },
      { to: '/admin/partner-keys', icon: 'bi-key', label: 'portal.partnerKeys', money: true },
      { to: paths.admin.refunds, icon: 'bi-arrow-counterclockwise', label: 'portal.refunds', money: true },
      { to: paths.admin.audit, icon: 'bi-clock-history', label: 'portal.audit' },
      { to: paths.admin.team, icon: 'bi-person-badge', label: 'portal.adminTeam' },
    ],
  },
};

/**
 * Supplier and admin shell: sidebar (an offcanvas below the lg breakpoint) and a top bar with the user's
 * name, the profile link (suppliers; admins have no profile screen) and Salir.
 */
function PortalLayout({
  portal,
  config = PORTALS[portal],
  content = <Outlet />,
}: {
  portal: 'supplier' | 'admin';
  config?: PortalConfig;
  content?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const soporte = useIsSoporte(portal === 'admin');
  const items = config.items.filter((item) => !(item.money && soporte));

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
              {items.map((item) => (
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
          {content}
        </main>
      </div>
    </div>
  );
}

/**
 * The supplier portal for the owner and its staff: the sidebar shows only what the session's role may use; a screen
 * it may not use shows "No tiene permiso" (the server refuses the calls anyway), and a guide's home is Salidas.
 */
export function SupplierLayout() {
  const access = useSupplierAccess();
  const { pathname } = useLocation();
  const base = PORTALS.supplier;
  // No menu until the role is known: the owner's entries would mount the payments badge, whose FORBIDDEN answer to
  // a guide ends the session (errors catalogue: 403 → logout).
  if (access.loading)
    return (
      <PortalLayout
        portal="supplier"
        config={{ ...base, items: [] }}
        content={<p className="text-body-secondary">Cargando…</p>}
      />
    );
  const home = access.can('operations') ? base.home : GUIDE_HOME;
  const config: PortalConfig = {
    ...base,
    home,
    profile: access.can('payoutData') ? base.profile : undefined,
    items: base.items.filter((item) => access.can(item.capability)),
  };
  let content: ReactNode = <Outlet />;
  if (!access.can(capabilityForPath(pathname)))
    content = pathname === base.home ? <Navigate to={home} replace /> : <NoPermissionPage home={home} />;
  return <PortalLayout portal="supplier" config={config} content={content} />;
}

export function AdminLayout() {
  return <PortalLayout portal="admin" />;
}
