import { activityImageSchema } from '../../../../schema/validation/supplier-portal.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { entityOrder, pageWindow, toPage, type PageOf } from '../../graphql/pagination.js';
import { validateWith } from '../../graphql/validation.js';
import { User } from '../account/user.entity.js';
import { ActivityAttributeTemplate } from '../catalog/activity-attribute-template.entity.js';
import { ActivityDetail, ActivityDetailType } from '../catalog/activity-detail.entity.js';
import { ActivityImage } from '../catalog/activity-image.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { Review, ReviewStatus } from '../review/review.entity.js';
import { deleteStoredImage, storeImage } from '../media/image-storage.js';
import { applyModeration } from '../review/moderation.js';
import { objectStore } from '../media/object-store.js';
import { NOT_FOUND, idOf, ownActivity, ownChildActivityId } from './access.js';
import { reviewedChange } from './back-to-review.js';
import {
  IMAGE_SORT,
  REVIEW_SORT,
  type ActivityDetailInput,
  type ActivityPriceInput,
  type SupplierChildListArgs,
  type SupplierDetailListArgs,
  type SupplierImageListArgs,
  type SupplierReview,
} from './activity-content.types.js';
import { SortDirection, SupplierListSort } from './supplier-portal.types.js';
import { auditPriceChange, priceSnapshot } from '../catalog/activity-audit.js';

export const CONTENT_MESSAGES = {
  mandatoryPrice: 'Las líneas de precio obligatorias no se pueden eliminar.',
  priceInUse: 'El precio está en reservas; no se puede eliminar.',
  templateMissing: 'El atributo no existe.',
  typeChange: 'No se puede cambiar el tipo de un detalle.',
} as const;

function childSql(table: string) {
  return { table, activityColumn: 'x.activity_id' };
}

function direction(dir: SortDirection): 'asc' | 'desc' {
  return dir === SortDirection.DESC ? 'desc' : 'asc';
}

/** Prices, details (attributes, highlights, unsuitables, FAQ), images and comments of one's own activities. */
export class ActivityContentService {
  // ---------- prices ----------

  async prices(ctx: Context, args: SupplierChildListArgs): Promise<PageOf<ActivityPrice>> {
    const { offset, limit } = pageWindow(args);
    const activity = await ownActivity(ctx, args.activityId);
    const column = args.orderBy === SupplierListSort.position ? SupplierListSort.id : args.orderBy;
    const [items, total] = await ctx.em.findAndCount(
      ActivityPrice,
      { activity: activity.id },
      { orderBy: [{ [column]: direction(args.direction) }, { id: 'asc' }] as never, limit, offset },
    );
    return toPage(items, total, args);
  }

  async createPrice(ctx: Context, activityId: string, input: ActivityPriceInput): Promise<ActivityPrice> {
    const activity = await ownActivity(ctx, activityId);
    const { result } = await reviewedChange(ctx, activity.id, async (em) => {
      const price = em.create(ActivityPrice, { activity: activity.id, ...this.priceFields(input) } as never);
      await em.persist(price).flush();
      await auditPriceChange(em, ctx, activity.id, price.id, null, priceSnapshot(price));
      return price;
    });
    return result;
  }

  async updatePrice(
    ctx: Context,
    rawId: string,
    input: ActivityPriceInput,
    activityId?: string | null,
  ): Promise<ActivityPrice> {
    const own = await ownChildActivityId(
      ctx,
      rawId,
      childSql('activity_prices'),
      NOT_FOUND.price,
      activityId,
    );
    const { result } = await reviewedChange(ctx, own.activityId, async (em) => {
      const price = await em.findOneOrFail(ActivityPrice, { id: own.id });
      const before = priceSnapshot(price);
      em.assign(price, this.priceFields(input));
      await auditPriceChange(em, ctx, own.activityId, price.id, before, priceSnapshot(price));
      return price;
    });
    return result;
  }

  async deletePrice(ctx: Context, rawId: string, activityId?: string | null): Promise<boolean> {
    const { id, activityId: parent } = await ownChildActivityId(
      ctx,
      rawId,
      childSql('activity_prices'),
      NOT_FOUND.price,
      activityId,
    );
    const { result } = await reviewedChange(ctx, parent, async (em) => {
      const [row] = await em.execute<
        { mandatory: boolean; title: string; price: string; participants: number }[]
      >('select mandatory, title, price, participants from activity_prices where id = ? for update', [id]);
      if (row?.mandatory) throw new ConflictError(CONTENT_MESSAGES.mandatoryPrice);
      const [used] = await em.execute<{ n: string }[]>(
        'select count(*) as n from booking_details where activity_price_id = ?',
        [id],
      );
      if (Number(used?.n ?? 0) > 0) throw new ConflictError(CONTENT_MESSAGES.priceInUse);
      await em.execute('delete from activity_prices where id = ?', [id]);
      if (row) await auditPriceChange(em, ctx, parent, id, priceSnapshot(row), null);
      return true;
    });
    return result;
  }

  private priceFields(input: ActivityPriceInput) {
    return {
      title: input.title.trim(),
      description: input.description?.trim() || undefined,
      price: Number(input.price).toFixed(2),
      participants: input.participants,
    };
  }

  // ---------- details ----------

  async details(ctx: Context, args: SupplierDetailListArgs): Promise<PageOf<ActivityDetail>> {
    const { offset, limit } = pageWindow(args);
    const activity = await ownActivity(ctx, args.activityId);
    const column =
      args.orderBy === SupplierListSort.price || args.orderBy === SupplierListSort.participants
        ? SupplierListSort.id
        : args.orderBy;
    const where = args.type ? { activity: activity.id, type: args.type } : { activity: activity.id };
    const [items, total] = await ctx.em.findAndCount(ActivityDetail, where, {
      orderBy: [{ [column]: direction(args.direction) }, { id: 'asc' }] as never,
      limit,
      offset,
    });
    return toPage(items, total, args);
  }

  async createDetail(ctx: Context, activityId: string, input: ActivityDetailInput): Promise<ActivityDetail> {
    const activity = await ownActivity(ctx, activityId);
    const fields = await this.detailFields(ctx, input);
    let position = input.position ?? undefined;
    if (position === undefined) {
      const [row] = await ctx.em.execute<{ p: number | null }[]>(
        'select max(position) as p from activity_details where activity_id = ? and type = ?',
        [activity.id, input.type],
      );
      position = row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
    }
    const { result } = await reviewedChange(ctx, activity.id, async (em) => {
      const detail = em.create(ActivityDetail, {
        activity: activity.id,
        type: input.type,
        position,
        ...fields,
      } as never);
      await em.persist(detail).flush();
      return detail;
    });
    return result;
  }

  async updateDetail(
    ctx: Context,
    rawId: string,
    input: ActivityDetailInput,
    activityId?: string | null,
  ): Promise<ActivityDetail> {
    const own = await ownChildActivityId(
      ctx,
      rawId,
      childSql('activity_details'),
      NOT_FOUND.detail,
      activityId,
    );
    const fields = await this.detailFields(ctx, input);
    const { result } = await reviewedChange(ctx, own.activityId, async (em) => {
      const detail = await em.findOneOrFail(ActivityDetail, { id: own.id });
      if (detail.type !== input.type)
        throw new BadInputError(CONTENT_MESSAGES.typeChange, { type: CONTENT_MESSAGES.typeChange });
      em.assign(detail, fields);
      if (input.position !== undefined && input.position !== null) detail.position = input.position;
      return detail;
    });
    return result;
  }

  async deleteDetail(ctx: Context, rawId: string, activityId?: string | null): Promise<boolean> {
    const own = await ownChildActivityId(
      ctx,
      rawId,
      childSql('activity_details'),
      NOT_FOUND.detail,
      activityId,
    );
    await reviewedChange(ctx, own.activityId, (em) => em.nativeDelete(ActivityDetail, { id: own.id }));
    return true;
  }

  /** Attributes copy the template's name and description (read-only); the others take the form's text. */
  private async detailFields(ctx: Context, input: ActivityDetailInput) {
    if (input.type === ActivityDetailType.Attribute) {
      const template = await ctx.em.findOne(ActivityAttributeTemplate, {
        id: input.attributeTemplateId ?? 0,
      });
      if (!template) {
        throw new BadInputError(CONTENT_MESSAGES.templateMissing, {
          attributeTemplateId: CONTENT_MESSAGES.templateMissing,
        });
      }
      return {
        title: template.name,
        description: template.description || undefined,
        value: Boolean(input.value),
        attributeTemplate: template.id,
      };
    }
    return {
      title: (input.title ?? '').trim(),
      description: input.description?.trim() || undefined,
      value: undefined,
      attributeTemplate: undefined,
    };
  }

  // ---------- images ----------

  async images(ctx: Context, args: SupplierImageListArgs): Promise<PageOf<ActivityImage>> {
    const { offset, limit } = pageWindow(args);
    const activity = await ownActivity(ctx, args.activityId);
    const [items, total] = await ctx.em.findAndCount(
      ActivityImage,
      { activity: activity.id },
      { orderBy: entityOrder(args.orderBy, IMAGE_SORT, { id: 'desc' }) as never, limit, offset },
    );
    return toPage(items, total, args);
  }

  /** Stores the re-encoded picture (metadata stripped) and its row; the files go if the row cannot be written. */
  async addImage(
    ctx: Context,
    activityId: string,
    data: Buffer,
    description?: string,
  ): Promise<ActivityImage> {
    const activity = await ownActivity(ctx, activityId);
    validateWith(activityImageSchema, { description });
    const text = description?.trim() || undefined;
    await assertImageRoom(ctx, activity.id, activity.supplier.id);
    const stored = await storeImage(objectStore(ctx.config), data);
    try {
      const { result } = await reviewedChange(ctx, activity.id, async (em) => {
        const [row] = await em.execute<{ p: number | null }[]>(
          'select max(position) as p from activity_images where activity_id = ?',
          [activity.id],
        );
        const position = row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
        const image = em.create(ActivityImage, {
          activity: activity.id,
          path: stored.path,
          thumbnailPath: stored.thumbnailPath,
          width: stored.width,
          height: stored.height,
          bytes: stored.bytes,
          description: text,
          position,
        } as never);
        await em.persist(image).flush();
        return image;
      });
      return result;
    } catch (error) {
      await deleteStoredImage(objectStore(ctx.config), stored);
      throw error;
    }
  }

  async deleteImage(ctx: Context, rawId: string, activityId?: string | null): Promise<boolean> {
    const own = await ownChildActivityId(
      ctx,
      rawId,
      childSql('activity_images'),
      NOT_FOUND.image,
      activityId,
    );
    const image = await ctx.em.findOneOrFail(ActivityImage, { id: own.id });
    const files = { path: image.path, thumbnailPath: image.thumbnailPath };
    // Removing a picture of a published activity is a change of what the public sees: back to review too.
    await reviewedChange(ctx, own.activityId, (em) => em.nativeDelete(ActivityImage, { id: own.id }));
    // The row is gone, so the picture is unreachable: a store hiccup leaves a harmless orphan, not a failed delete.
    await deleteStoredImage(objectStore(ctx.config), files).catch(() => undefined);
    return true;
  }

  // ---------- comments ----------

  async reviews(ctx: Context, activityId: string, orderBy?: string | null): Promise<SupplierReview[]> {
    const activity = await ownActivity(ctx, activityId);
    const reviews = await ctx.em.find(
      Review,
      { activity: activity.id },
      { orderBy: entityOrder(orderBy, REVIEW_SORT, { createdAt: 'desc', id: 'desc' }) as never },
    );
    const users = await ctx.em.find(User, { id: { $in: [...new Set(reviews.map((r) => r.user.id))] } });
    const byId = new Map(users.map((u) => [u.id, u]));
    return reviews.map((review) => this.reviewView(review, byId.get(review.user.id)));
  }

  /** Publishes or hides one opinion of an own activity (rating and commentsCount follow: review/moderation.ts). */
  async moderate(
    ctx: Context,
    rawId: string,
    status: ReviewStatus,
    expectedActivityId?: string | null,
  ): Promise<SupplierReview> {
    const id = idOf(rawId, NOT_FOUND.review);
    const { activityId } = await ownChildActivityId(
      ctx,
      id,
      childSql('reviews'),
      NOT_FOUND.review,
      expectedActivityId,
    );
    if (status !== ReviewStatus.Published && status !== ReviewStatus.Hidden) {
      throw new BadInputError('El estado debe ser publicado u oculto', {
        status: 'El estado debe ser publicado u oculto',
      });
    }
    await applyModeration(ctx, id, activityId, status);
    const review = await ctx.em.findOne(Review, { id }, { refresh: true });
    if (!review) throw new NotFoundError(NOT_FOUND.review);
    const user = await ctx.em.findOne(User, { id: review.user.id });
    return this.reviewView(review, user ?? undefined);
  }

  private reviewView(review: Review, user: User | undefined): SupplierReview {
    return {
      id: review.id,
      rating: review.rating,
      title: review.title,
      message: review.message,
      status: review.status,
      createdAt: review.createdAt,
      personName: user?.name ?? '',
      personAvatar: user?.avatar ?? null,
      location: user?.city ?? null,
    };
  }
}

/**
 * The picture caps, checked before the upload is decoded: images per activity and bytes stored per
 * supplier. Two uploads racing may overshoot by one picture each; the caps bound abuse, not exact quotas.
 */
async function assertImageRoom(ctx: Context, activityId: number, supplierId: number): Promise<void> {
  const { perActivity, storagePerSupplierMb } = ctx.config.imageLimits;
  const [row] = await ctx.em.execute<{ images: string; bytes: string }[]>(
    `select (select count(*) from activity_images where activity_id = ?) as images,
       (select coalesce(sum(i.bytes), 0) from activity_images i join activities a on a.id = i.activity_id
        where a.supplier_id = ?) as bytes`,
    [activityId, supplierId],
  );
  if (perActivity && Number(row!.images) >= perActivity) {
    const message = `Cada actividad admite como máximo ${perActivity} imágenes. Elimine alguna antes de subir otra.`;
    throw new BadInputError(message, { image: message });
  }
  if (storagePerSupplierMb && Number(row!.bytes) >= storagePerSupplierMb * 1024 * 1024) {
    const message = `Alcanzó el espacio máximo para imágenes de su cuenta (${storagePerSupplierMb} MB). Elimine alguna antes de subir otra.`;
    throw new BadInputError(message, { image: message });
  }
}
