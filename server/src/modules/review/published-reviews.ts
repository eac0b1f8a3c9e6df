import type { ReviewStatus } from './review.entity.js';

/** A published review as the activity page shows it (plain row, no entity). */
export interface ReviewView {
  id: number;
  activityId: number;
  rating: number;
  title: string;
  message: string;
  status: ReviewStatus;
  createdAt: Date;
  personName: string;
}

/** The statements behind the loaders; the bench's bare endpoint replays them. */
export const REVIEW_SQL = {
  published: `select r.id, r.activity_id as "activityId", r.rating, r.title, r.message, r.status,
          r.created_at as "createdAt", u.name as "personName"
        from reviews r join users u on u.id = r.user_id
        where r.activity_id in (?) and r.status = 'published' order by r.created_at desc, r.id desc`,
} as const;
