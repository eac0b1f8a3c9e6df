import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { BadInputError } from '../../graphql/errors.js';
import { signImageUrl } from '../media/image-access.js';
import { IMAGE_SIZES, imageUrl, isImageSize } from '../media/image-route.js';
import { ActivityDate } from './activity-date.entity.js';
import { ActivityImage } from './activity-image.entity.js';
import { ActivityTime } from './activity-time.entity.js';
import type { DateView, ImageView, SlotAvailabilityView, TimeView } from './catalog.loaders.js';
import { SlotAvailability } from './slot-availability.js';

@Resolver(() => ActivityDate)
export class ActivityDateResolver {
  @FieldResolver(() => [ActivityTime], { description: 'Horarios del día, por hora de inicio.' })
  times(@Root() root: ActivityDate | DateView, @Ctx() ctx: Context): TimeView[] | Promise<TimeView[]> {
    // Dates from Activity.dates carry their slots already; an ActivityDate entity from elsewhere is batched here.
    return Array.isArray(root.times) ? root.times : ctx.loaders.catalog.times.load(root.id);
  }
}

@Resolver(() => ActivityTime)
export class ActivityTimeResolver {
  @FieldResolver(() => SlotAvailability, {
    description:
      'Si se puede reservar ahora para al menos una persona (AVAILABLE) o por qué no: salida cancelada, día pasado, ya comenzó, dentro del plazo `bookBefore` de la actividad, o agotado.',
  })
  availability(
    @Root() root: ActivityTime | TimeView,
    @Ctx() ctx: Context,
  ): SlotAvailability | Promise<SlotAvailability> {
    return 'availability' in root ? root.availability : slotState(root, ctx).then((s) => s.availability);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Por qué no se puede reservar, en español; null si se puede.',
  })
  unavailableReason(
    @Root() root: ActivityTime | TimeView,
    @Ctx() ctx: Context,
  ): string | undefined | Promise<string | undefined> {
    return 'availability' in root
      ? root.unavailableReason
      : slotState(root, ctx).then((s) => s.unavailableReason);
  }
}

/** Slots from `Activity.dates` and `ActivityDate.times` carry their availability; an entity's is batched here. */
function slotState(root: ActivityTime, ctx: Context): Promise<SlotAvailabilityView> {
  return ctx.loaders.catalog.slotAvailability.load(root.id);
}

/**
 * A picture's URL as is when its activity is public, else signed for a short while. Synchronous when the
 * read path already says whether the activity is public (every card and activity page), so a page's pictures add no
 * promise each to the execution.
 */
function visibleUrl(root: ActivityImage | ImageView, url: string, ctx: Context): string | Promise<string> {
  const sign = (isPublic: boolean) => (isPublic ? url : signImageUrl(url, ctx.config.imageUrls));
  if ('public' in root) return sign(root.public);
  return ctx.loaders.catalog.publicActivity.load(root.activity.id).then(sign);
}

@Resolver(() => ActivityImage)
export class ActivityImageResolver {
  @FieldResolver(() => String, {
    description:
      '/uploads/activities/<uuid>.webp; firmada (?exp=…&sig=…, vence) si la actividad no es pública: solo su aliado y los administradores la ven.',
  })
  path(@Root() root: ActivityImage | ImageView, @Ctx() ctx: Context): string | Promise<string> {
    return visibleUrl(root, root.path, ctx);
  }

  @FieldResolver(() => String, {
    description: '/uploads/activities/<uuid>-480.webp (480×480); firmada como `path`.',
  })
  thumbnailPath(@Root() root: ActivityImage | ImageView, @Ctx() ctx: Context): string | Promise<string> {
    return visibleUrl(root, root.thumbnailPath, ctx);
  }

  @FieldResolver(() => String, {
    description: `URL de la imagen recortada a un tamaño permitido (${IMAGE_SIZES.join(', ')}) en WebP; sin tamaño, el original. Tarjetas: 480x480. Firmada como \`path\`.`,
  })
  url(
    @Root() root: ActivityImage | ImageView,
    @Ctx() ctx: Context,
    @Arg('size', () => String, { nullable: true }) size?: string | null,
  ): string | Promise<string> {
    if (!size) return visibleUrl(root, root.path, ctx);
    if (!isImageSize(size))
      throw new BadInputError(`Tamaño de imagen no permitido. Use uno de: ${IMAGE_SIZES.join(', ')}.`, {
        size: 'Tamaño no permitido.',
      });
    return visibleUrl(root, imageUrl(root.path, size), ctx);
  }
}
