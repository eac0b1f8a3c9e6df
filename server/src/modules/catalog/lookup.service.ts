import type { Context } from '../../graphql/context.js';
import { ActivityAttributeTemplate } from './activity-attribute-template.entity.js';
import { ActivityCategory } from './activity-category.entity.js';
import { ActivityRegularity } from './activity-regularity.entity.js';
import { Language } from '../supplier/language.entity.js';
import { Location } from './location.entity.js';
import { Tag } from './tag.entity.js';

/** The small lists the pickers and filters show (categories, locations, …), active ones by id. */
export class LookupService {
  activityCategories(ctx: Context, onlyActive = true): Promise<ActivityCategory[]> {
    return ctx.em.find(ActivityCategory, onlyActive ? { status: 1 } : {}, { orderBy: { id: 'asc' } });
  }

  locations(ctx: Context, onlyActive = true): Promise<Location[]> {
    return ctx.em.find(Location, onlyActive ? { status: 1 } : {}, { orderBy: { id: 'asc' } });
  }

  activityAttributes(ctx: Context, onlyActive = true): Promise<ActivityAttributeTemplate[]> {
    return ctx.em.find(ActivityAttributeTemplate, onlyActive ? { status: 1 } : {}, {
      orderBy: { id: 'asc' },
    });
  }

  activityRegularities(ctx: Context, onlyActive = true): Promise<ActivityRegularity[]> {
    return ctx.em.find(ActivityRegularity, onlyActive ? { status: 1 } : {}, { orderBy: { id: 'asc' } });
  }

  languages(ctx: Context, onlyActive = true): Promise<Language[]> {
    return ctx.em.find(Language, onlyActive ? { status: 1 } : {}, { orderBy: { id: 'asc' } });
  }

  /** Tags have no status: all of them. */
  tags(ctx: Context): Promise<Tag[]> {
    return ctx.em.find(Tag, {}, { orderBy: { id: 'asc' } });
  }
}
