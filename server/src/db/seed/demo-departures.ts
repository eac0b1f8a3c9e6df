import { TZDate } from '@date-fns/tz';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, format } from 'date-fns';
import { BUSINESS_TIME_ZONE } from '../../../../schema/constants.js';
import { loadConfig } from '../../config.js';
import { User } from '../../modules/account/user.entity.js';
import { rescheduleBooking } from '../../modules/booking/reschedule.service.js';
import { DepartureCancellationService } from '../../modules/booking/departure-cancellation.service.js';
import { WaitlistEntry } from '../../modules/booking/waitlist-entry.entity.js';
import { ActivityTime } from '../../modules/catalog/activity-time.entity.js';
import { Activity, ActivityStatus } from '../../modules/catalog/activity.entity.js';
import { DepartureCancelReason } from '../../modules/catalog/departure-cancel-reason.js';
import { PAGO_MOVIL, PaymentMethod } from '../../modules/supplier/payment-method.entity.js';
import { Supplier } from '../../modules/supplier/supplier.entity.js';
import { pastSlot, seedDemoBooking, upcomingSlot, usdRates } from './demo-bookings.js';

/** Activities of aliado@xplora.test the showcase leaves alone (it books the first four). */
const FIRST_FREE_ACTIVITY = 4;
/** The below-minimum departure's activity asks for this many participants. */
const DEMO_MINIMUM = 4;
/** The seats of the sold-out departure with a waitlist. */
const SOLD_OUT_CAPACITY = 2;

/**
 * The departures calendar and the dashboard of aliado@xplora.test (issue 29 §9), on top of today's departures
 * (demo-vouchers) and the payment waiting (demo-showcase): tomorrow a departure below its activity's minimum and
 * one that is full enough, and in three days a departure cancelled for bad weather through the product's own
 * service (its customers mailed, the paid booking's full refund requested). In two days a small departure sold
 * out (the first date from then), where the first demo customer waits for 2 seats (issue 33 §2). The paid bookings are the second demo
 * customer's, so the first one's refund list stays as demo-refunds made it.
 */
export async function seedDemoDepartures(em: EntityManager, now: Date): Promise<void> {
  const day = (offset: number) => format(addDays(new TZDate(now, BUSINESS_TIME_ZONE), offset), 'yyyy-MM-dd');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const emails = ['cliente@xplora.test', 'cliente2@xplora.test', 'aliado@xplora.test'];
  const [users, method, rates] = await Promise.all([
    em.find(User, { email: { $in: emails } }),
    em.findOneOrFail(PaymentMethod, { code: PAGO_MOVIL }),
    usdRates(em),
  ]);
  const [customer, otherCustomer, supplierUser] = emails.map((e) => users.find((u) => u.email === e)!);
  const supplier = await em.findOneOrFail(Supplier, { user: supplierUser });
  const [belowOn, fullOn, cancelledOn] = await em.find(
    Activity,
    { supplier, status: ActivityStatus.Active, deletedAt: null },
    { orderBy: { id: 'asc' }, offset: FIRST_FREE_ACTIVITY, limit: 3 },
  );
  if (!belowOn || !fullOn || !cancelledOn)
    throw new Error('Demostración: el aliado no tiene actividades libres.');
  const tomorrow = async (activity: Activity) => {
    const time = await em.findOne(
      ActivityTime,
      { activityDate: { activity, startsAt: day(1) } },
      { orderBy: { startsAt: 'asc' }, populate: ['activityDate'] },
    );
    return time ? { date: time.activityDate.getEntity(), time } : pastSlot(em, activity, day(1));
  };
  const paid = (reference: string) => ({ method, bank: '0102', reference, verifier: supplierUser });

  belowOn.minParticipants = DEMO_MINIMUM;
  await seedDemoBooking(em, {
    customer: otherCustomer,
    activity: belowOn,
    slot: await tomorrow(belowOn),
    quantity: 1,
    state: 'processed',
    issueDate: hoursAgo(30),
    rates,
    payment: paid('81200431'),
  });
  await seedDemoBooking(em, {
    customer: otherCustomer,
    activity: fullOn,
    slot: await tomorrow(fullOn),
    quantity: 2,
    state: 'processed',
    issueDate: hoursAgo(50),
    rates,
    payment: paid('81200432'),
  });

  const stormy = await upcomingSlot(em, cancelledOn, day(3), 2);
  for (const [who, state] of [
    [otherCustomer, 'processed'],
    [customer, 'unpaid'],
  ] as const)
    await seedDemoBooking(em, {
      customer: who,
      activity: cancelledOn,
      slot: stormy,
      quantity: 1,
      state,
      issueDate: state === 'unpaid' ? now : hoursAgo(20),
      rates,
      payment: state === 'processed' ? paid('81200433') : undefined,
    });
  // A departure of its own size: booked full, and someone waiting for it.
  const soldOut = await upcomingSlot(em, fullOn, day(2), SOLD_OUT_CAPACITY);
  soldOut.time.expectedParticipants = SOLD_OUT_CAPACITY;
  soldOut.time.currentAvailable = SOLD_OUT_CAPACITY;
  await seedDemoBooking(em, {
    customer: otherCustomer,
    activity: fullOn,
    slot: soldOut,
    quantity: SOLD_OUT_CAPACITY,
    state: 'processed',
    issueDate: hoursAgo(26),
    rates,
    payment: paid('81200434'),
  });
  em.create(WaitlistEntry, { activityTime: soldOut.time, activity: fullOn, user: customer, participants: 2 });
  await em.flush();
  // Inside the seed's transaction (no retries needed: nothing else runs yet).
  const within = em.fork({ keepTransactionContext: true });
  await new DepartureCancellationService().cancelWithin(
    within,
    stormy.time.id,
    DepartureCancelReason.WEATHER,
    'Alerta de lluvias fuertes en la zona para ese día.',
  );

  // Issue 33: a paid booking the first demo customer moved to a later day (its history and audit entry).
  const first = await upcomingSlot(em, fullOn, day(4), 1);
  const moved = await seedDemoBooking(em, {
    customer,
    activity: fullOn,
    slot: first,
    quantity: 1,
    state: 'processed',
    issueDate: hoursAgo(26),
    rates,
    payment: paid('81200435'),
  });
  await em.flush();
  const later = await upcomingSlot(em, fullOn, nextDay(first.date.startsAt), 1);
  await rescheduleBooking(
    within,
    { scopes: ['client'], user: { id: customer.id }, config: loadConfig() },
    { bookingId: moved.id, toTimeId: later.time.id },
  );
}

/** The day after a YYYY-MM-DD date. */
function nextDay(date: string): string {
  return format(addDays(new Date(`${date}T12:00:00`), 1), 'yyyy-MM-dd');
}
