import { registerEnumType } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import type { ReviewStatus } from './review.entity.js';

export const REVIEW_NOT_FOUND = 'La opinión no existe.';

export enum ModerationStatus {
  PUBLISHED = 'published',
  HIDDEN = 'hidden',
}
registerEnumType(ModerationStatus, { name: 'ModerationStatus', description: 'Decisión sobre una opinión.' });

/**
 * Sets a review's moderation state and recomputes its activity's rating and commentsCount from the published
 * reviews, in one transaction under the activity row lock (concurrent moderators queue up, so the figures always
 * match the published rows). Callers check who may moderate which review first.
 */
export async function applyModeration(
  ctx: Context,
  reviewId: number,
  activityId: number,
  status: ReviewStatus,
): Promise<void> {
  await ctx.em.transactional(async (em) => {
    await em.execute('select id from activities where id = ? for update', [activityId]);
    await em.execute(
      'update reviews set status = ?, moderated_at = now(), moderated_by_id = ?, updated_at = now() where id = ?',
      [status, ctx.user!.id, reviewId],
    );
    await em.execute(
      `update activities a
          set rating = s.avg, comments_count = s.n
         from (select coalesce(round(avg(rating)::numeric, 1), 0) as avg, count(*)::int as n
                 from reviews where activity_id = ? and status = 'published') s
        where a.id = ?`,
      [activityId, activityId],
    );
  });
}
