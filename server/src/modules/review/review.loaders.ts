import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { toDate } from '../catalog/activity-read.js';
import { REVIEW_SQL, type ReviewView } from './published-reviews.js';
import { Review } from './review.entity.js';

/** Per-request batching for reviews: the activity page's published ones and the one beside each booking. */
export class ReviewLoaders {
  constructor(private readonly em: EntityManager) {}

  /** Published reviews of each activity, newest first, with the reviewer's name. */
  readonly published = new DataLoader<number, ReviewView[]>(async (ids) => {
    const rows = await this.em.execute<ReviewView[]>(REVIEW_SQL.published, [ids]);
    const groups = new Map<number, ReviewView[]>(ids.map((id) => [id, []]));
    for (const row of rows) groups.get(row.activityId)?.push({ ...row, createdAt: toDate(row.createdAt) });
    return ids.map((id) => groups.get(id) ?? []);
  });

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
