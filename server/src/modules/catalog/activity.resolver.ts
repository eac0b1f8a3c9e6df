import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { isCalendarDate } from '../../../../schema/validation/activity-search.js';
import { todayInCaracas } from '../../../../schema/validation/calendar-date.js';
import { DATES_WINDOW_DAYS } from '../../../../schema/constants.js';
import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Context } from '../../graphql/context.js';
import { BadInputError } from '../../graphql/errors.js';
import type { PageOf } from '../../graphql/pagination.js';
import { ActivityCategory } from './activity-category.entity.js';
import { ActivityDate } from './activity-date.entity.js';
import { ActivityDetail, ActivityDetailType } from './activity-detail.entity.js';
import { ActivityImage } from './activity-image.entity.js';
import { ActivityPrice } from './activity-price.entity.js';
import type { ActivityPageRow, ActivityRow } from './activity-read.js';
import { ActivityRegularity } from './activity-regularity.entity.js';
import { Activity } from './activity.entity.js';
import { ActivityListArgs, ActivityPage, ActivitySupplier, BookmarkListArgs } from './activity.inputs.js';
import { ActivityService, customerId } from './activity.service.js';
import { BookmarkService } from './bookmark.service.js';
import type {
  DateView,
  DetailView,
  ImageView,
  LookupView,
  PriceView,
  SupplierView,
  TagView,
} from './catalog.loaders.js';
import { Language } from '../supplier/language.entity.js';
import { Location } from './location.entity.js';
import { Tag } from './tag.entity.js';

/** An Activity as a field resolver receives it: a row from the read path, or an entity from another module. */
type ActivityRoot = Activity | ActivityRow;

/** The foreign keys of either kind of root. */
function keys(
  root: ActivityRoot,
): Pick<
  ActivityRow,
  'categoryId' | 'originId' | 'destinationId' | 'supplierId' | 'regularityId' | 'languageId'
> {
  if ('categoryId' in root) return root;
  return {
    categoryId: root.category.id,
    originId: root.origin.id,
    destinationId: root.destination.id,
    supplierId: root.supplier.id,
    regularityId: root.regularity.id,
    languageId: root.language.id,
  };
}

/**
 * A search or detail row (activity-read.ts) carries its to-one relations and the viewer's bookmark flag, read in its
 * own statement: those fields answer from it synchronously, without a loader's promise per card and field.
 */
function isPageRow(root: ActivityRoot): root is ActivityPageRow {
  return 'categoryId' in root && 'category' in root;
}

@Resolver(() => Activity)
export class ActivityResolver {
  private readonly service = new ActivityService();
  private readonly bookmarks = new BookmarkService(this.service);

  @Query(() => ActivityPage, {
    description: 'Búsqueda pública: solo actividades publicadas (status 1). 8 por página por defecto.',
  })
  activities(
    @Ctx() ctx: Context,
    @Args(() => ActivityListArgs) args: ActivityListArgs,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PageOf<ActivityPageRow>> {
    return this.service.search(ctx, args, { withFacets: selectsField(info, 'facets') });
  }

  @Query(() => Activity, {
    description: 'Detalle. Una actividad pendiente (status 0) solo la ven su aliado y los administradores.',
  })
  activity(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<ActivityPageRow> {
    return this.service.findVisible(ctx, id);
  }

  @Authorized('client')
  @Query(() => ActivityPage, { description: 'Favoritos del cliente, el más reciente primero.' })
  bookmarkedActivities(
    @Ctx() ctx: Context,
    @Args(() => BookmarkListArgs) args: BookmarkListArgs,
  ): Promise<PageOf<ActivityPageRow>> {
    return this.service.bookmarked(ctx, args);
  }

  @Authorized('client')
  @Mutation(() => Activity, { description: 'Agrega a favoritos (idempotente).' })
  bookmarkActivity(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<ActivityPageRow> {
    return this.bookmarks.bookmark(ctx, id);
  }

  @Authorized('client')
  @Mutation(() => Activity, { description: 'Quita de favoritos (idempotente).' })
  unbookmarkActivity(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<ActivityPageRow> {
    return this.bookmarks.unbookmark(ctx, id);
  }

  @FieldResolver(() => ActivityCategory)
  category(@Root() root: ActivityRoot, @Ctx() ctx: Context): LookupView | Promise<LookupView> {
    return isPageRow(root) ? root.category : ctx.loaders.catalog.categories.load(keys(root).categoryId);
  }

  @FieldResolver(() => Location)
  destination(@Root() root: ActivityRoot, @Ctx() ctx: Context): LookupView | Promise<LookupView> {
    return isPageRow(root) ? root.destination : ctx.loaders.catalog.locations.load(keys(root).destinationId);
  }

  @FieldResolver(() => Location)
  origin(@Root() root: ActivityRoot, @Ctx() ctx: Context): LookupView | Promise<LookupView> {
    return isPageRow(root) ? root.origin : ctx.loaders.catalog.locations.load(keys(root).originId);
  }

  @FieldResolver(() => ActivityRegularity)
  regularity(@Root() root: ActivityRoot, @Ctx() ctx: Context): LookupView | Promise<LookupView> {
    return isPageRow(root) ? root.regularity : ctx.loaders.catalog.regularities.load(keys(root).regularityId);
  }

  @FieldResolver(() => Language)
  language(@Root() root: ActivityRoot, @Ctx() ctx: Context): LookupView | Promise<LookupView> {
    return isPageRow(root) ? root.language : ctx.loaders.catalog.languages.load(keys(root).languageId);
  }

  @FieldResolver(() => ActivitySupplier, { description: 'Solo los datos públicos del aliado.' })
  supplier(@Root() root: ActivityRoot, @Ctx() ctx: Context): SupplierView | Promise<SupplierView> {
    return isPageRow(root) ? root.supplier : ctx.loaders.catalog.suppliers.load(keys(root).supplierId);
  }

  @FieldResolver(() => [ActivityImage], {
    description: 'Por posición; la primera es la portada. La galería muestra la primera y 3 más (limit: 4).',
  })
  async images(
    @Root() root: ActivityRoot,
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<ImageView[]> {
    if (limit !== undefined && limit !== null && limit < 1)
      throw new BadInputError('El límite de imágenes debe ser mayor que 0.', {
        limit: 'Debe ser mayor que 0.',
      });
    const images = await ctx.loaders.catalog.images.load(root.id);
    return limit ? images.slice(0, limit) : images;
  }

  @FieldResolver(() => [Tag], { description: 'Etiquetas con su texto en español (Nuevo, Recomendado…).' })
  tags(@Root() root: ActivityRoot, @Ctx() ctx: Context): Promise<TagView[]> {
    return ctx.loaders.catalog.tags.load(root.id);
  }

  @FieldResolver(() => [ActivityPrice])
  prices(@Root() root: ActivityRoot, @Ctx() ctx: Context): Promise<PriceView[]> {
    return ctx.loaders.catalog.prices.load(root.id);
  }

  @FieldResolver(() => [ActivityDetail], { description: 'Por tipo y posición; `type` filtra uno solo.' })
  async details(
    @Root() root: ActivityRoot,
    @Ctx() ctx: Context,
    @Arg('type', () => ActivityDetailType, { nullable: true }) type?: ActivityDetailType | null,
  ): Promise<DetailView[]> {
    const details = await ctx.loaders.catalog.details.load(root.id);
    return type ? details.filter((d) => d.type === type) : details;
  }

  @FieldResolver(() => [ActivityDate], {
    description: `Fechas desde \`from\` (hoy en Venezuela por defecto) y durante ${DATES_WINDOW_DAYS} días, con sus horarios.`,
  })
  dates(
    @Root() root: ActivityRoot,
    @Ctx() ctx: Context,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD' }) from?: string | null,
  ): Promise<DateView[]> {
    if (from && !isCalendarDate(from))
      throw new BadInputError('La fecha debe tener el formato AAAA-MM-DD.', { from: 'Formato AAAA-MM-DD.' });
    return ctx.loaders.catalog.dates.load(`${root.id}|${from || todayInCaracas()}`);
  }

  @FieldResolver(() => Boolean, {
    description: 'Si el cliente la tiene en favoritos; siempre false para visitantes.',
  })
  bookmarked(@Root() root: ActivityRoot, @Ctx() ctx: Context): boolean | Promise<boolean> {
    const userId = customerId(ctx);
    if (!userId) return false;
    return isPageRow(root) ? root.bookmarked : ctx.loaders.catalog.bookmarked(userId).load(root.id);
  }
}

/**
 * Whether the query selects `field` directly under the current one (through inline fragments and fragment spreads),
 * leaving out selections that `@include(if: false)` or `@skip(if: true)` turn off for this request's variables.
 */
function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (!included(selection, info.variableValues)) return false;
      if (selection.kind === Kind.FIELD) return selection.name.value === field;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return within(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}

function included(selection: SelectionNode, variables: GraphQLResolveInfo['variableValues']): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}
