import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../modules/account/user.entity.js';
import { BookingDetail } from '../../modules/booking/booking-detail.entity.js';
import {
  caracasNow,
  holdExpiry,
  PAYMENT_WINDOW_MS,
  totalUsd,
  totalVes,
} from '../../modules/booking/booking-rules.js';
import { Booking, BookingStatus } from '../../modules/booking/booking.entity.js';
import { Currency, ExchangeRate } from '../../modules/booking/exchange-rate.entity.js';
import { Order, OrderStatus } from '../../modules/booking/order.entity.js';
import type { PaymentMethod } from '../../modules/supplier/payment-method.entity.js';
import { Payment, PaymentStatus } from '../../modules/booking/payment.entity.js';
import { ActivityDate } from '../../modules/catalog/activity-date.entity.js';
import { ActivityPrice } from '../../modules/catalog/activity-price.entity.js';
import { ActivityTime } from '../../modules/catalog/activity-time.entity.js';
import type { Activity } from '../../modules/catalog/activity.entity.js';

/** The bookings tab an order shows in (customer spec §2.8), as the product would leave it. */
export type DemoOrderState = 'unpaid' | 'processing' | 'processed' | 'cancelled';

const STATES: Record<DemoOrderState, { booking: BookingStatus; order: OrderStatus; paid: boolean }> = {
  unpaid: { booking: BookingStatus.Ordered, order: OrderStatus.Unpaid, paid: false },
  processing: { booking: BookingStatus.PaymentRegistered, order: OrderStatus.PaymentSubmitted, paid: false },
  processed: { booking: BookingStatus.Paid, order: OrderStatus.PaymentSubmitted, paid: true },
  cancelled: { booking: BookingStatus.Cancelled, order: OrderStatus.Cancelled, paid: false },
};

export interface DemoPayment {
  method: PaymentMethod;
  /** The paying bank's code. */
  bank: string;
  /** Unique per bank among live payments (the product refuses a reused reference). */
  reference: string;
  /** Who confirmed it (processed orders). */
  verifier?: User;
}

export interface DemoBooking {
  customer: User;
  activity: Activity;
  slot: { date: ActivityDate; time: ActivityTime };
  /** Units of the activity's mandatory price line. */
  quantity: number;
  state: DemoOrderState;
  /** When the order was placed: the 2-hour payment window runs from here. */
  issueDate: Date;
  /** The USD rates (`usdRates`): the booking freezes the one in force on its issue date. */
  rates: ExchangeRate[];
  /** Needed for the processing and processed states. */
  payment?: DemoPayment;
}

/** The USD rates, oldest first, for `rateOn`. */
export function usdRates(em: EntityManager): Promise<ExchangeRate[]> {
  return em.find(ExchangeRate, { currency: Currency.USD }, { orderBy: { valueDate: 'asc', id: 'asc' } });
}

/** The rate in force when `at` came (the latest of its Caracas day or before, else the oldest): what a booking froze. */
export function rateOn(rates: ExchangeRate[], at: Date): string {
  const day = caracasNow(at).date;
  const rate = rates.filter((r) => r.valueDate <= day).at(-1) ?? rates[0];
  if (!rate) throw new Error('Demostración: no hay tasa de cambio USD.');
  return rate.rate;
}

/** The activity's first slot on or after `from` (YYYY-MM-DD) with at least `seats` free. */
export async function upcomingSlot(
  em: EntityManager,
  activity: Activity,
  from: string,
  seats: number,
): Promise<{ date: ActivityDate; time: ActivityTime }> {
  const time = await em.findOne(
    ActivityTime,
    { activityDate: { activity, startsAt: { $gte: from } }, currentAvailable: { $gte: seats } },
    { orderBy: { activityDate: { startsAt: 'asc' }, startsAt: 'asc' }, populate: ['activityDate'] },
  );
  if (!time) throw new Error(`Demostración: «${activity.title}» no tiene cupos desde ${from}.`);
  return { date: time.activityDate.getEntity(), time };
}

/** A slot of its own on a past day (YYYY-MM-DD), as the activity had it then; never bookable again. */
export function pastSlot(em: EntityManager, activity: Activity, day: string) {
  const date = em.create(ActivityDate, { activity, startsAt: day });
  const time = em.create(ActivityTime, {
    activityDate: date,
    startsAt: '08:00:00',
    endsAt: '12:00:00',
    expectedParticipants: activity.expectedParticipants,
    currentAvailable: activity.expectedParticipants,
  });
  return { date, time };
}

/**
 * One booking with its order (and payment) in `state`, by the product's rules: seats taken from the slot (given
 * back when cancelled), the USD rate of the order's day frozen on the booking, totals from the lines, 2 hours to pay.
 */
export async function seedDemoBooking(em: EntityManager, b: DemoBooking): Promise<Booking> {
  const price = await em.findOneOrFail(ActivityPrice, { activity: b.activity, mandatory: true });
  const seats = price.participants * b.quantity;
  const state = STATES[b.state];
  const live = b.state !== 'cancelled';
  if (b.slot.time.currentAvailable < seats)
    throw new Error(`Demostración: no quedan ${seats} cupos en «${b.activity.title}».`);
  if (live) b.slot.time.currentAvailable -= seats;
  const expiresAt = new Date(b.issueDate.getTime() + PAYMENT_WINDOW_MS);
  const booking = em.create(Booking, {
    user: b.customer,
    activity: b.activity,
    activityDate: b.slot.date,
    activityTime: b.slot.time,
    status: state.booking,
    exchangeRate: rateOn(b.rates, b.issueDate),
    holdExpiresAt: holdExpiry(b.issueDate),
    attendeeName: b.customer.name,
    attendeeNationalId: b.customer.nationalId,
    attendeeEmail: b.customer.email,
    attendeePhone: b.customer.phone,
    seatsHeld: seats,
    seatsReleasedAt: live ? undefined : expiresAt,
  });
  const lines = [{ unitPrice: price.price, quantity: b.quantity }];
  em.create(BookingDetail, {
    booking,
    activityPrice: price,
    quantity: b.quantity,
    unitPrice: price.price,
    participants: price.participants,
  });
  const order = em.create(Order, {
    booking,
    status: state.order,
    paid: state.paid,
    issueDate: b.issueDate,
    expiresAt,
    totalUsd: totalUsd(lines),
    totalVes: totalVes(lines, booking.exchangeRate),
  });
  if (b.state === 'processing' || b.state === 'processed') {
    const p = b.payment;
    if (!p) throw new Error(`Demostración: falta el pago de un pedido ${b.state}.`);
    const verified = b.state === 'processed';
    em.create(Payment, {
      order,
      paymentMethod: p.method,
      bank: p.bank,
      buyerId: b.customer.nationalId ?? 'V-00000000',
      paidAmount: order.totalVes,
      reference: p.reference,
      status: verified ? PaymentStatus.Verified : PaymentStatus.Pending,
      verifiedAt: verified ? new Date(b.issueDate.getTime() + PAYMENT_WINDOW_MS / 2) : undefined,
      verifiedBy: verified ? p.verifier : undefined,
    });
  }
  return booking;
}
