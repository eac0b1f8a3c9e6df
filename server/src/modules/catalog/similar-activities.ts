import type { Context } from '../../graphql/context.js';
import { activityPageSql, toActivityPageRow, type ActivityPageRow } from './activity-read.js';
import { joinAnd, baseConditions, searchOrder } from './activity-search.js';
import { slotRoomSql } from './slot-room.sql.js';
import type { SimilarActivitiesArgs } from './activity-facets.types.js';
import { ActivityOrderBy } from './activity.inputs.js';
import { customerId, type ActivityService } from './activity.service.js';

/**
 * "Actividades similares": published activities of the same destination or the same category as the given one,
 * with a slot bookable now for one person (slot-availability.ts's rule), best rated first (then more reviews, then
 * id), the activity itself left out. The activity must be visible to the viewer (else NOT_FOUND, as its detail).
 * Two statements: the activity (its visibility), then the list with its relations.
 */
export async function similarActivities(
  ctx: Context,
  activities: ActivityService,
  args: SimilarActivitiesArgs,
): Promise<ActivityPageRow[]> {
  const target = await activities.findVisible(ctx, args.activityId);
  const where = joinAnd([
    ...baseConditions({}),
    {
      text: 'a.id <> ? and (a.destination_id = ? or a.category_id = ?)',
      params: [target.id, target.destinationId, target.categoryId],
    },
    slotRoomSql([], { seats: 1 }),
  ]);
  const page = activityPageSql({
    where,
    order: searchOrder({}, args.orderBy ?? ActivityOrderBy.RATING_DESC),
    limit: args.limit,
    offset: 0,
    viewerId: customerId(ctx),
    countTotal: false,
  });
  const rows = await ctx.em.execute<Record<string, unknown>[]>(page.text, page.params);
  return rows.map(toActivityPageRow);
}
