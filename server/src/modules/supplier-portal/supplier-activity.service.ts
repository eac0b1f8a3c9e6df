import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { pageWindow, toPage, type PageOf } from '../../graphql/pagination.js';
import { validateWith } from '../../graphql/validation.js';
import { activitySchema } from '../../../../schema/validation/supplier-portal.js';
import { slugify } from '../../../../schema/slug.js';
import { User, UserRole } from '../account/user.entity.js';
import { ActivityCategory } from '../catalog/activity-category.entity.js';
import { ActivityRegularity } from '../catalog/activity-regularity.entity.js';
import { Activity, ActivityStatus } from '../catalog/activity.entity.js';
import { Language } from '../supplier/language.entity.js';
import { Location } from '../catalog/location.entity.js';
import { MailService } from '../mail/mail.service.js';
import { brandedMail } from '../mail/templates.js';
import { currentSupplier, NOT_FOUND, ownActivity } from './access.js';
import { reviewedChange } from './back-to-review.js';
import { publicContent } from './review-changes.js';
import { sanitizeActivityHtml, visibleText } from './rich-text.js';
import {
  SupplierActivitySort,
  type ActivityInput,
  type ActivityPatchInput,
  type ActivityStatusResult,
  type SupplierActivityListArgs,
} from './supplier-portal.types.js';
import { auditPublication } from '../catalog/activity-audit.js';

export const ACTIVITY_MESSAGES = {
  sentToApproval: 'Enviada a aprobación',
  alreadyPublished: 'La actividad ya está publicada.',
  paused: 'Actividad pausada: ya no está publicada y debe ser aprobada de nuevo.',
  alreadyPaused: 'La actividad ya está pausada y pendiente por aprobación.',
  accountInReview: 'Tu cuenta está en revisión; no puedes publicar todavía.',
  activeBookings: 'La actividad tiene reservas activas.',
  descriptionEmpty: 'La descripción es requerida',
  descriptionShort: 'La descripción debe contener al menos 20 caracteres.',
  badStatus: 'El estado debe ser 0 o 1.',
} as const;

const LOOKUPS = [
  { field: 'categoryId', entity: ActivityCategory, message: 'La categoría no existe.' },
  { field: 'languageId', entity: Language, message: 'El idioma no existe.' },
  { field: 'regularityId', entity: ActivityRegularity, message: 'La regularidad no existe.' },
  { field: 'originId', entity: Location, message: 'El origen no existe.' },
  { field: 'destinationId', entity: Location, message: 'El destino no existe.' },
] as const;

/** The supplier's activities: list, form (create/update), pause/play and soft delete. */
export class SupplierActivityService {
  async list(ctx: Context, args: SupplierActivityListArgs): Promise<PageOf<Activity>> {
    const { offset, limit } = pageWindow(args);
    const supplier = await currentSupplier(ctx);
    const dir = args.direction === 'ASC' ? 'asc' : 'desc';
    const orderBy =
      args.orderBy === SupplierActivitySort.category
        ? { category: { name: dir } }
        : { [args.orderBy ?? 'id']: dir };
    const [items, total] = await ctx.em.findAndCount(
      Activity,
      { supplier: supplier.id, deletedAt: null },
      { orderBy: [orderBy, { id: dir }] as never, limit, offset },
    );
    return toPage(items, total, args);
  }

  get(ctx: Context, id: string): Promise<Activity> {
    return ownActivity(ctx, id);
  }

  /** A new activity always starts pending approval (status 0), whatever the supplier's state. */
  async create(ctx: Context, input: ActivityInput): Promise<Activity> {
    const supplier = await currentSupplier(ctx);
    const fields = await this.fields(ctx, input);
    return ctx.em.transactional(async (em) => {
      const activity = em.create(Activity, {
        ...fields,
        supplier: supplier.id,
        slug: slugify(fields.title) || 'actividad',
        status: ActivityStatus.Pending,
      } as never);
      await em.persist(activity).flush();
      await this.uniqueSlug(em, activity);
      return activity;
    });
  }

  async update(ctx: Context, id: string, input: ActivityInput): Promise<Activity> {
    const fields = await this.fields(ctx, input);
    const own = await ownActivity(ctx, id);
    const { result: activity, backToReview } = await reviewedChange(ctx, own.id, async (em) => {
      const activity = await em.findOneOrFail(Activity, { id: own.id }, { refresh: true });
      const titleChanged = activity.title !== fields.title;
      em.assign(activity, fields as never);
      if (titleChanged) activity.slug = slugify(fields.title) || 'actividad';
      await em.flush();
      if (titleChanged) await this.uniqueSlug(em, activity);
      return activity;
    });
    if (backToReview) activity.status = ActivityStatus.Pending;
    return activity;
  }

  /**
   * Partial update: the saved form with only the given fields changed, validated whole by the form's rules, then
   * saved as `update` does (a public change still sends the activity back to approval).
   */
  async patch(ctx: Context, id: string, patch: ActivityPatchInput): Promise<Activity> {
    const activity = await ownActivity(ctx, id);
    const current: ActivityInput = {
      title: activity.title,
      summary: activity.summary,
      description: activity.description,
      basePrice: activity.basePrice,
      durationQuantity: activity.durationQuantity,
      durationUnit: activity.durationUnit,
      bookBefore: activity.bookBefore,
      cancelBefore: activity.cancelBefore,
      minParticipants: activity.minParticipants,
      expectedParticipants: activity.expectedParticipants,
      maxParticipants: activity.maxParticipants,
      departureAddress: activity.departureAddress,
      categoryId: activity.category.id,
      languageId: activity.language.id,
      regularityId: activity.regularity.id,
      originId: activity.origin.id,
      destinationId: activity.destination.id,
    };
    const given = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== null && value !== undefined),
    );
    const merged = { ...current, ...given } as ActivityInput;
    validateWith(activitySchema, merged);
    return this.update(ctx, id, merged);
  }

  /**
   * Pause (0): unpublishes; the activity needs an admin's approval again. Play (1): never publishes by itself — it
   * (re)sends a pending activity to approval and the admins are told by e-mail. Only admins set status 1.
   */
  async setStatus(ctx: Context, rawId: string, status: number): Promise<ActivityStatusResult> {
    if (status !== 0 && status !== 1)
      throw new BadInputError(ACTIVITY_MESSAGES.badStatus, { status: ACTIVITY_MESSAGES.badStatus });
    const supplier = await currentSupplier(ctx);
    return ctx.em.transactional(async (em) => {
      const own = await ownActivity(ctx, rawId, em);
      const activity = await em.findOneOrFail(
        Activity,
        { id: own.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (status === ActivityStatus.Pending) {
        if (activity.status === ActivityStatus.Pending) {
          return { activity, message: ACTIVITY_MESSAGES.alreadyPaused, sentToApproval: false };
        }
        activity.status = ActivityStatus.Pending;
        await em.flush();
        await auditPublication(em, ctx, activity.id, false);
        // Keep what was approved, so that the review queue shows what changes while it is paused.
        const approved = await publicContent(em, activity.id);
        await em.execute(
          'update activities set approved_content = coalesce(approved_content, ?::jsonb) where id = ?',
          [JSON.stringify(approved), activity.id],
        );
        return { activity, message: ACTIVITY_MESSAGES.paused, sentToApproval: false };
      }
      if (activity.status === ActivityStatus.Active) {
        return { activity, message: ACTIVITY_MESSAGES.alreadyPublished, sentToApproval: false };
      }
      const user = await em.findOneOrFail(User, { id: ctx.user!.id });
      if (!user.activatedAt) throw new ConflictError(ACTIVITY_MESSAGES.accountInReview);
      const admins = await em.find(User, { role: UserRole.Admin, closedAt: null });
      const url = `${ctx.config.appUrl}/admin`;
      for (const admin of admins) {
        MailService.queue(
          em,
          brandedMail({
            to: admin.email,
            name: admin.name,
            subject: 'Actividad enviada a aprobación',
            paragraphs: [
              `${supplier.tradeName} envió la actividad "${activity.title}" (#${activity.id}) a aprobación.`,
              'Revísala en el portal de administración para publicarla o devolverla con un motivo.',
            ],
            action: { label: 'Revisar actividades pendientes', url },
          }),
        );
      }
      // Touch the row: the admins' queue orders by the last request.
      activity.updatedAt = new Date();
      await em.flush();
      return { activity, message: ACTIVITY_MESSAGES.sentToApproval, sentToApproval: true };
    });
  }

  /** Soft delete; refused while the activity has bookings in the cart, ordered or with a payment registered. */
  async remove(ctx: Context, rawId: string): Promise<Activity> {
    return ctx.em.transactional(async (em) => {
      const own = await ownActivity(ctx, rawId, em);
      const activity = await em.findOneOrFail(
        Activity,
        { id: own.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const [row] = await em.execute<{ n: string }[]>(
        'select count(*) as n from bookings where activity_id = ? and status between 1 and 3',
        [activity.id],
      );
      if (Number(row?.n ?? 0) > 0) throw new ConflictError(ACTIVITY_MESSAGES.activeBookings);
      const wasPublished = activity.status === ActivityStatus.Active;
      activity.deletedAt = new Date();
      activity.status = ActivityStatus.Pending;
      await em.flush();
      // Deleting a published activity takes it off the catalogue: the trail shows it as unpublished.
      if (wasPublished) await auditPublication(em, ctx, activity.id, false);
      return activity;
    });
  }

  /** The validated form as entity fields: sanitized description, lookups that exist. */
  private async fields(ctx: Context, input: ActivityInput) {
    const description = sanitizeActivityHtml(input.description);
    const text = visibleText(description);
    if (!text)
      throw new BadInputError(ACTIVITY_MESSAGES.descriptionEmpty, {
        description: ACTIVITY_MESSAGES.descriptionEmpty,
      });
    const problems: Record<string, string> = {};
    for (const lookup of LOOKUPS) {
      const id = input[lookup.field];
      const found = await ctx.em.count(lookup.entity as never, { id } as never);
      if (!found) problems[lookup.field] = lookup.message;
    }
    const first = Object.values(problems)[0];
    if (first) throw new BadInputError(first, problems);
    return {
      title: input.title.trim(),
      summary: input.summary.trim(),
      description,
      basePrice: Number(input.basePrice).toFixed(2),
      durationQuantity: input.durationQuantity,
      durationUnit: input.durationUnit,
      bookBefore: input.bookBefore,
      cancelBefore: input.cancelBefore,
      minParticipants: input.minParticipants,
      expectedParticipants: input.expectedParticipants,
      maxParticipants: input.maxParticipants,
      departureAddress: input.departureAddress.trim(),
      category: input.categoryId,
      language: input.languageId,
      regularity: input.regularityId,
      origin: input.originId,
      destination: input.destinationId,
    };
  }

  /** Another live activity with the same slug → `slug-id` (the id makes it unique). */
  private async uniqueSlug(em: EntityManager, activity: Activity): Promise<void> {
    const clash = await em.count(Activity, { slug: activity.slug, id: { $ne: activity.id } });
    if (clash) {
      activity.slug = `${activity.slug.slice(0, 148)}-${activity.id}`;
      await em.flush();
    }
  }
}

export function assertFound<T>(value: T | null | undefined, message: string = NOT_FOUND.activity): T {
  if (value === null || value === undefined) throw new NotFoundError(message);
  return value;
}
