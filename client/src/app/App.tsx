import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { router } from './router';

export function App() {
  const client = useMemo(() => createApolloClient(() => undefined), []);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
