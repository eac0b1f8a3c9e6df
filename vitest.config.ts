import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: [
      'tests/api/**/*.test.ts',
      'server/src/**/*.test.ts',
      'schema/**/*.test.ts',
      'rest-compat/src/**/*.test.ts',
      'client/src/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['tests/api/support/global-setup.ts'],
    setupFiles: ['tests/api/support/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
