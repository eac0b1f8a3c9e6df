import type { ParseKeys } from 'i18next';
import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router-dom';

export interface SectionTab {
  /** Relative to the section's route (e.g. 'prices'). */
  to: string;
  label: ParseKeys;
}

/** A titled section whose children are routed tabs (bookings, supplier activity form, admin supplier form). */
export function TabbedSection({
  title,
  tabs,
  fluid = false,
}: {
  title: ParseKeys;
  tabs: SectionTab[];
  fluid?: boolean;
}) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <section className={fluid ? 'container-fluid px-0' : 'container py-4'}>
      <h1 className="h3 mb-3">{t(title, params)}</h1>
      <Nav variant="tabs" className="mb-3 flex-nowrap overflow-auto text-nowrap">
        {tabs.map((tab) => (
          <Nav.Item key={tab.to}>
            <Nav.Link as={NavLink} to={tab.to}>
              {t(tab.label)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Outlet />
    </section>
  );
}
