import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Review } from '../catalog/review.entity.js';

/** Per-request batching for the reviews shown beside the customer's bookings. */
export class ReviewLoaders {
  constructor(private readonly em: EntityManager) {}

  /** The review of each booking, if one was written. */
  readonly byBooking = new DataLoader<number, Review | null>(async (ids) => {
    const reviews = await this.em.find(Review, { booking: { $in: [...ids] } });
    return ids.map((id) => reviews.find((r) => r.booking?.id === id) ?? null);
  });
}

declare module '../../graphql/context.js' {
  interface Loaders {
    review: ReviewLoaders;
  }
}
