import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { NavLink } from 'react-router-dom';
import { STICKY_HEADER_OFFSET } from '../../../../schema/constants';
import { paths } from '../../platform/paths';
import { SiteNavbar } from './SiteNavbar';
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
      <SiteNavbar
        id="xp-public-nav"
        expand="lg"
        actions={
          <>
            <NavLink
              to={paths.search}
              className="nav-link d-lg-none px-2"
              title={t('header.search')}
              aria-label={t('header.search')}
            >
              <i className="bi bi-search fs-5" aria-hidden="true" />
            </NavLink>
            <NavLink
              to={paths.cart}
              className="nav-link px-2"
              title={t('header.cart')}
              aria-label={t('header.cart')}
            >
              <i className="bi bi-cart3 fs-5" aria-hidden="true" />
            </NavLink>
            <UserMenu />
          </>
        }
      >
        <NavLink to={paths.home} end className="nav-link">
          {t('header.home')}
        </NavLink>
        <a href={paths.suppliers.landing} target="_blank" rel="noopener" className="nav-link">
          {t('header.becomeAlly')}
        </a>
        <NavLink to={paths.help} className="nav-link">
          {t('header.help')}
        </NavLink>
      </SiteNavbar>
    </header>
  );
}
