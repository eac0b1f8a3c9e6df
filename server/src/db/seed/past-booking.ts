import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../modules/account/user.entity.js';
import { BookingDetail } from '../../modules/booking/booking-detail.entity.js';
import { Booking, BookingStatus } from '../../modules/booking/booking.entity.js';
import { Order, OrderStatus } from '../../modules/booking/order.entity.js';
import type { PaymentMethod } from '../../modules/supplier/payment-method.entity.js';
import { Payment, PaymentStatus } from '../../modules/booking/payment.entity.js';
import { ActivityDate } from '../../modules/catalog/activity-date.entity.js';
import { ActivityPrice } from '../../modules/catalog/activity-price.entity.js';
import { ActivityTime } from '../../modules/catalog/activity-time.entity.js';
import type { Activity } from '../../modules/catalog/activity.entity.js';

export interface PastBookingSeed {
  customer: User;
  activity: Activity;
  verifier: User;
  pagoMovil: PaymentMethod;
  /** YYYY-MM-DD, in the past. */
  date: string;
  rate: string;
  /** The verified payment's bank reference (unique per bank); default 00451234. */
  reference?: string;
}

/**
 * One processed (paid) booking of the demo customer whose activity already took place, so the customer can write a
 * review right away. Its slot is in the past, so it never shows among the bookable dates.
 */
export async function seedPastBooking(em: EntityManager, s: PastBookingSeed): Promise<Booking> {
  await em.flush();
  const price = await em.findOneOrFail(ActivityPrice, { activity: s.activity, mandatory: true });
  const quantity = 2;
  const date = em.create(ActivityDate, { activity: s.activity, startsAt: s.date });
  const time = em.create(ActivityTime, {
    activityDate: date,
    startsAt: '08:00:00',
    endsAt: '12:00:00',
    expectedParticipants: s.activity.expectedParticipants,
    currentAvailable: s.activity.expectedParticipants - quantity,
  });
  const booking = em.create(Booking, {
    user: s.customer,
    activity: s.activity,
    activityDate: date,
    activityTime: time,
    status: BookingStatus.Paid,
    exchangeRate: s.rate,
    attendeeName: s.customer.name,
    attendeeNationalId: s.customer.nationalId,
    attendeeEmail: s.customer.email,
    attendeePhone: s.customer.phone,
    seatsHeld: quantity,
  });
  em.create(BookingDetail, {
    booking,
    activityPrice: price,
    quantity,
    unitPrice: price.price,
    participants: price.participants,
  });
  const totalUsd = (Number(price.price) * quantity).toFixed(2);
  const totalVes = (Number(totalUsd) * Number(s.rate)).toFixed(2);
  const issueDate = new Date(`${s.date}T12:00:00Z`);
  issueDate.setUTCDate(issueDate.getUTCDate() - 7);
  const order = em.create(Order, {
    booking,
    status: OrderStatus.PaymentSubmitted,
    paid: true,
    issueDate,
    expiresAt: new Date(issueDate.getTime() + 2 * 3_600_000),
    totalUsd,
    totalVes,
  });
  em.create(Payment, {
    order,
    paymentMethod: s.pagoMovil,
    bank: '0102',
    buyerId: s.customer.nationalId ?? 'V-18456789',
    paidAmount: totalVes,
    reference: s.reference ?? '00451234',
    status: PaymentStatus.Verified,
    verifiedAt: new Date(issueDate.getTime() + 3_600_000),
    verifiedBy: s.verifier,
  });
  return booking;
}
