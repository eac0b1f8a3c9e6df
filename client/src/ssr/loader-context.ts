import type { ApolloClient } from '@apollo/client';
import { createContext, RouterContextProvider } from 'react-router-dom';

/**
 * Route loaders run on the server only: there the request's Apollo Client (GraphQL executed in-process, anonymous)
 * is in the loader context. In the browser no client is given and loaders answer `null` at once: the pages' own
 * queries take over after hydration, from the cache the server sent.
 */
const apolloClientContext = createContext<ApolloClient | null>(null);

export function loaderContext(client: ApolloClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apolloClientContext, client);
  return context;
}

/** The server's client in a loader, or `null` in the browser. */
export function serverClient(context: unknown): ApolloClient | null {
  return context instanceof RouterContextProvider ? context.get(apolloClientContext) : null;
}
