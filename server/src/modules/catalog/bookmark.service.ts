import type { Context } from '../../graphql/context.js';
import type { ActivityPageRow } from './activity-read.js';
import { ActivityService } from './activity.service.js';

/**
 * A customer's favourites. Idempotent both ways; `activities.bookmarks_count` moves only when a bookmark row was
 * really inserted or deleted, by one guarded UPDATE in the same transaction, so concurrent toggles keep it exact.
 */
export class BookmarkService {
  constructor(private readonly activities = new ActivityService()) {}

  async bookmark(ctx: Context, id: string): Promise<ActivityPageRow> {
    const activity = await this.activities.findVisible(ctx, id);
    const userId = ctx.user!.id;
    const count = await ctx.em.transactional(async (em) => {
      const inserted = await em.execute<{ id: number }[]>(
        `insert into bookmarks (user_id, activity_id) values (?, ?)
        on conflict (user_id, activity_id) do nothing returning id`,
        [userId, activity.id],
      );
      if (inserted.length === 0) return undefined;
      const [row] = await em.execute<{ bookmarksCount: number }[]>(
        'update activities set bookmarks_count = bookmarks_count + 1 where id = ? returning bookmarks_count as "bookmarksCount"',
        [activity.id],
      );
      return row?.bookmarksCount;
    });
    return this.updated(activity, true, count);
  }

  async unbookmark(ctx: Context, id: string): Promise<ActivityPageRow> {
    const activity = await this.activities.findVisible(ctx, id);
    const userId = ctx.user!.id;
    const count = await ctx.em.transactional(async (em) => {
      const deleted = await em.execute<{ id: number }[]>(
        'delete from bookmarks where user_id = ? and activity_id = ? returning id',
        [userId, activity.id],
      );
      if (deleted.length === 0) return undefined;
      const [row] = await em.execute<{ bookmarksCount: number }[]>(
        `update activities set bookmarks_count = bookmarks_count - 1 where id = ? and bookmarks_count > 0
        returning bookmarks_count as "bookmarksCount"`,
        [activity.id],
      );
      return row?.bookmarksCount;
    });
    return this.updated(activity, false, count);
  }

  private updated(
    activity: ActivityPageRow,
    bookmarked: boolean,
    count: number | undefined,
  ): ActivityPageRow {
    return { ...activity, bookmarked, bookmarksCount: count ?? activity.bookmarksCount };
  }
}
