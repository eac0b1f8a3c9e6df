import { ref, UniqueConstraintViolationException } from '@mikro-orm/core';
import { REVIEW_MESSAGES } from '../../../../schema/validation/review.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../../graphql/errors.js';
import { slotStart } from '../booking/booking-rules.js';
import { Booking, BookingStatus } from '../booking/booking.entity.js';
import { Review, type ReviewStatus } from './review.entity.js';
import { idOf } from '../../graphql/ids.js';
import { applyModeration, REVIEW_NOT_FOUND } from './moderation.js';
import type { WriteReviewInput } from './review.inputs.js';

const DAY_MS = 86_400_000;

/** When the booked slot ends (Caracas wall-clock); a slot ending before it starts runs past midnight. */
export async function slotEnd(booking: Booking): Promise<Date> {
  const date = await booking.activityDate.load({ dataloader: true });
  const time = await booking.activityTime.load({ dataloader: true });
  if (!date || !time) return new Date(8.64e15);
  const end = slotStart(date.startsAt, time.endsAt);
  return time.endsAt < time.startsAt ? new Date(end.getTime() + DAY_MS) : end;
}

/**
 * Customers' reviews. A review needs the booking's own customer, a processed (paid) booking whose slot has
 * ended, and no earlier review of it (unique booking_id: a concurrent second one is a clean 409). It lands
 * pending; the activity's supplier publishes or hides it (supplier portal), and only published ones count.
 */
export class ReviewService {
  async write(ctx: Context, input: WriteReviewInput): Promise<Review> {
    if (!ctx.user) throw new UnauthenticatedError();
    const id = idOf(input.bookingId, REVIEW_MESSAGES.notFound);
    // Another customer's booking looks exactly like a missing one.
    const booking = await ctx.em.findOne(Booking, { id, user: ctx.user.id });
    if (!booking) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    if (booking.status !== BookingStatus.Paid) throw new ConflictError(REVIEW_MESSAGES.notPaid);
    if ((await slotEnd(booking)).getTime() > Date.now()) throw new ConflictError(REVIEW_MESSAGES.notYet);
    if ((await ctx.em.count(Review, { booking: id })) > 0) throw new ConflictError(REVIEW_MESSAGES.already);
    const review = ctx.em.create(Review, {
      activity: booking.activity,
      user: ref(ctx.user),
      booking: ref(booking),
      rating: input.rating,
      title: input.title.trim(),
      message: input.message.trim(),
    });
    try {
      await ctx.em.persist(review).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError(REVIEW_MESSAGES.already);
      throw error;
    }
    return review;
  }

  /** An admin publishes or hides any review (suppliers do it for their own activities in the supplier portal). */
  async moderateAsAdmin(ctx: Context, rawId: string, status: ReviewStatus): Promise<Review> {
    const id = idOf(rawId, REVIEW_NOT_FOUND);
    const review = await ctx.em.findOne(Review, { id });
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
    await applyModeration(ctx, id, review.activity.id, status);
    return ctx.em.findOneOrFail(Review, { id }, { refresh: true });
  }

  /** The booking's review for its own customer (the bookings area); nobody else sees it through the booking. */
  async ofBooking(ctx: Context, booking: Booking): Promise<Review | null> {
    if (!ctx.user || booking.user.id !== ctx.user.id) return null;
    // Only processed bookings can be reviewed: the other tabs cost no query.
    if (booking.status !== BookingStatus.Paid) return null;
    return ctx.loaders.review.byBooking.load(booking.id);
  }

  /** Whether the customer may write a review of this booking now ('Escribir opinión'). */
  async canWrite(ctx: Context, booking: Booking): Promise<boolean> {
    if (!ctx.user || booking.user.id !== ctx.user.id || booking.status !== BookingStatus.Paid) return false;
    if (await ctx.loaders.review.byBooking.load(booking.id)) return false;
    return (await slotEnd(booking)).getTime() <= Date.now();
  }
}
