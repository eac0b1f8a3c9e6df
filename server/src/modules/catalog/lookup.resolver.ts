import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg } from '../../graphql/pagination.js';
import { ActivityAttributeTemplate } from './activity-attribute-template.entity.js';
import { ActivityCategory } from './activity-category.entity.js';
import { ActivityRegularity } from './activity-regularity.entity.js';
import { Language } from '../supplier/language.entity.js';
import { Location } from './location.entity.js';
import { LOOKUP_SORT, LookupService } from './lookup.service.js';
import { Tag } from './tag.entity.js';

const onlyActiveArg = ['onlyActive', () => Boolean, { defaultValue: true }] as const;

@Resolver()
export class LookupResolver {
  private readonly lookups = new LookupService();

  @Query(() => [ActivityCategory], { description: 'Categorías de actividad (activas por defecto), por id.' })
  activityCategories(
    @Ctx() ctx: Context,
    @Arg(...onlyActiveArg) onlyActive: boolean,
    @OrderByArg(LOOKUP_SORT.categories) orderBy?: string | null,
  ): Promise<ActivityCategory[]> {
    return this.lookups.activityCategories(ctx, onlyActive, orderBy);
  }

  @Query(() => [Location], { description: 'Ciudades y lugares (activos por defecto), por id.' })
  locations(
    @Ctx() ctx: Context,
    @Arg(...onlyActiveArg) onlyActive: boolean,
    @OrderByArg(LOOKUP_SORT.locations) orderBy?: string | null,
  ): Promise<Location[]> {
    return this.lookups.locations(ctx, onlyActive, orderBy);
  }

  @Query(() => [ActivityAttributeTemplate], {
    description: 'Atributos sí/no que filtra la búsqueda (activos por defecto), por id.',
  })
  activityAttributes(
    @Ctx() ctx: Context,
    @Arg(...onlyActiveArg) onlyActive: boolean,
    @OrderByArg(LOOKUP_SORT.attributes) orderBy?: string | null,
  ): Promise<ActivityAttributeTemplate[]> {
    return this.lookups.activityAttributes(ctx, onlyActive, orderBy);
  }

  @Query(() => [ActivityRegularity], { description: 'Regularidades (a solicitud, programada), por id.' })
  activityRegularities(
    @Ctx() ctx: Context,
    @Arg(...onlyActiveArg) onlyActive: boolean,
    @OrderByArg(LOOKUP_SORT.regularities) orderBy?: string | null,
  ): Promise<ActivityRegularity[]> {
    return this.lookups.activityRegularities(ctx, onlyActive, orderBy);
  }

  @Query(() => [Language], { description: 'Idiomas (activos por defecto), por id.' })
  languages(
    @Ctx() ctx: Context,
    @Arg(...onlyActiveArg) onlyActive: boolean,
    @OrderByArg(LOOKUP_SORT.languages) orderBy?: string | null,
  ): Promise<Language[]> {
    return this.lookups.languages(ctx, onlyActive, orderBy);
  }

  @Query(() => [Tag], { description: 'Etiquetas de las tarjetas con su texto en español, por id.' })
  tags(@Ctx() ctx: Context, @OrderByArg(LOOKUP_SORT.tags) orderBy?: string | null): Promise<Tag[]> {
    return this.lookups.tags(ctx, orderBy);
  }
}
