import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConfirmProvider } from '../components/confirm';
import { createApolloClient } from './apollo';
import { reportError } from './errors';
import { router } from './router';
import { SessionProvider, sessionStore } from './session';

function currentPath(): string {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}

export function App() {
  const client = useMemo(
    () =>
      createApolloClient({
        getToken: () => sessionStore.getState().token?.access,
        onError: (error, handling) =>
          reportError(error, handling, {
            navigate: (to, state) => void router.navigate(to, { state }),
            currentPath,
          }),
      }),
    [],
  );

  // Whoever ends the session (Salir, a guard, a 401, another tab), nothing of the old user stays cached.
  useEffect(() => {
    let hadUser = Boolean(sessionStore.getState().user);
    return sessionStore.subscribe(() => {
      const hasUser = Boolean(sessionStore.getState().user);
      // Deferred: the session may be cleared from inside the link chain (a 401), mid-operation.
      if (hadUser && !hasUser) setTimeout(() => void client.clearStore().catch(() => undefined), 0);
      hadUser = hasUser;
    });
  }, [client]);

  return (
    <SessionProvider>
      <ApolloProvider client={client}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </ApolloProvider>
    </SessionProvider>
  );
}
