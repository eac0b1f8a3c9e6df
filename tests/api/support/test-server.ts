import { inject } from 'vitest';
import { call } from './http.js';
import { loadConfig, type Config } from '../../../server/src/config.js';
import { startServer, type RunningServer } from '../../../app/server.js';

export interface TestServer extends RunningServer {
  /** POST /graphql with an optional bearer token. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{
    status: number;
    data?: T;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  }>;
  /** Any HTTP call against the running server; JSON in and out. */
  http(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

/** The real server on a random port against this run's test database. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const config = loadConfig({
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: inject('databaseUrl'),
    seedDemo: false,
    // The run's database holds the demo seed on purpose, production-mode servers included.
    demoPasswordAllowed: true,
    ...overrides,
  });
  const server = await startServer(config);
  const http: TestServer['http'] = (method, path, options = {}) => call(server.url, method, path, options);
  return {
    ...server,
    http,
    async graphql(query, variables, token) {
      const res = await http('POST', '/graphql', { body: { query, variables }, token });
      return { status: res.status, ...(res.body as object) };
    },
  };
}
