import 'reflect-metadata';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/server.js';
import { startBaseline } from './baseline.js';

/**
 * Child process of run.ts: the product server (production settings, no SQL counter) and the raw baseline, side by
 * side on 127.0.0.1, so the load generator does not share their event loop.
 */
const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('uso: servers.ts <DATABASE_URL>');

const config = loadConfig({
  env: 'production',
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  seedDemo: false,
  logLevel: 'error',
  // One load generator on 127.0.0.1 stands for many users: no per-IP limit in the bench.
  apiRateLimit: { windowSeconds: 60, perIp: 1_000_000_000, perPartnerKey: 1_000_000_000 },
  graphqlRateLimit: {
    windowSeconds: 60,
    perIp: 1_000_000_000,
    perIpWrites: 1_000_000_000,
    perAccount: 1_000_000_000,
    perAccountWrites: 1_000_000_000,
  },
  // A few bench customers book whole slots over and over: no per-account hoarding caps either.
  bookingLimits: {
    seatsPerSlot: 0,
    openCartBookings: 0,
    pendingPayments: 0,
    createdPerHour: 0,
    foreignAttendeeOrdersPerDay: 0,
  },
});
const product = await startServer(config);
const baseline = await startBaseline(databaseUrl);
process.send?.({ product: product.url.replace('localhost', '127.0.0.1'), baseline: baseline.url });

process.on('message', async (message) => {
  if (message === 'stop') {
    await baseline.stop();
    await product.stop();
    process.exit(0);
  }
});
