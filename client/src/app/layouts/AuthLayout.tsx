import { Outlet, Link } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { Logo } from './Logo';

/** Minimal centred layout for the supplier and admin login and the supplier registration. */
export function AuthLayout() {
  return (
    <main
      id="main"
      className="xp-auth-layout min-vh-100 d-flex flex-column align-items-center py-5 px-3 bg-light"
    >
      <Link to={paths.home} className="text-decoration-none text-body mb-4 fs-4">
        <Logo />
      </Link>
      <Outlet />
    </main>
  );
}
