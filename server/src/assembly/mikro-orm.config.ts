import 'reflect-metadata';
import { availableParallelism } from 'node:os';
import { DataloaderType, LoadStrategy } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { countingLoggerFactory } from '../lib/sql-counter.js';
import { SEARCH_SESSION_OPTIONS } from '../modules/catalog/search-session.js';
import { entities } from './entities.js';

const runningTs = import.meta.url.endsWith('.ts');

/**
 * Connections per server process: `DATABASE_POOL_MAX`, else three per CPU core (at least 6). More connections than
 * the cores can serve only make requests slow together: with 15 on 2 cores, 20 users' cold facet counts took the
 * search's p99 from ~250 ms to 0.5–1 s (tests/bench/README.md, 2026-11-28).
 */
export function poolMax(): number {
  const configured = Number(process.env.DATABASE_POOL_MAX);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(6, availableParallelism() * 3);
}

/** One MikroORM configuration for the server, the CLI and the tests. */
export function ormConfig(clientUrl: string, extra: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    dataloader: DataloaderType.ALL,
    loadStrategy: LoadStrategy.BALANCED,
    preferTs: runningTs,
    pool: { min: 0, max: poolMax() },
    driverOptions: { options: SEARCH_SESSION_OPTIONS },
    loggerFactory: countingLoggerFactory,
    // immutable_unaccent() (search) is written by hand in the initial migration; keep diffs from dropping it.
    schemaGenerator: { ignoreRoutines: true },
    migrations: {
      path: 'dist/server/src/db/migrations',
      pathTs: 'server/src/db/migrations',
      transactional: true,
      allOrNothing: true,
      snapshotName: '.snapshot-xplora',
    },
    ...extra,
  });
}

// The CLI (npm run mikro-orm -- migration:create) reads this default export.
export default ormConfig(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/xplora_dev');
