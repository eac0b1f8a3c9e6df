import type { Context } from '../../graphql/context.js';
import { ActivityCategory } from './activity-category.entity.js';

/** The small lists the pickers and filters show (categories, locations, …), active ones by id. */
export class LookupService {
  activityCategories(ctx: Context, onlyActive = true): Promise<ActivityCategory[]> {
    return ctx.em.find(ActivityCategory, onlyActive ? { status: 1 } : {}, { orderBy: { id: 'asc' } });
  }
}
