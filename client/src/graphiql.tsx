import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import { readStoredAccessToken } from './platform/session/session-store';

// The admin's session token, stored (obfuscated) by the main app under `token`.
const token = readStoredAccessToken();
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  headers: token ? { Authorization: `Bearer ${token}` } : undefined,
});

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL fetcher={fetcher} defaultQuery={'query {\n  activityCategories {\n    id\n    name\n  }\n}\n'} />,
);
