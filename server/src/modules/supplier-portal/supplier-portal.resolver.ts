import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg, sortDescription, type PageOf } from '../../graphql/pagination.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityDetail } from '../catalog/activity-detail.entity.js';
import { type ActivityImage } from '../catalog/activity-image.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { type ReviewStatus } from '../review/review.entity.js';
import { ActivatedSupplierOnly } from './access.js';
import { ActivityContentService } from './activity-content.service.js';
import { ActivityScheduleService } from './activity-schedule.service.js';
import { SupplierActivityService } from './supplier-activity.service.js';
import {
  ActivityDateInput,
  ActivityDetailInput,
  ActivityDetailPage,
  ActivityImagePage,
  DATE_SORT,
  IMAGE_SORT,
  REVIEW_SORT,
  ActivityPriceInput,
  ActivityPricePage,
  ActivityTimeInput,
  SupplierChildListArgs,
  SupplierDetailListArgs,
  SupplierImageListArgs,
  SupplierReview,
} from './activity-content.types.js';
import {
  ActivityInput,
  ActivityPatchInput,
  ActivityStatusResult,
  ModerationStatus,
  SupplierActivityListArgs,
  SupplierActivityPage,
} from './supplier-portal.types.js';
import { SupplierDashboard, SupplierProfile, UpdateSupplierProfileInput } from './supplier-profile.types.js';
import { SupplierProfileService } from './supplier-profile.service.js';

/** The optional `activityId` of a child mutation: when sent, the object must belong to that activity (REST paths). */
function ParentActivityId(): ReturnType<typeof Arg> {
  return Arg('activityId', () => ID, {
    nullable: true,
    description: 'Si se envía, el objeto debe pertenecer a esta actividad.',
  });
}

/**
 * The supplier portal (aliados): every operation needs the supplier scope and only touches the session supplier's
 * own data; another supplier's ids answer NOT_FOUND. Activity fields (category, images, dates…) are the catalogue's
 * field resolvers.
 */
@Authorized('supplier')
@Resolver()
export class SupplierPortalResolver {
  private readonly profiles = new SupplierProfileService();
  private readonly activities = new SupplierActivityService();
  private readonly schedule = new ActivityScheduleService();
  private readonly content = new ActivityContentService();

  // ---------- dashboard and profile ----------

  @Query(() => SupplierDashboard, { description: 'Tarjetas del inicio del aliado.' })
  supplierDashboard(@Ctx() ctx: Context): Promise<SupplierDashboard> {
    return this.profiles.dashboard(ctx);
  }

  @Query(() => SupplierProfile)
  supplierProfile(@Ctx() ctx: Context): Promise<SupplierProfile> {
    return this.profiles.profile(ctx);
  }

  @Mutation(() => SupplierProfile, {
    description: 'Guarda el perfil y, si se envían, los datos de pago móvil.',
  })
  updateSupplierProfile(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateSupplierProfileInput) input: UpdateSupplierProfileInput,
  ): Promise<SupplierProfile> {
    return this.profiles.update(ctx, input);
  }

  // ---------- activities ----------

  @Query(() => SupplierActivityPage, { description: 'Actividades propias (no eliminadas), 15 por página.' })
  supplierActivities(
    @Ctx() ctx: Context,
    @Args(() => SupplierActivityListArgs) args: SupplierActivityListArgs,
  ): Promise<PageOf<Activity>> {
    return this.activities.list(ctx, args);
  }

  @Query(() => Activity, { description: 'Una actividad propia, con cualquier estado.' })
  supplierActivity(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Activity> {
    return this.activities.get(ctx, id);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Activity, { description: 'Crea una actividad pendiente por aprobación (status 0).' })
  createActivity(
    @Ctx() ctx: Context,
    @Arg('input', () => ActivityInput) input: ActivityInput,
  ): Promise<Activity> {
    return this.activities.create(ctx, input);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Activity, {
    description:
      'Cambia solo los campos enviados del formulario (no el estado); el formulario resultante se valida completo.',
  })
  patchActivity(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ActivityPatchInput) input: ActivityPatchInput,
  ): Promise<Activity> {
    return this.activities.patch(ctx, id, input);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Activity, {
    description: 'Actualiza todos los campos del formulario (no cambia el estado).',
  })
  updateActivity(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ActivityInput) input: ActivityInput,
  ): Promise<Activity> {
    return this.activities.update(ctx, id, input);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityStatusResult, {
    description:
      "0 pausa (deja de publicarse y requiere aprobación de nuevo); 1 envía a aprobación ('Enviada a aprobación'): solo un administrador publica.",
  })
  setActivityStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => Int) status: number,
  ): Promise<ActivityStatusResult> {
    return this.activities.setStatus(ctx, id, status);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Activity, {
    description: 'Eliminación lógica; rechazada con reservas activas (estados 1–3).',
  })
  deleteActivity(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Activity> {
    return this.activities.remove(ctx, id);
  }

  // ---------- dates and time slots ----------

  @Query(() => [ActivityDate], {
    description: 'Todas las fechas (también pasadas) por fecha ascendente, con horarios.',
  })
  activityDates(
    @Ctx() ctx: Context,
    @Arg('activityId', () => ID) activityId: string,
    @OrderByArg(DATE_SORT) orderBy?: string | null,
  ): Promise<ActivityDate[]> {
    return this.schedule.dates(ctx, activityId, orderBy);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityDate)
  createActivityDate(
    @Ctx() ctx: Context,
    @Arg('activityId', () => ID) activityId: string,
    @Arg('input', () => ActivityDateInput) input: ActivityDateInput,
  ): Promise<ActivityDate> {
    return this.schedule.createDate(ctx, activityId, input);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityDate)
  updateActivityDate(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ActivityDateInput) input: ActivityDateInput,
    @ParentActivityId() activityId?: string | null,
  ): Promise<ActivityDate> {
    return this.schedule.updateDate(ctx, id, input, activityId);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Boolean, { description: 'Rechazada si la fecha tiene reservas.' })
  deleteActivityDate(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @ParentActivityId() activityId?: string | null,
  ): Promise<boolean> {
    return this.schedule.deleteDate(ctx, id, activityId);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityTime, { description: 'Cupos libres = cupos esperados al crear.' })
  createActivityTime(
    @Ctx() ctx: Context,
    @Arg('dateId', () => ID) dateId: string,
    @Arg('input', () => ActivityTimeInput) input: ActivityTimeInput,
    @ParentActivityId() activityId?: string | null,
  ): Promise<ActivityTime> {
    return this.schedule.createTime(ctx, dateId, input, activityId);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityTime, {
    description:
      'Cambiar los cupos mueve los libres por la misma diferencia; nunca por debajo de los reservados.',
  })
  updateActivityTime(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ActivityTimeInput) input: ActivityTimeInput,
    @ParentActivityId() activityId?: string | null,
  ): Promise<ActivityTime> {
    return this.schedule.updateTime(ctx, id, input, activityId);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Boolean, { description: 'Rechazada si el horario tiene reservas.' })
  deleteActivityTime(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @ParentActivityId() activityId?: string | null,
  ): Promise<boolean> {
    return this.schedule.deleteTime(ctx, id, activityId);
  }

  // ---------- prices ----------

  @Query(() => ActivityPricePage)
  activityPrices(
    @Ctx() ctx: Context,
    @Args(() => SupplierChildListArgs) args: SupplierChildListArgs,
  ): Promise<PageOf<ActivityPrice>> {
    return this.content.prices(ctx, args);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityPrice)
  createActivityPrice(
    @Ctx() ctx: Context,
    @Arg('activityId', () => ID) activityId: string,
    @Arg('input', () => ActivityPriceInput) input: ActivityPriceInput,
  ): Promise<ActivityPrice> {
    return this.content.createPrice(ctx, activityId, input);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityPrice)
  updateActivityPrice(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ActivityPriceInput) input: ActivityPriceInput,
    @ParentActivityId() activityId?: string | null,
  ): Promise<ActivityPrice> {
    return this.content.updatePrice(ctx, id, input, activityId);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Boolean, {
    description: 'Rechazada para líneas obligatorias y precios usados en reservas.',
  })
  deleteActivityPrice(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @ParentActivityId() activityId?: string | null,
  ): Promise<boolean> {
    return this.content.deletePrice(ctx, id, activityId);
  }

  // ---------- details ----------

  @Query(() => ActivityDetailPage, { description: 'Detalles de un tipo (o todos), ordenables y paginados.' })
  activityDetails(
    @Ctx() ctx: Context,
    @Args(() => SupplierDetailListArgs) args: SupplierDetailListArgs,
  ): Promise<PageOf<ActivityDetail>> {
    return this.content.details(ctx, args);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityDetail)
  createActivityDetail(
    @Ctx() ctx: Context,
    @Arg('activityId', () => ID) activityId: string,
    @Arg('input', () => ActivityDetailInput) input: ActivityDetailInput,
  ): Promise<ActivityDetail> {
    return this.content.createDetail(ctx, activityId, input);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => ActivityDetail)
  updateActivityDetail(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ActivityDetailInput) input: ActivityDetailInput,
    @ParentActivityId() activityId?: string | null,
  ): Promise<ActivityDetail> {
    return this.content.updateDetail(ctx, id, input, activityId);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Boolean)
  deleteActivityDetail(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @ParentActivityId() activityId?: string | null,
  ): Promise<boolean> {
    return this.content.deleteDetail(ctx, id, activityId);
  }

  // ---------- images ----------

  @Query(() => ActivityImagePage, {
    description:
      'La más reciente primero. Se suben por POST multipart /api/v1/suppliers/activity/{id}/images. ' +
      sortDescription(IMAGE_SORT),
  })
  activityImages(
    @Ctx() ctx: Context,
    @Args(() => SupplierImageListArgs) args: SupplierImageListArgs,
  ): Promise<PageOf<ActivityImage>> {
    return this.content.images(ctx, args);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => Boolean, { description: 'Borra la fila y los archivos.' })
  deleteActivityImage(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @ParentActivityId() activityId?: string | null,
  ): Promise<boolean> {
    return this.content.deleteImage(ctx, id, activityId);
  }

  // ---------- comments ----------

  @Query(() => [SupplierReview], {
    description: 'Todas las opiniones de la actividad, la más reciente primero.',
  })
  activityReviews(
    @Ctx() ctx: Context,
    @Arg('activityId', () => ID) activityId: string,
    @OrderByArg(REVIEW_SORT) orderBy?: string | null,
  ): Promise<SupplierReview[]> {
    return this.content.reviews(ctx, activityId, orderBy);
  }

  @UseMiddleware(ActivatedSupplierOnly)
  @Mutation(() => SupplierReview, {
    description:
      'Publica u oculta una opinión; el promedio y la cantidad de la actividad cuentan solo las publicadas.',
  })
  moderateReview(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ModerationStatus) status: ModerationStatus,
    @ParentActivityId() activityId?: string | null,
  ): Promise<SupplierReview> {
    return this.content.moderate(ctx, id, status as unknown as ReviewStatus, activityId);
  }
}
