import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../app/server.js';
import { startBaseline } from './baseline.js';
import { startGraphqlFloor } from './graphql-floor.js';
import { BENCH_WITHOUT_LIMITS } from './unlimited.js';

/**
 * Child process of run.ts: the product server (production settings; the SQL counter only for the supplier part), the raw baseline and the
 * GraphQL floor (graphql-floor.ts), side by side on 127.0.0.1, so the load generator does not share their event loop.
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
  // Only the supplier part counts statements (server-child.ts `sqlCount`): the other parts run without the counter.
  sqlCountHeader: process.env.BENCH_SQL_COUNT === '1',
  ...BENCH_WITHOUT_LIMITS,
});
const product = await startServer(config);
const baseline = await startBaseline(databaseUrl);
const floor = await startGraphqlFloor(product.db.orm, config);
process.send?.({
  product: product.url.replace('localhost', '127.0.0.1'),
  baseline: baseline.url,
  floor: floor.url,
});

/** `npm run bench:profile`: the V8 CPU profiler of this process, started and stopped around each measured phase. */
let profiler: Session | undefined;
async function profile(message: { profile: 'start' } | { profile: 'stop'; file: string }) {
  if (message.profile === 'start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
  } else if (profiler) {
    const { profile: result } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    profiler = undefined;
    await writeFile(message.file, JSON.stringify(result));
  }
  process.send?.({ profiled: message.profile });
}

process.on('message', async (message) => {
  if (typeof message === 'object' && message !== null && 'profile' in message)
    return profile(message as Parameters<typeof profile>[0]);
  // CPU time this process has used (user + system, µs): what a request costs, whatever else the machine runs.
  if (message === 'cpu') return process.send?.({ cpu: process.cpuUsage() });
  if (message === 'stop') {
    await Promise.all([baseline.stop(), floor.stop()]);
    await product.stop();
    process.exit(0);
  }
});
// The parent ended without saying stop (an error, Ctrl-C): do not outlive it.
process.on('disconnect', () => process.exit(0));
