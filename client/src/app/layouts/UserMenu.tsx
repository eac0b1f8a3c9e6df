import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { MenuDropdown } from '../../components/MenuDropdown';
import { homePathFor, paths } from '../../platform/paths';
import { firstScope, useLogout, useSession } from '../../platform/session';
import { LanguageSelector } from './LanguageSelector';

/**
 * Profile menu of the public header (customer spec §2.3). Logged out: Ingrese, the hidden language selector,
 * become an ally. Logged in: the user's name, Perfil, Reservas, Favoritos, Salir. Staff (supplier, admin)
 * browsing the public site get a link to their portal instead of the customer entries.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, token } = useSession();
  const logout = useLogout();
  const scope = firstScope(token);

  return (
    <MenuDropdown
      toggleClassName="btn-link nav-link d-flex align-items-center gap-1 text-body border-0"
      toggleLabel={user ? undefined : t('header.userMenu')}
      toggle={
        <>
          <i className="bi bi-person-circle fs-5" aria-hidden="true" />
          {user && <span className="xp-user-name text-truncate">{user.name}</span>}
        </>
      }
    >
      {user ? (
        <>
          <h6 className="dropdown-header">{user.name}</h6>
          {scope === 'client' || !scope ? (
            <>
              <Link className="dropdown-item" to={paths.profile}>
                <i className="bi bi-person me-2" aria-hidden="true" />
                {t('header.profile')}
              </Link>
              <Link className="dropdown-item" to={paths.bookingsTab('unpaid')}>
                <i className="bi bi-calendar-check me-2" aria-hidden="true" />
                {t('header.bookings')}
              </Link>
              <Link className="dropdown-item" to={paths.wishlists}>
                <i className="bi bi-heart me-2" aria-hidden="true" />
                {t('header.wishlists')}
              </Link>
            </>
          ) : (
            <Link className="dropdown-item" to={homePathFor(scope)}>
              <i className="bi bi-speedometer2 me-2" aria-hidden="true" />
              {t('header.myPortal')}
            </Link>
          )}
          <hr className="dropdown-divider" />
          <button type="button" className="dropdown-item" onClick={() => void logout()}>
            <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
            {t('header.logout')}
          </button>
        </>
      ) : (
        <>
          <Link className="dropdown-item" to={paths.login}>
            <i className="bi bi-box-arrow-in-right me-2" aria-hidden="true" />
            {t('header.login')}
          </Link>
          <LanguageSelector hidden />
          <a className="dropdown-item" href={paths.suppliers.landing} target="_blank" rel="noopener">
            <i className="bi bi-shop me-2" aria-hidden="true" />
            {t('header.becomeAlly')}
          </a>
        </>
      )}
    </MenuDropdown>
  );
}
