import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingLoaders } from '../modules/booking/booking.loaders.js';
import { CatalogLoaders } from '../modules/catalog/catalog.loaders.js';
import { ReviewLoaders } from '../modules/review/review.loaders.js';

/**
 * Per-request DataLoaders for aggregates and lookups that MikroORM's own reference/collection
 * batching (dataloader: ALL) does not cover. Modules add theirs here.
 */
export interface Loaders {
  em: EntityManager;
  catalog: CatalogLoaders;
  booking: BookingLoaders;
  review: ReviewLoaders;
}

export function createLoaders(em: EntityManager): Loaders {
  return {
    em,
    catalog: new CatalogLoaders(em),
    booking: new BookingLoaders(em),
    review: new ReviewLoaders(em),
  };
}
