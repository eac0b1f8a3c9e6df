import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import { rejectPaymentSchema } from '../../../../schema/validation/booking.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { entityOrder, pageWindow, toPage, type PageOf } from '../../graphql/pagination.js';
import { validateWith } from '../../graphql/validation.js';
import { User } from '../account/user.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { MailService } from '../mail/mail.service.js';
import { paymentReceivedMail, paymentRejectedMail, paymentToVerifyMail } from '../mail/templates.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { Bank } from '../supplier/bank.entity.js';
import { Booking, BookingStatus } from './booking.entity.js';
import {
  BANK_SORT,
  METHOD_SORT,
  RESERVATION_SORT,
  type RegisterPaymentInput,
  type ReservationListArgs,
} from './booking.inputs.js';
import {
  amountDifference,
  formatVes,
  normalizeAmount,
  normalizeReference,
  PAYMENT_WINDOW_MS,
} from './booking-rules.js';
import { assertCanRegisterPayment } from './booking-limits.js';
import { customerOwner, ownedBookings, type BookingOwner } from './booking-owner.js';
import { bookingRecipients, toId } from './booking.service.js';
import { caracasText } from './order.service.js';
import { Order, OrderStatus } from './order.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../supplier/payment-method.entity.js';
import { paymentVerifiedMail } from './voucher-mail.js';
import { Payment, PAYMENT_REFERENCE_UNIQUE, PaymentStatus } from './payment.entity.js';
import { recordPaymentVerified } from './ledger.js';
import { auditPaymentDecision } from './booking-audit.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

export const ALREADY_PAID_MESSAGE = 'Este pedido ya tiene un pago registrado.';
export const ORDER_CANCELLED_MESSAGE = 'El pedido está cancelado; su pago ya no se verifica.';
export const PAYMENT_SETTLED_MESSAGE = 'El pago ya fue verificado o rechazado.';
export const REFERENCE_REUSED_MESSAGE = 'Esta Referencia Bancaria ya fue registrada para otro pago.';

const referenceReused = () =>
  new BadInputError(REFERENCE_REUSED_MESSAGE, { reference: REFERENCE_REUSED_MESSAGE });

/**
 * The payment and its order, locked for a verification: the order row first, as registration and the customer's
 * cancel lock it, so a confirm racing a cancel waits for it and then finds the order cancelled (or the reverse).
 */
async function lockForVerification(
  em: EntityManager,
  found: Payment,
): Promise<{ payment: Payment; order: Order }> {
  const order = await em.findOneOrFail(Order, found.order.id, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  const payment = await em.findOneOrFail(Payment, found.id, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (order.status === OrderStatus.Cancelled) throw new ConflictError(ORDER_CANCELLED_MESSAGE);
  if (payment.status !== PaymentStatus.Pending) throw new ConflictError(PAYMENT_SETTLED_MESSAGE);
  return { payment, order };
}

/** Pago móvil: the customer registers the evidence; the activity's supplier (or an admin) confirms or rejects it. */
export class PaymentService {
  /** Active payment methods, by id unless `orderBy`. */
  methods(ctx: Context, orderBy?: string | null): Promise<PaymentMethod[]> {
    const order = entityOrder(orderBy, METHOD_SORT, { id: 'asc' });
    return ctx.em.find(PaymentMethod, { status: 1 }, { orderBy: order as never });
  }

  /** The banks, by code unless `orderBy` (their key is the code). */
  banks(ctx: Context, orderBy?: string | null): Promise<Bank[]> {
    return ctx.em.find(
      Bank,
      {},
      { orderBy: entityOrder(orderBy, BANK_SORT, { code: 'asc' }, 'code') as never },
    );
  }

  async register(
    ctx: Context,
    input: RegisterPaymentInput,
    owner: BookingOwner = customerOwner(ctx),
  ): Promise<Payment> {
    const orderId = toId(input.orderId);
    const notFound = new NotFoundError('El pedido no existe.');
    if (!orderId) throw notFound;
    const method = await ctx.em.findOne(PaymentMethod, { id: toId(input.paymentMethodId) ?? 0, status: 1 });
    if (!method || method.code !== PAGO_MOVIL)
      throw new BadInputError('El Método de Pago no es válido.', {
        paymentMethodId: 'El Método de Pago no es válido.',
      });
    const bankCode = input.bank.trim();
    if (!(await ctx.em.findOne(Bank, bankCode)))
      throw new BadInputError('El Banco Deudor no es válido.', { bank: 'El Banco Deudor no es válido.' });
    const owned = await ctx.em.findOne(Order, { id: orderId, booking: ownedBookings(owner) });
    if (!owned) throw notFound;
    const reference = input.reference.trim();
    const referenceNormalized = normalizeReference(reference);
    if (!referenceNormalized) {
      const message = 'La Referencia Bancaria debe contener los números de la operación.';
      throw new BadInputError(message, { reference: message });
    }
    const paidAmount = normalizeAmount(input.paidAmount.trim());
    if (new Decimal(paidAmount).lt(owned.totalVes)) {
      const message = `El Monto Pagado no puede ser menor que el total del pedido: ${formatVes(owned.totalVes)}.`;
      throw new BadInputError(message, { paidAmount: message });
    }

    let paymentId: number;
    try {
      paymentId = await ctx.em.transactional(async (em) => {
        // The order row lock serialises concurrent registrations; the partial unique index is the backstop.
        const order = await em.findOneOrFail(Order, orderId, {
          lockMode: LockMode.PESSIMISTIC_WRITE,
          refresh: true,
        });
        if (order.status === OrderStatus.PaymentSubmitted) throw new ConflictError(ALREADY_PAID_MESSAGE);
        if (order.status === OrderStatus.Cancelled)
          throw new ConflictError('El pedido está cancelado o vencido.');
        if (order.expiresAt.getTime() <= Date.now())
          throw new ConflictError('El plazo para pagar este pedido venció.');
        const live = await em.count(Payment, { order: orderId, status: { $ne: PaymentStatus.Rejected } });
        if (live > 0) throw new ConflictError(ALREADY_PAID_MESSAGE);
        const [owner] = await em.execute<{ user_id: number | null }[]>(
          'select user_id from bookings where id = ?',
          [order.booking.id],
        );
        await assertCanRegisterPayment(em, ctx, owner?.user_id ?? undefined);
        // Orders are locked one by one, so two orders can race past this count: the unique index decides then.
        const reused = await em.count(Payment, {
          bank: bankCode,
          referenceNormalized,
          status: { $ne: PaymentStatus.Rejected },
        });
        if (reused > 0) throw referenceReused();
        const payment = em.create(Payment, {
          order,
          paymentMethod: method.id,
          bank: bankCode,
          buyerId: input.buyerId.trim(),
          paidAmount,
          reference,
          status: PaymentStatus.Pending,
        });
        order.status = OrderStatus.PaymentSubmitted;
        order.paid = false;
        const booking = await em.findOneOrFail(Booking, order.booking.id, {
          lockMode: LockMode.PESSIMISTIC_WRITE,
          refresh: true,
        });
        booking.status = BookingStatus.PaymentRegistered;
        await em.flush();

        const activity = await em.findOneOrFail(Activity, booking.activity.id);
        for (const to of await bookingRecipients(em, booking))
          MailService.queue(em, paymentReceivedMail(to.email, to.name, order.id, paidAmount));
        const supplier = await em.findOneOrFail(Supplier, activity.supplier.id, { populate: ['user'] });
        const supplierEmail = supplier.user.getEntity().email || supplier.email;
        if (supplierEmail)
          MailService.queue(
            em,
            paymentToVerifyMail(supplierEmail, supplier.tradeName, order.id, activity.title),
          );
        await em.flush();
        return payment.id;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw error.message.includes(PAYMENT_REFERENCE_UNIQUE)
          ? referenceReused()
          : new ConflictError(ALREADY_PAID_MESSAGE);
      throw error;
    }
    return ctx.em.findOneOrFail(Payment, paymentId, { refresh: true });
  }

  /** A payment the session may verify: an admin's any, a supplier's only for its own activities. */
  private async findVerifiable(ctx: Context, id: string): Promise<Payment> {
    const paymentId = toId(id);
    const notFound = new NotFoundError('El pago no existe.');
    if (!paymentId) throw notFound;
    const payment = await ctx.em.findOne(Payment, paymentId, { populate: ['order.booking.activity'] });
    if (!payment) throw notFound;
    if (ctx.scopes.includes('admin')) return payment;
    const supplier = await sessionSupplier(ctx);
    const activity = payment.order.getEntity().booking.getEntity().activity.getEntity();
    if (!supplier || activity.supplier.id !== supplier.id) throw notFound;
    return payment;
  }

  /**
   * Marks the order paid. A registered amount other than the order's VES total is refused unless the verifier
   * accepts the difference (`acceptMismatch`), which is recorded on the payment (who, when).
   */
  async confirm(ctx: Context, id: string, acceptMismatch = false): Promise<Payment> {
    const found = await this.findVerifiable(ctx, id);
    await ctx.em.transactional(async (em) => {
      const { payment, order } = await lockForVerification(em, found);
      const verifier = em.getReference(User, ctx.user!.id, { wrapped: true });
      const now = new Date();
      const difference = amountDifference(payment.paidAmount, order.totalVes);
      if (!new Decimal(difference).isZero()) {
        if (!acceptMismatch) {
          const message =
            `El monto registrado (${formatVes(payment.paidAmount)}) no coincide con el total del pedido ` +
            `(${formatVes(order.totalVes)}): diferencia de ${formatVes(difference)}. ` +
            'Para confirmarlo, acepte la diferencia.';
          throw new BadInputError(message, { acceptMismatch: message });
        }
        payment.mismatchAcceptedAt = now;
        payment.mismatchAcceptedBy = verifier;
      }
      const booking = await em.findOneOrFail(Booking, order.booking.id, {
        refresh: true,
        populate: ['user', 'activity'],
      });
      payment.status = PaymentStatus.Verified;
      payment.verifiedAt = now;
      payment.verifiedBy = verifier;
      order.status = OrderStatus.PaymentSubmitted;
      order.paid = true;
      booking.status = BookingStatus.Paid;
      await recordPaymentVerified(em, payment, order, booking);
      await auditPaymentDecision(em, ctx, payment, booking.id);
      for (const to of await bookingRecipients(em, booking))
        MailService.queue(em, await paymentVerifiedMail(em, ctx.config, booking, order.id, to));
      await em.flush();
    });
    return ctx.em.findOneOrFail(Payment, found.id, { refresh: true });
  }

  async reject(ctx: Context, id: string, reason: string): Promise<Payment> {
    validateWith(rejectPaymentSchema, { reason });
    const found = await this.findVerifiable(ctx, id);
    await ctx.em.transactional(async (em) => {
      const { payment, order } = await lockForVerification(em, found);
      const booking = await em.findOneOrFail(Booking, order.booking.id, {
        refresh: true,
        populate: ['user'],
      });
      const now = new Date();
      await auditPaymentDecision(em, ctx, payment, booking.id, reason.trim());
      payment.status = PaymentStatus.Rejected;
      payment.rejectionReason = reason.trim();
      payment.verifiedAt = now;
      payment.verifiedBy = em.getReference(User, ctx.user!.id, { wrapped: true });
      order.status = OrderStatus.Unpaid;
      order.paid = false;
      order.issueDate = now;
      order.expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
      booking.status = BookingStatus.Ordered;
      const deadline = caracasText(order.expiresAt);
      for (const to of await bookingRecipients(em, booking))
        MailService.queue(em, paymentRejectedMail(to.email, to.name, order.id, reason.trim(), deadline));
      await em.flush();
    });
    return ctx.em.findOneOrFail(Payment, found.id, { refresh: true });
  }

  /** The supplier portal's Reservations tab: bookings of its activities with an order (status 2–4), newest first. */
  async reservations(ctx: Context, args: ReservationListArgs): Promise<PageOf<Booking>> {
    const { offset, limit } = pageWindow(args);
    const supplier = await sessionSupplier(ctx);
    if (!supplier) return toPage([], 0, args);
    const activityId = args.activityId ? toId(args.activityId) : undefined;
    if (args.activityId && !activityId) return toPage([], 0, args);
    const [items, total] = await ctx.em.findAndCount(
      Booking,
      {
        activity: { supplier: supplier.id, ...(activityId ? { id: activityId } : {}) },
        status: { $in: [BookingStatus.Ordered, BookingStatus.PaymentRegistered, BookingStatus.Paid] },
      },
      { orderBy: entityOrder(args.orderBy, RESERVATION_SORT, { id: 'desc' }) as never, limit, offset },
    );
    return toPage(items, total, args);
  }
}
