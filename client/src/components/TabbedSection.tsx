import { useTranslation, type TranslationKey } from '../i18n';
import { NavLink, Outlet, useParams } from 'react-router-dom';

export interface SectionTab {
  /** Relative to the section's route (e.g. 'prices'). */
  to: string;
  label: TranslationKey;
}

/** A titled section whose children are routed tabs (bookings, supplier activity form, admin supplier form). */
export function TabbedSection({
  title,
  tabs,
  fluid = false,
}: {
  title: TranslationKey;
  tabs: SectionTab[];
  fluid?: boolean;
}) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <section className={fluid ? 'container-fluid px-0' : 'container py-4'}>
      <h1 className="h3 mb-3">{t(title, params)}</h1>
      <nav className="nav nav-tabs mb-3 flex-nowrap overflow-auto text-nowrap">
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className="nav-link">
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
