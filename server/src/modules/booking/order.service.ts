import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { entityOrder, pageWindow, toPage, type PageOf } from '../../graphql/pagination.js';
import { Activity } from '../catalog/activity.entity.js';
import { MailService } from '../mail/mail.service.js';
import { orderPendingMail, type PagoMovilDetails } from '../mail/templates.js';
import { SupplierPaymentData } from '../supplier/supplier-payment-data.entity.js';
import { Bank } from '../supplier/bank.entity.js';
import { BookingDetail } from './booking-detail.entity.js';
import { Booking, BookingStatus } from './booking.entity.js';
import { ORDER_SORT, type OrderListArgs, type PlaceOrderInput } from './booking.inputs.js';
import { BUSINESS_TIME_ZONE, PAYMENT_WINDOW_MS, totalUsd, totalVes } from './booking-rules.js';
import { customerOwner, ownedBookings, type BookingOwner } from './booking-owner.js';
import { bookingRecipients, releaseBookingSeats, toId } from './booking.service.js';
import { Order, OrderStatus } from './order.entity.js';
import { User } from '../account/user.entity.js';
import {
  assertForeignAttendeeRoom,
  foreignAttendee,
  requestAttendeeConsent,
} from './attendee-consent.service.js';
import { PAGO_MOVIL } from '../supplier/payment-method.entity.js';

/** A deadline as Venezuelan wall-clock text for e-mails. */
export function caracasText(date: Date): string {
  return format(new TZDate(date, BUSINESS_TIME_ZONE), 'dd/MM/yyyy hh:mm a');
}

/** The supplier's pago móvil data with the bank's name, for mails. */
export async function pagoMovilOf(em: EntityManager, supplierId: number): Promise<PagoMovilDetails | null> {
  const data = await em.findOne(SupplierPaymentData, {
    supplier: supplierId,
    paymentMethod: { code: PAGO_MOVIL },
  });
  if (!data) return null;
  const bank = await em.findOne(Bank, data.agent);
  return {
    holder: data.name,
    taxId: data.accountId,
    phone: data.account,
    bank: `${data.agent} ${bank?.name ?? ''}`.trim(),
  };
}

/** Orders: placing them from the cart or the wizard, listing the tabs, cancelling an unpaid one. */
export class OrderService {
  async place(
    ctx: Context,
    input: PlaceOrderInput,
    owner: BookingOwner = customerOwner(ctx),
  ): Promise<Order[]> {
    const ids = [...new Set(input.bookingIds.map((id) => toId(id)))];
    if (ids.some((id) => id === undefined)) throw new NotFoundError('La reserva no existe.');
    const attendee = input.name?.trim()
      ? {
          attendeeName: input.name.trim(),
          attendeeNationalId: input.nationalId?.trim(),
          attendeeEmail: input.email?.trim().toLowerCase(),
          attendeePhone: input.phone?.trim(),
        }
      : {};

    const orderIds = await ctx.em.transactional(async (em) => {
      const bookings = await em.find(
        Booking,
        { id: { $in: ids as number[] }, ...ownedBookings(owner) },
        { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (bookings.length !== ids.length) throw new NotFoundError('La reserva no existe.');
      const ownerId = bookings[0]!.user.id;
      const ownerEmail = (await em.findOneOrFail(User, ownerId)).email;
      const foreign = foreignAttendee(ownerEmail, attendee.attendeeEmail);
      if (foreign) await assertForeignAttendeeRoom(em, ctx, ownerId, bookings.length);
      const now = new Date();
      for (const booking of bookings) {
        if (booking.status !== BookingStatus.Cart)
          throw new ConflictError(`La reserva #${booking.id} ya no está en el carrito.`);
        if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime())
          throw new ConflictError(`La reserva #${booking.id} venció; vuelve a reservar.`);
      }
      const orders: Order[] = [];
      for (const booking of bookings) {
        const details = await em.find(BookingDetail, { booking: booking.id });
        if (details.length === 0)
          throw new BadInputError('La reserva no tiene participantes.', { bookingIds: 'Reserva vacía.' });
        em.assign(booking, { status: BookingStatus.Ordered, ...attendee });
        const order = em.create(Order, {
          booking,
          status: OrderStatus.Unpaid,
          paid: false,
          issueDate: now,
          expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
          totalUsd: totalUsd(details),
          totalVes: totalVes(details, booking.exchangeRate),
        });
        orders.push(order);
      }
      await em.flush();
      for (const order of orders) {
        const booking = order.booking.getEntity();
        const activity = await em.findOneOrFail(Activity, booking.activity.id);
        const pagoMovil = await pagoMovilOf(em, activity.supplier.id);
        for (const to of await bookingRecipients(em, booking)) {
          const summary = {
            id: order.id,
            activity: activity.title,
            totalUsd: order.totalUsd,
            totalVes: order.totalVes,
            deadline: caracasText(order.expiresAt),
          };
          MailService.queue(em, orderPendingMail(to.email, to.name, summary, pagoMovil));
        }
      }
      if (foreign) await requestAttendeeConsent(em, ctx, ownerId, foreign);
      await em.flush();
      return orders.map((o) => o.id);
    });
    return ctx.em.find(Order, { id: { $in: orderIds } }, { orderBy: { id: 'asc' }, refresh: true });
  }

  /** Own orders for a tab: unpaid 0/false, processing 1/false, processed 1/true, cancelled 2. Newest first. */
  async list(ctx: Context, args: OrderListArgs): Promise<PageOf<Order>> {
    const { offset, limit } = pageWindow(args);
    if (args.status !== undefined && args.status !== null && ![0, 1, 2].includes(args.status))
      throw new BadInputError('El estado debe ser 0, 1 o 2.', { status: 'Debe ser 0, 1 o 2.' });
    const where = {
      booking: { user: ctx.user!.id },
      ...(args.status !== undefined && args.status !== null ? { status: args.status } : {}),
      ...(args.paid !== undefined && args.paid !== null ? { paid: args.paid } : {}),
    };
    const [items, total] = await ctx.em.findAndCount(Order, where, {
      orderBy: entityOrder(args.orderBy, ORDER_SORT, { id: 'desc' }) as never,
      limit,
      offset,
    });
    return toPage(items, total, args);
  }

  /** Cancels an own unpaid order: order 2, booking 5, seats back exactly once. */
  async remove(ctx: Context, id: string): Promise<boolean> {
    const orderId = toId(id);
    const notFound = new NotFoundError('El pedido no existe.');
    if (!orderId) throw notFound;
    const order = await ctx.em.findOne(Order, { id: orderId, booking: { user: ctx.user!.id } });
    if (!order) throw notFound;
    await ctx.em.transactional(async (em) => {
      const cancelled = await em.execute<{ id: number }[]>(
        `update orders set status = ${OrderStatus.Cancelled}, updated_at = now()
         where id = ? and status = ${OrderStatus.Unpaid} returning id`,
        [orderId],
      );
      if (cancelled.length === 0) throw new ConflictError('Solo se pueden eliminar pedidos por pagar.');
      await releaseBookingSeats(em, order.booking.id, [BookingStatus.Ordered]);
    });
    ctx.em.clear();
    return true;
  }
}
