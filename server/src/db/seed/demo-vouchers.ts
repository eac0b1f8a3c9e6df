import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type PastBookingSeed, seedPastBooking } from './past-booking.js';

/**
 * Two paid and verified bookings of the demo customer today, 08:00, on two
 * of aliado@xplora.test's activities (the catalogue's dates start tomorrow, so today's slots are free): one with its
 * voucher ready to show, one already checked in at the meeting point. Fixed references keep it deterministic.
 */
export async function seedDemoVouchers(
  em: EntityManager,
  s: Omit<PastBookingSeed, 'activity' | 'reference'> & { activities: PastBookingSeed['activity'][] },
): Promise<void> {
  const [ready, arrived] = s.activities;
  if (!ready || !arrived) return;
  await seedPastBooking(em, { ...s, activity: ready, reference: '00457001' });
  const checkedIn = await seedPastBooking(em, { ...s, activity: arrived, reference: '00457002' });
  checkedIn.checkedInAt = new Date();
  checkedIn.checkedInBy = ref(s.verifier);
}
