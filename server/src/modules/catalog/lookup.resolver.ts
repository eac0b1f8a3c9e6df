import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ActivityAttributeTemplate } from './activity-attribute-template.entity.js';
import { ActivityCategory } from './activity-category.entity.js';
import { ActivityRegularity } from './activity-regularity.entity.js';
import { Language } from '../supplier/language.entity.js';
import { Location } from './location.entity.js';
import { LookupService } from './lookup.service.js';
import { Tag } from './tag.entity.js';

const onlyActiveArg = ['onlyActive', () => Boolean, { defaultValue: true }] as const;

@Resolver()
export class LookupResolver {
  private readonly lookups = new LookupService();

  @Query(() => [ActivityCategory], { description: 'Categorías de actividad (activas por defecto), por id.' })
  activityCategories(
    @Ctx() ctx: Context,
    @Arg(...onlyActiveArg) onlyActive: boolean,
  ): Promise<ActivityCategory[]> {
    return this.lookups.activityCategories(ctx, onlyActive);
  }

  @Query(() => [Location], { description: 'Ciudades y lugares (activos por defecto), por id.' })
  locations(@Ctx() ctx: Context, @Arg(...onlyActiveArg) onlyActive: boolean): Promise<Location[]> {
    return this.lookups.locations(ctx, onlyActive);
  }

  @Query(() => [ActivityAttributeTemplate], {
    description: 'Atributos sí/no que filtra la búsqueda (activos por defecto), por id.',
  })
  activityAttributes(
    @Ctx() ctx: Context,
    @Arg(...onlyActiveArg) onlyActive: boolean,
  ): Promise<ActivityAttributeTemplate[]> {
    return this.lookups.activityAttributes(ctx, onlyActive);
  }

  @Query(() => [ActivityRegularity], { description: 'Regularidades (a solicitud, programada), por id.' })
  activityRegularities(
    @Ctx() ctx: Context,
    @Arg(...onlyActiveArg) onlyActive: boolean,
  ): Promise<ActivityRegularity[]> {
    return this.lookups.activityRegularities(ctx, onlyActive);
  }

  @Query(() => [Language], { description: 'Idiomas (activos por defecto), por id.' })
  languages(@Ctx() ctx: Context, @Arg(...onlyActiveArg) onlyActive: boolean): Promise<Language[]> {
    return this.lookups.languages(ctx, onlyActive);
  }

  @Query(() => [Tag], { description: 'Etiquetas de las tarjetas con su texto en español, por id.' })
  tags(@Ctx() ctx: Context): Promise<Tag[]> {
    return this.lookups.tags(ctx);
  }
}
