import { TZDate } from '@date-fns/tz';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, format } from 'date-fns';
import { BUSINESS_TIME_ZONE } from '../../../../schema/constants.js';
import { User } from '../../modules/account/user.entity.js';
import { DepartureCancellationService } from '../../modules/booking/departure-cancellation.service.js';
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

/**
 * The departures calendar and the dashboard of aliado@xplora.test (issue 29 §9), on top of today's departures
 * (demo-vouchers) and the payment waiting (demo-showcase): tomorrow a departure below its activity's minimum and
 * one that is full enough, and in three days a departure cancelled for bad weather through the product's own
 * service (its customers mailed, the paid booking's full refund requested). The paid bookings are the second demo
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
  await em.flush();
  // Inside the seed's transaction (no retries needed: nothing else runs yet).
  const within = em.fork({ keepTransactionContext: true });
  await new DepartureCancellationService().cancelWithin(
    within,
    stormy.time.id,
    DepartureCancelReason.WEATHER,
    'Alerta de lluvias fuertes en la zona para ese día.',
  );
}
