import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Scope } from '../../../../schema/constants';
import { afterLoginPath } from '../after-login';
import { firstScope, isTokenValid, useSession } from '../session';

/**
 * Guest-only guard on the login and registration screens (customer spec §2.2): a logged-in user whose token
 * is not valid for the route's scope is logged out and stays here; one still logged in goes to their home
 * (or back to the page that sent them to log in).
 */
export function GuestOnly({ scope }: { scope: Scope }) {
  const { user, token } = useSession();
  const location = useLocation();
  const loggedIn = Boolean(user && token);
  const validHere = loggedIn && isTokenValid(token, scope);

  if (loggedIn && !validHere) return <LogoutThenStay />;
  if (validHere) return <Navigate to={afterLoginPath(firstScope(token) ?? scope, location.state)} replace />;
  return <Outlet />;
}

function LogoutThenStay() {
  const { logout } = useSession();
  useEffect(() => logout(), [logout]);
  return null;
}
