import { GUEST_LINK_INVALID } from '../../../../schema/validation/booking.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { grantGuestAccess, guestOwner, hashGuestToken, newGuestToken } from './booking-owner.js';
import { Booking, BookingStatus } from './booking.entity.js';
import type { GuestOrderInput, RegisterPaymentInput } from './booking.inputs.js';
import { lockOwnBooking, toId } from './booking.service.js';
import type { Order } from './order.entity.js';
import { OrderService } from './order.service.js';
import type { Payment } from './payment.entity.js';
import { PaymentService } from './payment.service.js';

const orders = new OrderService();

/** A link is void once the booking is paid or cancelled; a rejected payment (back to Ordered) reopens it. */
const LINK_OPEN_STATUSES = [BookingStatus.Cart, BookingStatus.Ordered, BookingStatus.PaymentRegistered];
const payments = new PaymentService();

/**
 * The offline wizard's shared link (customer spec §2.9: usable without login, on behalf of another person). The
 * booking's owner shares it; whoever holds it may read that one booking as the wizard shows it, give the attendee's
 * details, place its order and register its payment — nothing else of the owner's account.
 */
export class GuestLinkService {
  /** A new link secret for an own booking still to be paid; the previous link stops working. */
  async share(ctx: Context, id: string): Promise<string> {
    const { token, hash } = newGuestToken();
    await ctx.em.transactional(async (em) => {
      const booking = await lockOwnBooking(em, ctx, id);
      if (booking.status !== BookingStatus.Cart && booking.status !== BookingStatus.Ordered)
        throw new ConflictError('Solo se puede compartir una reserva pendiente de pago.');
      booking.guestTokenHash = hash;
    });
    return token;
  }

  /** The booking a link opens; NOT_FOUND for a wrong id or secret, so links cannot be probed. */
  async booking(ctx: Context, id: string, token: string): Promise<Booking> {
    const bookingId = toId(id);
    if (!bookingId || !token.trim() || token.length > 100) throw new NotFoundError(GUEST_LINK_INVALID);
    const booking = await ctx.em.findOne(Booking, {
      id: bookingId,
      guestTokenHash: hashGuestToken(token),
      status: { $in: LINK_OPEN_STATUSES },
    });
    if (!booking) throw new NotFoundError(GUEST_LINK_INVALID);
    grantGuestAccess(ctx, booking.id);
    return booking;
  }

  async placeOrder(ctx: Context, input: GuestOrderInput): Promise<Order[]> {
    const { bookingId, token, ...attendee } = input;
    return orders.place(ctx, { bookingIds: [bookingId], ...attendee }, guestOwner(token));
  }

  async registerPayment(ctx: Context, token: string, input: RegisterPaymentInput): Promise<Payment> {
    if (!token.trim() || token.length > 100) throw new NotFoundError(GUEST_LINK_INVALID);
    return payments.register(ctx, input, guestOwner(token));
  }
}
