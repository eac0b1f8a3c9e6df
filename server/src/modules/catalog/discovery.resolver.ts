import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { countFacets } from './activity-facets.js';
import { ActivityFacets, SimilarActivitiesArgs } from './activity-facets.types.js';
import type { ActivityPageRow } from './activity-read.js';
import type { SearchCriteria } from './activity-search.js';
import { Activity } from './activity.entity.js';
import { ActivityPage } from './activity.inputs.js';
import { ActivityService } from './activity.service.js';
import { similarActivities } from './similar-activities.js';

/** Discovery beside the search page: its facet counts, and the activities similar to one. */
@Resolver(() => ActivityPage)
export class ActivityPageResolver {
  @FieldResolver(() => ActivityFacets, {
    nullable: true,
    description:
      'Solo en la búsqueda (`activities`): cuántas actividades dejaría cada opción de filtro. null en otras listas. Se calcula solo si se pide (una consulta SQL).',
  })
  facets(
    @Root() page: { searchCriteria?: SearchCriteria },
    @Ctx() ctx: Context,
  ): Promise<ActivityFacets> | null {
    return page.searchCriteria ? countFacets(ctx.em, page.searchCriteria) : null;
  }
}

@Resolver(() => Activity)
export class SimilarActivitiesResolver {
  private readonly activities = new ActivityService();

  @Query(() => [Activity], {
    description:
      '"Actividades similares": publicadas, del mismo destino o de la misma categoría, con un horario que aún se puede reservar, mejor valoradas primero; sin la actividad misma.',
  })
  similarActivities(
    @Ctx() ctx: Context,
    @Args(() => SimilarActivitiesArgs) args: SimilarActivitiesArgs,
  ): Promise<ActivityPageRow[]> {
    return similarActivities(ctx, this.activities, args);
  }
}
