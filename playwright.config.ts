import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// Parallel developers: E2E_PORT picks the port, database and data dir; E2E_SOURCE=1 runs the server from source
// (no tsc build) and CLIENT_DIST names a client build of one's own (npm run build:client -- --outDir …).
const dataDir = `.data-e2e-${port}`;
const serverCommand = process.env.E2E_SOURCE
  ? 'node --import @swc-node/register/esm-register app/main.ts'
  : 'node dist/app/main.js';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-sync',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: {
    // The built product on a throwaway embedded database with the demo catalogue: what `npm start` serves.
    command: `rm -rf ${dataDir} && ${serverCommand}`,
    env: {
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(50000 + port),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The journeys book and pay with the one demo customer many times: raise its per-account budgets.
      BOOKING_RATE_PER_HOUR: '1000',
      BOOKING_MAX_OPEN_CART: '1000',
      BOOKING_MAX_PENDING_PAYMENTS: '1000',
      FOREIGN_ATTENDEE_ORDERS_PER_DAY: '1000',
      ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}),
    },
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
