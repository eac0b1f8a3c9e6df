import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm';
import { SessionProvider, sessionStore } from '../platform/session';

/** The providers around the router, the same on the server and in the browser. */
export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <SessionProvider>
      <ApolloProvider client={client}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ApolloProvider>
    </SessionProvider>
  );
}

/**
 * Browser-only session effects: whoever ends the session (Salir, a guard, a 401, another tab), nothing of the old
 * user stays cached; a page the server rendered anonymously refetches its queries once for a signed-in visitor
 * (bookmark hearts), after hydration.
 */
export function SessionEffects({ client, hydrated }: { client: ApolloClient; hydrated: boolean }) {
  useEffect(() => {
    let hadUser = Boolean(sessionStore.getState().user);
    if (hydrated && hadUser) void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    return sessionStore.subscribe(() => {
      const hasUser = Boolean(sessionStore.getState().user);
      // Deferred: the session may be cleared from inside the link chain (a 401), mid-operation.
      if (hadUser && !hasUser) setTimeout(() => void client.clearStore().catch(() => undefined), 0);
      hadUser = hasUser;
    });
  }, [client, hydrated]);
  return null;
}
