import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

/** Reads the stored bearer token for every call (set by the session module). */
export function createApolloClient(getToken: () => string | undefined): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = getToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    link: ApolloLink.from([auth, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
