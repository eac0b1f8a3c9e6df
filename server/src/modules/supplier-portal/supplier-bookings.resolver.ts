import { Args, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { sortDescription, type PageOf } from '../../graphql/pagination.js';
import { Booking, BookingStatus } from '../booking/booking.entity.js';
import { PAYMENT_SORT, PaymentPage } from '../booking/booking.inputs.js';
import type { Payment } from '../booking/payment.entity.js';
import { PaymentStatus } from '../booking/payment.entity.js';
import { RefundStatus } from '../booking/refund.entity.js';
import { rescheduleEvents } from '../booking/reschedule-history.js';
import { SupplierBookingService } from './supplier-bookings.service.js';
import { SupplierPaymentService } from './supplier-payments.service.js';
import { SupplierTodayService } from './supplier-today.service.js';
import { SupplierToday } from './supplier-today.types.js';
import {
  BookingCustomer,
  BookingEvent,
  SUPPLIER_BOOKING_SORT,
  SupplierBookingListArgs,
  SupplierBookingPage,
  SupplierPendingPaymentsArgs,
  type SupplierBookingRow,
} from './supplier-bookings.types.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

const service = new SupplierBookingService();
const payments = new SupplierPaymentService();
const day = new SupplierTodayService();

@Authorized('supplier')
@Resolver()
export class SupplierBookingsResolver {
  @Query(() => SupplierBookingPage, {
    description:
      'Reservas de todas las actividades del aliado (sin las de carrito), por salida más reciente primero. ' +
      sortDescription(SUPPLIER_BOOKING_SORT),
  })
  supplierBookings(
    @Ctx() ctx: Context,
    @Args(() => SupplierBookingListArgs) args: SupplierBookingListArgs,
  ): Promise<PageOf<SupplierBookingRow>> {
    return service.list(ctx, args);
  }

  @Query(() => PaymentPage, {
    description:
      'Pagos por verificar de las actividades del aliado, el más antiguo primero (se confirman con confirmPayment ' +
      'y se rechazan con rejectPayment). ' +
      sortDescription(PAYMENT_SORT),
  })
  supplierPendingPayments(
    @Ctx() ctx: Context,
    @Args(() => SupplierPendingPaymentsArgs) args: SupplierPendingPaymentsArgs,
  ): Promise<PageOf<Payment>> {
    return payments.pending(ctx, args);
  }

  @Query(() => SupplierToday, {
    description:
      'Qué hacer ahora: salidas de hoy y mañana, pagos por verificar, salidas bajo el mínimo, reembolsos abiertos ' +
      'y reservas e ingresos de los últimos 30 días.',
  })
  supplierToday(@Ctx() ctx: Context): Promise<SupplierToday> {
    return day.today(ctx);
  }

  @Query(() => Int, {
    description: 'Cuántos pagos esperan verificación (una sola consulta; el menú la repite).',
  })
  supplierPendingPaymentCount(@Ctx() ctx: Context): Promise<number> {
    return payments.pendingCount(ctx);
  }
}

/** Whether the session is the booking's account, an admin, or the supplier of the booking's activity. */
async function seesContact(ctx: Context, booking: Booking): Promise<boolean> {
  if (!ctx.user) return false;
  if (ctx.scopes.includes('admin') || booking.user.id === ctx.user.id) return true;
  if (!ctx.scopes.includes('supplier')) return false;
  const activity = await booking.activity.load({ dataloader: true });
  const supplier = await sessionSupplier(ctx);
  return !!activity && !!supplier && activity.supplier.id === supplier.id;
}

/** The booking screen of the supplier: who booked it, and what happened to it. */
@Resolver(() => Booking)
export class BookingStaffFieldsResolver {
  @FieldResolver(() => BookingCustomer, {
    nullable: true,
    description:
      'La cuenta que reservó (nombre, correo, teléfono): para ella, el aliado de la actividad y administradores.',
  })
  async customer(@Root() root: Booking, @Ctx() ctx: Context): Promise<BookingCustomer | null> {
    if (!(await seesContact(ctx, root))) return null;
    const user = await root.user.load({ dataloader: true });
    return user ? { name: user.name, email: user.email, phone: user.phone ?? null } : null;
  }

  @FieldResolver(() => [BookingEvent], {
    description:
      'Historia de la reserva, la más antigua primero: pedidos, pagos, llegada, cancelación, reembolso.',
  })
  async history(@Root() root: Booking, @Ctx() ctx: Context): Promise<BookingEvent[]> {
    const loaders = ctx.loaders.booking;
    const events: BookingEvent[] = [{ at: root.createdAt, kind: 'created', note: null }];
    const orders = await loaders.ordersByBooking.load(root.id);
    const payments = (await Promise.all(orders.map((o) => loaders.paymentsByOrder.load(o.id)))).flat();
    for (const order of orders) events.push({ at: order.issueDate, kind: 'ordered', note: order.totalVes });
    for (const payment of payments) {
      events.push({ at: payment.createdAt, kind: 'payment_registered', note: payment.reference });
      if (payment.verifiedAt && payment.status === PaymentStatus.Verified)
        events.push({ at: payment.verifiedAt, kind: 'payment_verified', note: payment.paidAmount });
      if (payment.verifiedAt && payment.status === PaymentStatus.Rejected)
        events.push({
          at: payment.verifiedAt,
          kind: 'payment_rejected',
          note: payment.rejectionReason ?? null,
        });
    }
    if (root.checkedInAt) events.push({ at: root.checkedInAt, kind: 'checked_in', note: null });
    if (root.status === BookingStatus.Cancelled)
      events.push({ at: root.updatedAt, kind: 'cancelled', note: null });
    const refund = await loaders.refundByBooking.load(root.id);
    if (refund) {
      events.push({ at: refund.createdAt, kind: 'refund_requested', note: refund.amountVes });
      if (refund.resolvedAt && refund.status === RefundStatus.Refunded)
        events.push({ at: refund.resolvedAt, kind: 'refund_refunded', note: refund.reference ?? null });
      if (refund.resolvedAt && refund.status === RefundStatus.Declined)
        events.push({ at: refund.resolvedAt, kind: 'refund_declined', note: refund.declineReason ?? null });
    }
    events.push(...(await rescheduleEvents(ctx.em, root.id)));
    return events.sort((a, b) => a.at.getTime() - b.at.getTime());
  }
}
