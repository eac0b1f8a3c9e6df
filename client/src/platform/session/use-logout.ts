import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../graphql/generated/graphql';
import type { XploraOperationContext } from '../apollo';
import { loginPathFor } from '../paths';
import { firstScope, sessionStore } from './session-store';

const silent: XploraOperationContext = { errorHandling: 'silent' };

/**
 * Salir: revokes the token on the server (best effort: an expired token is already dead), deletes the
 * stored session, empties the Apollo cache and goes to the login route of the user's scope.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument, { context: silent });
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const scope = firstScope(sessionStore.getState().token);
    try {
      await logout();
    } catch {
      // Offline or already expired: logging out locally is what matters.
    }
    sessionStore.clear();
    await client.clearStore();
    navigate(loginPathFor(scope), { replace: true });
  }, [logout, client, navigate]);
}
