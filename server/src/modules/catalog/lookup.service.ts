import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { Context } from '../../graphql/context.js';
import { entityOrder, type SortColumns } from '../../graphql/pagination.js';
import { ActivityAttributeTemplate } from './activity-attribute-template.entity.js';
import { ActivityCategory } from './activity-category.entity.js';
import { ActivityRegularity } from './activity-regularity.entity.js';
import { Language } from '../supplier/language.entity.js';
import { Location } from './location.entity.js';
import { Tag } from './tag.entity.js';

/** The lookups' columns: the fields their lists show (the same as their REST routes'). */
export const LOOKUP_SORT = {
  categories: { id: 'id', name: 'name', description: 'description', status: 'status' },
  locations: { id: 'id', name: 'name', status: 'status' },
  attributes: { id: 'id', name: 'name', description: 'description', status: 'status' },
  regularities: { id: 'id', name: 'name', status: 'status' },
  languages: { id: 'id', name: 'name', abbr: 'abbr', status: 'status' },
  tags: { id: 'id', name: 'name', label: 'label' },
} as const satisfies Record<string, SortColumns>;

const BY_ID = { id: 'asc' } as const;

type Lookup = ActivityCategory | Location | ActivityAttributeTemplate | ActivityRegularity | Language;

/** The small lists the pickers and filters show (categories, locations, …), active ones by id unless `orderBy`. */
export class LookupService {
  private list<T extends Lookup>(
    ctx: Context,
    entity: EntityClass<T>,
    columns: SortColumns,
    onlyActive: boolean,
    orderBy?: string | null,
  ): Promise<T[]> {
    const where = (onlyActive ? { status: 1 } : {}) as FilterQuery<T>;
    return ctx.em.find(entity, where, { orderBy: entityOrder(orderBy, columns, BY_ID) as never });
  }

  activityCategories(ctx: Context, onlyActive = true, orderBy?: string | null): Promise<ActivityCategory[]> {
    return this.list(ctx, ActivityCategory, LOOKUP_SORT.categories, onlyActive, orderBy);
  }

  locations(ctx: Context, onlyActive = true, orderBy?: string | null): Promise<Location[]> {
    return this.list(ctx, Location, LOOKUP_SORT.locations, onlyActive, orderBy);
  }

  activityAttributes(
    ctx: Context,
    onlyActive = true,
    orderBy?: string | null,
  ): Promise<ActivityAttributeTemplate[]> {
    return this.list(ctx, ActivityAttributeTemplate, LOOKUP_SORT.attributes, onlyActive, orderBy);
  }

  activityRegularities(
    ctx: Context,
    onlyActive = true,
    orderBy?: string | null,
  ): Promise<ActivityRegularity[]> {
    return this.list(ctx, ActivityRegularity, LOOKUP_SORT.regularities, onlyActive, orderBy);
  }

  languages(ctx: Context, onlyActive = true, orderBy?: string | null): Promise<Language[]> {
    return this.list(ctx, Language, LOOKUP_SORT.languages, onlyActive, orderBy);
  }

  /** Tags have no status: all of them. */
  tags(ctx: Context, orderBy?: string | null): Promise<Tag[]> {
    return ctx.em.find(Tag, {}, { orderBy: entityOrder(orderBy, LOOKUP_SORT.tags, BY_ID) as never });
  }
}
