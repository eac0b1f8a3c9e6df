import 'reflect-metadata';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../app/server.js';
import { startBaseline } from './baseline.js';
import { BENCH_WITHOUT_LIMITS } from './unlimited.js';

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
  ...BENCH_WITHOUT_LIMITS,
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
// The parent ended without saying stop (an error, Ctrl-C): do not outlive it.
process.on('disconnect', () => process.exit(0));
