import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Booking } from '../booking/booking.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { Review, type ReviewStatus } from './review.entity.js';
import { ModerationStatus } from './moderation.js';
import type { ReviewView } from './published-reviews.js';
import { WriteReviewInput } from './review.inputs.js';
import { ReviewService } from './review.service.js';

const reviews = new ReviewService();

@Resolver()
export class WriteReviewResolver {
  @Authorized('client')
  @Mutation(() => Review, {
    description: 'Opinión del cliente sobre su reserva pagada y ya realizada; queda pendiente de moderación.',
  })
  writeReview(
    @Ctx() ctx: Context,
    @Arg('input', () => WriteReviewInput) input: WriteReviewInput,
  ): Promise<Review> {
    return reviews.write(ctx, input);
  }

  @Authorized('admin')
  @Mutation(() => Review, {
    description:
      'Administración: publica u oculta cualquier opinión; el promedio cuenta solo las publicadas.',
  })
  adminModerateReview(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ModerationStatus) status: ModerationStatus,
  ): Promise<Review> {
    return reviews.moderateAsAdmin(ctx, id, status as unknown as ReviewStatus);
  }
}

/** The bookings area's 'Escribir opinión' / 'Opinión enviada' (Procesado tab). */
@Resolver(() => Booking)
export class BookingReviewResolver {
  @FieldResolver(() => Review, {
    nullable: true,
    description: 'La opinión escrita sobre esta reserva (solo para su cliente), con su estado de moderación.',
  })
  review(@Root() booking: Booking, @Ctx() ctx: Context): Promise<Review | null> {
    return reviews.ofBooking(ctx, booking);
  }

  @FieldResolver(() => Boolean, {
    description: 'true si el cliente puede opinar ahora: reserva pagada, actividad terminada y sin opinión.',
  })
  reviewable(@Root() booking: Booking, @Ctx() ctx: Context): Promise<boolean> {
    return reviews.canWrite(ctx, booking);
  }
}

/** The activity page's reviews: a field of the catalogue's Activity, added from here so catalog stays below. */
@Resolver(() => Activity)
export class ActivityReviewsResolver {
  @FieldResolver(() => [Review], { description: 'Opiniones publicadas, la más reciente primero.' })
  reviews(@Root() root: { id: number }, @Ctx() ctx: Context): Promise<ReviewView[]> {
    return ctx.loaders.review.published.load(root.id);
  }
}

@Resolver(() => Review)
export class ReviewFieldsResolver {
  @FieldResolver(() => String, { description: 'Nombre de quien opina.' })
  personName(@Root() root: Review | ReviewView): string | Promise<string> {
    if ('personName' in root && typeof root.personName === 'string') return root.personName;
    return (root as Review).user.load({ dataloader: true }).then((user) => user?.name ?? '');
  }
}

export const reviewResolvers = [
  WriteReviewResolver,
  BookingReviewResolver,
  ActivityReviewsResolver,
  ReviewFieldsResolver,
] as const;
