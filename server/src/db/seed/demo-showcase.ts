import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, format } from 'date-fns';
import { BUSINESS_TIME_ZONE } from '../../../../schema/constants.js';
import { hashPassword } from '../../modules/account/password.js';
import { User, UserRole } from '../../modules/account/user.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../modules/supplier/payment-method.entity.js';
import { Activity, ActivityStatus } from '../../modules/catalog/activity.entity.js';
import { Review, ReviewStatus } from '../../modules/review/review.entity.js';
import { DocumentTypeId } from '../../modules/supplier/document-type.entity.js';
import { Supplier, SupplierStatus } from '../../modules/supplier/supplier.entity.js';
import { pastSlot, seedDemoBooking, upcomingSlot, usdRates, type DemoBooking } from './demo-bookings.js';

/** Upcoming bookings start from this many days ahead: clear of every activity's book-before hours. */
const UPCOMING_FROM_DAYS = 2;

/** A supplier registration waiting for the admin (the supplier sign-up form's fields). */
const PENDING_SUPPLIER = {
  name: 'Rafael Guzmán',
  email: 'roraima@xplora.test',
  tradeName: 'Roraima Trekking',
  legalName: 'Expediciones Roraima Trekking, C.A.',
  documentCode: '309876543',
} as const;

/**
 * What the demo accounts find on their screens, on top of the catalogue: the customer has an order in
 * every bookings tab (unpaid with its 2-hour countdown running from `now`, in process with a registered payment,
 * processed with a written review, cancelled); the supplier has that payment to verify and upcoming dates with
 * reservations; the admin has a supplier registration to approve. The catalogue already gives the customer
 * favourites, the supplier opinions waiting for moderation and the admin activities waiting for approval.
 */
export async function seedDemoShowcase(em: EntityManager, now: Date): Promise<void> {
  // Argon2 takes a while: hashed while the reads below run.
  const pendingPassword = hashPassword(randomBytes(24).toString('base64url'));
  await em.flush();
  const day = (offset: number, from = now) =>
    format(addDays(new TZDate(from, BUSINESS_TIME_ZONE), offset), 'yyyy-MM-dd');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const emails = ['cliente@xplora.test', 'cliente2@xplora.test', 'aliado@xplora.test'];
  const [users, method, rates] = await Promise.all([
    em.find(User, { email: { $in: emails } }),
    em.findOneOrFail(PaymentMethod, { code: PAGO_MOVIL }),
    usdRates(em),
  ]);
  const [customer, otherCustomer, supplierUser] = emails.map((e) => users.find((u) => u.email === e)!);
  const supplier = await em.findOneOrFail(Supplier, { user: supplierUser });
  // The supplier's published activities in catalogue order; the first one has the past booking to review.
  const [, unpaidOn, processingOn, cancelledOn] = await em.find(
    Activity,
    { supplier, status: ActivityStatus.Active, deletedAt: null },
    { orderBy: { id: 'asc' }, limit: 4 },
  );
  const upcoming = (activity: Activity, seats: number) =>
    upcomingSlot(em, activity, day(UPCOMING_FROM_DAYS), seats);
  const book = (b: Omit<DemoBooking, 'rates'>) => seedDemoBooking(em, { ...b, rates });

  // Por pagar: placed at seed time, so its countdown shows the full two hours.
  await book({
    customer,
    activity: unpaidOn!,
    slot: await upcoming(unpaidOn!, 2),
    quantity: 2,
    state: 'unpaid',
    issueDate: now,
  });
  // En proceso: a pago móvil registered half an hour ago, waiting for the supplier; another customer's paid
  // booking on the same slot.
  const sharedSlot = await upcoming(processingOn!, 3);
  await book({
    customer,
    activity: processingOn!,
    slot: sharedSlot,
    quantity: 2,
    state: 'processing',
    issueDate: hoursAgo(0.5),
    payment: { method, bank: '0105', reference: '73012584' },
  });
  await book({
    customer: otherCustomer,
    activity: processingOn!,
    slot: sharedSlot,
    quantity: 1,
    state: 'processed',
    issueDate: hoursAgo(26),
    payment: { method, bank: '0191', reference: '66204188', verifier: supplierUser },
  });
  // Cancelado: an order left unpaid yesterday, expired by the payment window (seats back to the slot).
  await book({
    customer,
    activity: cancelledOn!,
    slot: await upcoming(cancelledOn!, 1),
    quantity: 1,
    state: 'cancelled',
    issueDate: hoursAgo(24),
  });
  // Procesado with a written review: the customer's first published opinion of a supplier activity showing no
  // other order of theirs (the first activity has the past booking still to review) gets the booking it came
  // from, days before it was written.
  const shown = [unpaidOn!, processingOn!, cancelledOn!].map((a) => a.id);
  const reviews = await em.find(
    Review,
    { user: customer, status: ReviewStatus.Published, booking: null, activity: { supplier } },
    { orderBy: { activity: { id: 'asc' } }, populate: ['activity'] },
  );
  const review = reviews.find(
    (r) => r.activity.id !== reviews[0]!.activity.id && !shown.includes(r.activity.id),
  );
  if (!review) throw new Error('Demostración: el cliente no tiene opiniones del aliado.');
  const reviewed = review.activity.getEntity();
  const booking = await book({
    customer,
    activity: reviewed,
    slot: pastSlot(em, reviewed, day(-3, review.createdAt)),
    quantity: 2,
    state: 'processed',
    issueDate: new Date(`${day(-10, review.createdAt)}T16:00:00Z`),
    payment: { method, bank: '0134', reference: '55190233', verifier: supplierUser },
  });
  review.booking = ref(booking);

  seedPendingSupplier(em, await pendingPassword);
  await em.flush();
}

/**
 * A supplier sign-up waiting for the admin, as the registration form leaves it: account not activated, supplier
 * inactive. Its password is random (nobody signs in with it); once approved, the owner sets one with 'forgot
 * password'.
 */
function seedPendingSupplier(em: EntityManager, passwordHash: string): void {
  const p = PENDING_SUPPLIER;
  const user = new User({
    name: p.name,
    email: p.email,
    passwordHash,
    role: UserRole.Supplier,
  });
  em.persist(user);
  em.create(Supplier, {
    user,
    tradeName: p.tradeName,
    legalName: p.legalName,
    documentType: DocumentTypeId.Rif,
    documentCode: p.documentCode,
    email: p.email,
    status: SupplierStatus.Inactive,
  });
}
