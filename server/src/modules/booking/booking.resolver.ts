import { RescheduleResolver } from './reschedule.resolver.js';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg, sortDescription, type PageOf } from '../../graphql/pagination.js';
import { ActivityDate } from '../catalog/activity-date.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { BookingDetail } from './booking-detail.entity.js';
import { hasGuestAccess } from './booking-owner.js';
import { GuestLinkResolver } from './guest-link.resolver.js';
import { AttendeeConsentResolver } from './attendee-consent.resolver.js';
import { SupportResolver } from './support.resolver.js';
import { CancellationResolver, RefundResolver } from './refund.resolver.js';
import { WaitlistResolver } from './waitlist.resolver.js';
import { PaymentLookupResolver } from './payment-lookup.resolver.js';
import { PaymentProofResolver } from './payment-proof.resolver.js';
import { VoucherResolver } from './voucher.resolver.js';
import { Booking } from './booking.entity.js';
import {
  BookingPage,
  BookingPaymentData,
  BookingPerson,
  CART_SORT,
  CreateBookingInput,
  ORDER_SORT,
  OrderListArgs,
  OrderPage,
  PlaceOrderInput,
  RegisterPaymentInput,
  RESERVATION_SORT,
  ReservationListArgs,
} from './booking.inputs.js';
import { amountDifference, totalUsd, totalVes } from './booking-rules.js';
import { BookingService } from './booking.service.js';
import { Order } from './order.entity.js';
import { OrderService } from './order.service.js';
import { PaymentMethod } from '../supplier/payment-method.entity.js';
import { Payment } from './payment.entity.js';
import { PaymentService } from './payment.service.js';

const bookings = new BookingService();
const orders = new OrderService();
const payments = new PaymentService();

async function detailsOf(booking: Booking): Promise<BookingDetail[]> {
  const details = await booking.details.load({ dataloader: true });
  return [...details].sort((a, b) => a.id - b.id);
}

@Resolver(() => Booking)
export class BookingResolver {
  @Authorized('client')
  @Mutation(() => Booking, {
    description:
      'Reserva (carrito, status 1): retiene los cupos hasta las 12:00 de Caracas. SOLD_OUT si no quedan cupos.',
  })
  createBooking(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateBookingInput) input: CreateBookingInput,
  ): Promise<Booking> {
    return bookings.create(ctx, input);
  }

  @Authorized('client')
  @Query(() => [Booking], { description: 'Carrito: reservas propias en status 1, la más reciente primero.' })
  cartBookings(@Ctx() ctx: Context, @OrderByArg(CART_SORT) orderBy?: string | null): Promise<Booking[]> {
    return bookings.cart(ctx, orderBy);
  }

  @Authorized()
  @Query(() => Booking, {
    description: 'Una reserva: su dueño, el aliado de la actividad o un administrador.',
  })
  booking(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Booking> {
    return bookings.findReadable(ctx, id);
  }

  @Authorized('client')
  @Mutation(() => Boolean, { description: 'Elimina una reserva propia del carrito y libera sus cupos.' })
  removeBooking(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<boolean> {
    return bookings.remove(ctx, id);
  }

  @Authorized('client')
  @Mutation(() => [Order], {
    description:
      'Convierte reservas del carrito en pedidos por pagar (2 horas para pagar). Una orden por reserva.',
  })
  placeOrder(
    @Ctx() ctx: Context,
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
  ): Promise<Order[]> {
    return orders.place(ctx, input);
  }

  @Authorized('client')
  @Query(() => OrderPage, {
    name: 'orders',
    description:
      'Pedidos propios, el más reciente primero. Pestañas: por pagar status 0 paid false; en proceso 1/false; procesado 1/true; cancelados status 2. ' +
      sortDescription(ORDER_SORT),
  })
  orderList(@Ctx() ctx: Context, @Args(() => OrderListArgs) args: OrderListArgs): Promise<PageOf<Order>> {
    return orders.list(ctx, args);
  }

  @Authorized('client')
  @Mutation(() => Boolean, { description: 'Cancela un pedido propio por pagar y libera los cupos.' })
  deleteOrder(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<boolean> {
    return orders.remove(ctx, id);
  }

  @Authorized('client')
  @Mutation(() => Payment, {
    description:
      'Registra un pago móvil de un pedido propio por pagar. CONFLICT si el pedido ya tiene un pago.',
  })
  registerPagoMovilPayment(
    @Ctx() ctx: Context,
    @Arg('input', () => RegisterPaymentInput) input: RegisterPaymentInput,
  ): Promise<Payment> {
    return payments.register(ctx, input);
  }

  @Authorized('supplier', 'admin')
  @Mutation(() => Payment, {
    description:
      'Confirma un pago: pedido pagado, reserva procesada. Un monto distinto del total del pedido se rechaza ' +
      'salvo con acceptMismatch, que queda registrado (quién y cuándo).',
  })
  confirmPayment(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('acceptMismatch', () => Boolean, { defaultValue: false }) acceptMismatch: boolean,
  ): Promise<Payment> {
    return payments.confirm(ctx, id, acceptMismatch);
  }

  @Authorized('supplier', 'admin')
  @Mutation(() => Payment, {
    description: 'Rechaza un pago con su motivo: el pedido vuelve a por pagar con 2 horas nuevas.',
  })
  rejectPayment(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
  ): Promise<Payment> {
    return payments.reject(ctx, id, reason);
  }

  @Authorized('supplier')
  @Query(() => BookingPage, {
    description:
      'Reservaciones del aliado (status 2 a 4), la más reciente primero, con el pago por verificar. ' +
      sortDescription(RESERVATION_SORT),
  })
  supplierReservations(
    @Ctx() ctx: Context,
    @Args(() => ReservationListArgs) args: ReservationListArgs,
  ): Promise<PageOf<Booking>> {
    return payments.reservations(ctx, args);
  }

  // ── Booking fields ──

  @FieldResolver(() => ID)
  activityId(@Root() root: Booking): number {
    return root.activity.id;
  }

  @FieldResolver(() => ID)
  activityDateId(@Root() root: Booking): number {
    return root.activityDate.id;
  }

  @FieldResolver(() => ID)
  activityTimeId(@Root() root: Booking): number {
    return root.activityTime.id;
  }

  @FieldResolver(() => Activity)
  async activity(@Root() root: Booking): Promise<Activity> {
    return (await root.activity.load({ dataloader: true }))!;
  }

  @FieldResolver(() => ActivityDate, { description: 'La fecha reservada.' })
  async date(@Root() root: Booking): Promise<ActivityDate> {
    return (await root.activityDate.load({ dataloader: true }))!;
  }

  @FieldResolver(() => ActivityTime, { description: 'El horario reservado (con los cupos que quedan).' })
  async time(@Root() root: Booking): Promise<ActivityTime> {
    return (await root.activityTime.load({ dataloader: true }))!;
  }

  @FieldResolver(() => [BookingDetail])
  details(@Root() root: Booking): Promise<BookingDetail[]> {
    return detailsOf(root);
  }

  @FieldResolver(() => [Order], { description: 'Pedidos de la reserva, el más antiguo primero.' })
  orders(@Root() root: Booking, @Ctx() ctx: Context): Promise<Order[]> {
    return ctx.loaders.booking.ordersByBooking.load(root.id);
  }

  @FieldResolver(() => Int, { description: 'Cupos que ocupa (Σ participantes × cantidad).' })
  seats(@Root() root: Booking): number {
    return root.seatsHeld;
  }

  @FieldResolver(() => String, { description: 'Σ precio unitario USD × cantidad, 2 decimales.' })
  async totalUsd(@Root() root: Booking): Promise<string> {
    return totalUsd(await detailsOf(root));
  }

  @FieldResolver(() => String, { description: 'Total USD × la tasa de la reserva, 2 decimales.' })
  async totalVes(@Root() root: Booking): Promise<string> {
    return totalVes(await detailsOf(root), root.exchangeRate);
  }

  @FieldResolver(() => String, { description: 'Participante: el nombre del formulario o el del cliente.' })
  async personName(@Root() root: Booking): Promise<string> {
    if (root.attendeeName) return root.attendeeName;
    const user = await root.user.load({ dataloader: true });
    return user?.name ?? '';
  }

  @FieldResolver(() => BookingPerson, {
    description:
      'Quien reserva: nombre, avatar y ciudad de la cuenta. Avatar y ciudad solo para la cuenta, el aliado de la ' +
      'actividad y los administradores (quien abre un enlace compartido ve solo el nombre).',
  })
  async person(@Root() root: Booking, @Ctx() ctx: Context): Promise<BookingPerson> {
    const user = await root.user.load({ dataloader: true });
    const name = root.attendeeName || user?.name || '';
    // A supplier reaches bookings only through its own activities' reservations; a shared link is not enough.
    const own = ctx.user?.id === root.user.id;
    const staff =
      (ctx.scopes.includes('supplier') || ctx.scopes.includes('admin')) && !hasGuestAccess(ctx, root.id);
    const sees = own || staff;
    if (!sees || !user) return { name, avatar: null, location: null };
    return { name, avatar: user.avatar ?? null, location: user.city ? { name: user.city } : null };
  }

  @FieldResolver(() => [BookingPaymentData], {
    description:
      'Datos de cobro del aliado de la actividad (solo para el dueño de la reserva o quien tenga su enlace).',
  })
  async paymentData(@Root() root: Booking, @Ctx() ctx: Context): Promise<BookingPaymentData[]> {
    const owner = ctx.user?.id === root.user.id || hasGuestAccess(ctx, root.id);
    if (!owner) return [];
    const activity = await root.activity.load({ dataloader: true });
    if (!activity) return [];
    const rows = await ctx.loaders.booking.paymentDataBySupplier.load(activity.supplier.id);
    return Promise.all(
      rows.map(async (row) => ({
        paymentMethodId: row.paymentMethod.id,
        holder: row.name,
        taxId: row.accountId,
        phone: row.account,
        bankCode: row.agent,
        bankName: await ctx.loaders.booking.bankNames.load(row.agent),
      })),
    );
  }

  @FieldResolver(() => Payment, {
    nullable: true,
    description: 'El pago vivo (pendiente o verificado) del último pedido.',
  })
  async payment(@Root() root: Booking, @Ctx() ctx: Context): Promise<Payment | null> {
    const list = await ctx.loaders.booking.ordersByBooking.load(root.id);
    const last = list[list.length - 1];
    return last ? ctx.loaders.booking.livePaymentByOrder.load(last.id) : null;
  }
}

@Resolver(() => BookingDetail)
export class BookingDetailResolver {
  @FieldResolver(() => ID)
  activityPriceId(@Root() root: BookingDetail): number {
    return root.activityPrice.id;
  }

  @FieldResolver(() => ActivityPrice, { description: 'La tarifa (título y precio vigente).' })
  async price(@Root() root: BookingDetail): Promise<ActivityPrice> {
    return (await root.activityPrice.load({ dataloader: true }))!;
  }

  @FieldResolver(() => String, { description: 'Precio unitario × cantidad en USD.' })
  lineTotal(@Root() root: BookingDetail): string {
    return totalUsd([root]);
  }
}

@Resolver(() => Order)
export class OrderResolver {
  @FieldResolver(() => ID)
  activityBookingId(@Root() root: Order): number {
    return root.booking.id;
  }

  @FieldResolver(() => Booking)
  async booking(@Root() root: Order): Promise<Booking> {
    return (await root.booking.load({ dataloader: true }))!;
  }

  @FieldResolver(() => Payment, { nullable: true, description: 'El pago vivo (pendiente o verificado).' })
  payment(@Root() root: Order, @Ctx() ctx: Context): Promise<Payment | null> {
    return ctx.loaders.booking.livePaymentByOrder.load(root.id);
  }

  @FieldResolver(() => [Payment], { description: 'Todos los pagos, el más reciente primero.' })
  payments(@Root() root: Order, @Ctx() ctx: Context): Promise<Payment[]> {
    return ctx.loaders.booking.paymentsByOrder.load(root.id);
  }
}

@Resolver(() => Payment)
export class PaymentResolver {
  @FieldResolver(() => ID)
  orderId(@Root() root: Payment): number {
    return root.order.id;
  }

  @FieldResolver(() => ID)
  paymentMethodId(@Root() root: Payment): number {
    return root.paymentMethod.id;
  }

  @FieldResolver(() => PaymentMethod)
  async paymentMethod(@Root() root: Payment): Promise<PaymentMethod> {
    return (await root.paymentMethod.load({ dataloader: true }))!;
  }

  @FieldResolver(() => String)
  bankName(@Root() root: Payment, @Ctx() ctx: Context): Promise<string> {
    return ctx.loaders.booking.bankNames.load(root.bank);
  }

  @FieldResolver(() => Order)
  async order(@Root() root: Payment): Promise<Order> {
    return (await root.order.load({ dataloader: true }))!;
  }

  @FieldResolver(() => String, { description: 'El total del pedido en VES: lo que se esperaba recibir.' })
  async expectedAmount(@Root() root: Payment): Promise<string> {
    return (await root.order.load({ dataloader: true }))!.totalVes;
  }

  @FieldResolver(() => String, {
    description: 'Monto registrado menos el total del pedido, en VES (negativo si pagó de menos).',
  })
  async amountDifference(@Root() root: Payment): Promise<string> {
    return amountDifference(root.paidAmount, (await root.order.load({ dataloader: true }))!.totalVes);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'Quién aceptó confirmar un monto distinto.' })
  mismatchAcceptedById(@Root() root: Payment): number | null {
    return root.mismatchAcceptedBy?.id ?? null;
  }
}

export const bookingResolvers = [
  BookingResolver,
  BookingDetailResolver,
  OrderResolver,
  PaymentResolver,
  PaymentLookupResolver,
  GuestLinkResolver,
  AttendeeConsentResolver,
  SupportResolver,
  CancellationResolver,
  RefundResolver,
  PaymentProofResolver,
  VoucherResolver,
  RescheduleResolver,
  WaitlistResolver,
] as const;
