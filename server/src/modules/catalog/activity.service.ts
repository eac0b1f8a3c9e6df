import { todayInCaracas } from '../../../../schema/validation/calendar-date.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError, NotFoundError } from '../../graphql/errors.js';
import { pageWindow, sqlOrder, toPage, type PageOf } from '../../graphql/pagination.js';
import {
  PUBLISHED_ACTIVITY,
  selectActivity,
  selectActivityPage,
  type ActivityPageRow,
} from './activity-read.js';
import {
  searchConditions,
  searchOrder,
  searchTiers,
  correctedText,
  type SearchCriteria,
} from './activity-search.js';
import { SupplierStatus } from '../supplier/supplier.entity.js';
import { ActivityStatus } from './activity.entity.js';
import { countFacets, facetsTotal } from './activity-facets.js';
import {
  BOOKMARK_SORT,
  type ActivityFilter,
  type ActivityListArgs,
  type BookmarkListArgs,
} from './activity.inputs.js';

/** A search page with the criteria it was answered with, which its `facets` count over. */
export type SearchPage = PageOf<ActivityPageRow> & { searchCriteria: SearchCriteria };

export const ACTIVITY_NOT_FOUND = 'La actividad no existe.';

/** A positive integer id from a GraphQL ID, or undefined. */
export function parseId(value: string | number | null | undefined): number | undefined {
  const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(String(value ?? '')) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** The signed-in customer's user id (the only viewers with bookmarks). */
/**
 * The slot a search asks for: on a day of `startsFrom`…`startsTo` (inclusive; one day when only `startsFrom`, from
 * today when only `startsTo`), or from today on when only `participants` is given; with room for `participants`
 * people (1 by default).
 */
function slotWithRoom(filter: ActivityFilter): SearchCriteria['slotWithRoom'] {
  const { startsFrom: from, startsTo: to, participants } = filter;
  if (!from && !to && !participants) return undefined;
  return { from: from || todayInCaracas(), to: to || from || undefined, seats: participants ?? 1 };
}

export function customerId(ctx: Context): number | undefined {
  return ctx.user && ctx.scopes.includes('client') ? ctx.user.id : undefined;
}

/** Public search, the detail's visibility rules and the customer's favourites list. */
export class ActivityService {
  /** `activities(filter, page, perPage, orderBy)`: only published (status 1), never soft-deleted, activities. */
  async search(
    ctx: Context,
    args: ActivityListArgs,
    options: { withFacets?: boolean } = {},
  ): Promise<SearchPage> {
    const { offset, limit } = pageWindow(args);
    const criteria = this.criteria(args.filter);
    const run = async (query: SearchCriteria) =>
      selectActivityPage(ctx.em, {
        // Asked with its facets: they are counted (or kept) first and the total is theirs, so a search not counted
        // yet scans its candidates once, not twice (the page statement then does not count).
        knownTotal: options.withFacets ? facetsTotal(query, await countFacets(ctx.em, query)) : undefined,
        where: searchConditions(query),
        order: searchOrder(query, args.orderBy),
        tiers: searchTiers(query, args.orderBy),
        // A slot filter's total reads the seat summaries and the deadline day's slots: kept like the facet counts
        // beside it (StaleCounts, a documented lag), while the page's cards stay exact.
        totalMayLag: query.slotWithRoom !== undefined || (query.timeOfDay?.length ?? 0) > 0,
        limit,
        offset,
        viewerId: customerId(ctx),
      });
    let searched = criteria;
    let result = await run(criteria);
    // Nothing in the Spanish full text (a typo, a word cut short): once more with the words the vocabulary corrects.
    if (criteria.text && result.total === 0) {
      const corrected = await correctedText(ctx.em, criteria.text);
      if (corrected) result = await run((searched = { ...criteria, text: corrected }));
    }
    // `facets` (ActivityPageResolver) counts over the criteria the page was answered with.
    return { ...toPage(result.rows, result.total, args), searchCriteria: searched };
  }

  /**
   * `activity(id)`: a published activity for anyone; a pending one (status 0) only for its supplier and admins.
   * Everyone else gets the same NOT_FOUND as for an id that does not exist.
   */
  async findVisible(ctx: Context, id: string | number): Promise<ActivityPageRow> {
    const activityId = parseId(id);
    const row = activityId ? await selectActivity(ctx.em, activityId, customerId(ctx)) : undefined;
    const published = row?.status === ActivityStatus.Active && row.supplier.status === SupplierStatus.Active;
    if (!row || (!published && !this.canSeeUnpublished(ctx, row))) {
      throw new NotFoundError(ACTIVITY_NOT_FOUND);
    }
    return row;
  }

  /** The customer's favourites that are still published, most recently bookmarked first. */
  async bookmarked(ctx: Context, args: BookmarkListArgs): Promise<PageOf<ActivityPageRow>> {
    const { offset, limit } = pageWindow(args);
    const userId = ctx.user!.id;
    const result = await selectActivityPage(ctx.em, {
      join: { text: 'join bookmarks b on b.activity_id = a.id and b.user_id = ?', params: [userId] },
      where: { text: PUBLISHED_ACTIVITY, params: [] },
      order: { text: sqlOrder(args.orderBy, BOOKMARK_SORT, 'b.created_at desc, b.id desc'), params: [] },
      limit,
      offset,
      viewerId: userId,
    });
    return toPage(result.rows, result.total, args);
  }

  private canSeeUnpublished(ctx: Context, row: ActivityPageRow): boolean {
    if (ctx.scopes.includes('admin')) return true;
    return !!ctx.user && ctx.scopes.includes('supplier') && row.supplier.userId === ctx.user.id;
  }

  /**
   * Converts the validated filter to numbers. A malformed id is a 422; a well-formed id that names nothing (a category
   * since deleted, say) simply narrows the search to nothing, so a partner holding a stale id gets an empty page.
   */
  private criteria(filter?: ActivityFilter | null): SearchCriteria {
    if (!filter) return {};
    const fail = (field: string, message: string): never => {
      throw new BadInputError(message, { [field]: message });
    };
    const one = (value: string | null | undefined, field: string, message: string) =>
      value === null || value === undefined ? undefined : (parseId(value) ?? fail(field, message));
    const many = (values: string[] | null | undefined, field: string, message: string) =>
      values?.map((v) => one(v, field, message)!);
    const optional = <T>(value: T | null | undefined) => (value === null ? undefined : value);
    const criteria: SearchCriteria = {
      text: filter.text?.trim() || undefined,
      categoryIds: many(filter.categoryIds, 'categoryIds', 'La categoría no es válida.'),
      destinationId: one(filter.destinationId, 'destinationId', 'El destino no es válido.'),
      originId: one(filter.originId, 'originId', 'El origen no es válido.'),
      startsAt: optional(filter.startsAt),
      slotWithRoom: slotWithRoom(filter),
      durations: filter.durations ?? undefined,
      timeOfDay: filter.timeOfDay?.length ? filter.timeOfDay : undefined,
      guideLanguages: filter.guideLanguages?.map((code) => code.trim().toLowerCase()),
      freeCancellation: optional(filter.freeCancellation),
      minRating: optional(filter.minRating),
      attributeIds: many(filter.attributeIds, 'attributeIds', 'El atributo no es válido.'),
      minPrice: optional(filter.minPrice),
      maxPrice: optional(filter.maxPrice),
      priceAbove: optional(filter.priceAbove),
      priceBelow: optional(filter.priceBelow),
      featured: optional(filter.featured),
    };
    if (
      criteria.minPrice !== undefined &&
      criteria.maxPrice !== undefined &&
      criteria.minPrice > criteria.maxPrice
    )
      fail('maxPrice', 'El precio mínimo no puede ser mayor que el precio máximo.');
    return criteria;
  }
}
