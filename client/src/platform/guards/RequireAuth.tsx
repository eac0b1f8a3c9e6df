import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { Scope } from '../../../../schema/constants';
import { loginPathFor } from '../paths';
import { firstScope, isTokenValid, useSession } from '../session';
import { SessionCheck } from './SessionCheck';

/**
 * Login-required guard (customer spec §2.2): lets the visitor through only if a user is stored and the
 * stored token is valid for the route's scope; otherwise the session is cleared and the visitor goes to the
 * login route of the stored token's first scope (or of the route's scope when nothing is stored).
 * The requested location travels as `state.from`, so the login screen can come back to it.
 */
export function RequireAuth({ scope }: { scope: Scope }) {
  const { user, token } = useSession();
  if (user && isTokenValid(token, scope)) {
    return (
      <>
        <SessionCheck />
        <Outlet />
      </>
    );
  }
  return <LeaveForLogin to={loginPathFor(firstScope(token) ?? scope)} />;
}

function LeaveForLogin({ to }: { to: string }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Fixed at first render: clearing the session changes the token, and with it the computed login route.
  const [target] = useState(() => ({ to, from: location.pathname + location.search + location.hash }));
  useEffect(() => {
    logout();
    navigate(target.to, { replace: true, state: { from: target.from } });
  }, [logout, navigate, target]);
  return null;
}
