import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ActivityCategory } from './activity-category.entity.js';
import { LookupService } from './lookup.service.js';

@Resolver()
export class LookupResolver {
  private readonly lookups = new LookupService();

  @Query(() => [ActivityCategory], { description: 'Categorías de actividad (activas por defecto), por id.' })
  activityCategories(
    @Ctx() ctx: Context,
    @Arg('onlyActive', () => Boolean, { defaultValue: true }) onlyActive: boolean,
  ): Promise<ActivityCategory[]> {
    return this.lookups.activityCategories(ctx, onlyActive);
  }
}
