import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Per-request DataLoaders for aggregates and lookups that MikroORM's own reference/collection
 * batching (dataloader: ALL) does not cover. Modules add theirs here.
 */
export interface Loaders {
  em: EntityManager;
}

export function createLoaders(em: EntityManager): Loaders {
  return { em };
}
