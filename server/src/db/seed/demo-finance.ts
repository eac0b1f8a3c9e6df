import { Decimal } from 'decimal.js';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { addDays, format, parseISO } from 'date-fns';
import type { Context } from '../../graphql/context.js';
import { roundMoney } from '../../lib/money.js';
import { User } from '../../modules/account/user.entity.js';
import type { Booking } from '../../modules/booking/booking.entity.js';
import { recordPaymentVerified } from '../../modules/booking/ledger.js';
import { Payment, PaymentStatus } from '../../modules/booking/payment.entity.js';
import { Activity, ActivityStatus } from '../../modules/catalog/activity.entity.js';
import { caracasDay, dayStart, periodOf, type Period } from '../../modules/finance/periods.js';
import { recordAdjustment } from '../../modules/finance/adjustment.service.js';
import { closeEndedPeriods, markOverdue } from '../../modules/finance/statement-close.js';
import { Statement } from '../../modules/finance/statement.entity.js';
import { StatementPaymentService } from '../../modules/finance/statement-payment.service.js';
import { usdRateOn } from '../../modules/finance/usd-rate.js';
import { PAGO_MOVIL, PaymentMethod } from '../../modules/supplier/payment-method.entity.js';
import { StatementPeriod, Supplier } from '../../modules/supplier/supplier.entity.js';
import { pastSlot, seedDemoBooking, upcomingSlot, usdRates } from './demo-bookings.js';

/** The demo suppliers whose commission trail is seeded, and how many bookings each past fortnight holds. */
const SUPPLIERS = {
  aliado: { email: 'aliado@xplora.test', history: [2, 1, 2, 2] },
  aliado2: { email: 'aliado2@xplora.test', history: [1] },
} as const;

/** The customer of the history bookings (the first demo customer's tabs stay as demo-showcase.ts leaves them). */
const CUSTOMER = 'cliente2@xplora.test';

const dayAfter = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** The `count` fortnights that ended before the open one, latest first. */
function pastFortnights(now: Date, count: number): Period[] {
  const periods: Period[] = [];
  let open = periodOf(StatementPeriod.Fortnightly, caracasDay(now));
  for (let i = 0; i < count; i += 1) {
    open = periodOf(StatementPeriod.Fortnightly, dayAfter(open.start, -1));
    periods.push(open);
  }
  return periods;
}

interface Ids {
  aliado: Supplier;
  aliado2: Supplier;
  admin: User;
  supplierUsers: Record<keyof typeof SUPPLIERS, User>;
}

/**
 * The history: paid bookings of the customer in each past fortnight of `history` (latest first) and one in the open
 * period, verified by the supplier; then a ledger row for every verified payment of the two suppliers so far (the demo
 * catalogue's earlier paid bookings included), written by the ledger's own function at the moment it was verified.
 */
async function seedHistory(em: EntityManager, now: Date, ids: Ids): Promise<void> {
  const [customer, method, rates] = await Promise.all([
    em.findOneOrFail(User, { email: CUSTOMER }),
    em.findOneOrFail(PaymentMethod, { code: PAGO_MOVIL }),
    usdRates(em),
  ]);
  let reference = 0;
  for (const key of Object.keys(SUPPLIERS) as (keyof typeof SUPPLIERS)[]) {
    const supplier = ids[key];
    supplier.statementPeriod = StatementPeriod.Fortnightly;
    const activities = await em.find(
      Activity,
      { supplier, status: ActivityStatus.Active, deletedAt: null },
      { orderBy: { id: 'asc' } },
    );
    const periods = pastFortnights(now, SUPPLIERS[key].history.length);
    const book = async (activity: Activity, slot: Parameters<typeof seedDemoBooking>[1]['slot'], at: Date) =>
      seedDemoBooking(em, {
        customer,
        activity,
        slot,
        quantity: 1 + (reference % 2),
        state: 'processed',
        issueDate: at,
        rates,
        payment: {
          method,
          bank: '0172',
          reference: `9128${String(++reference).padStart(4, '0')}`,
          verifier: ids.supplierUsers[key],
        },
      });
    for (const [p, period] of periods.entries())
      for (let n = 0; n < SUPPLIERS[key].history[p]!; n += 1) {
        const activity = activities[(p + n) % activities.length]!;
        const day = dayAfter(period.start, 2 + 4 * n);
        // Ordered at 10:00 in Caracas two days before the outing, verified an hour later.
        await book(
          activity,
          pastSlot(em, activity, day),
          new Date(dayStart(dayAfter(day, -2)).getTime() + 10 * 3_600_000),
        );
      }
    // The open period: a booking verified minutes ago, for an outing in a few days.
    const activity = activities[0]!;
    await book(
      activity,
      await upcomingSlot(em, activity, dayAfter(caracasDay(now), 2), 2),
      new Date(now.getTime() - 3_600_000),
    );
  }
  await em.flush();

  const payments = await em.find(
    Payment,
    {
      status: PaymentStatus.Verified,
      verifiedAt: { $lte: now },
      order: { booking: { activity: { supplier: { $in: [ids.aliado, ids.aliado2] } } } },
    },
    { populate: ['order.booking'], orderBy: { verifiedAt: 'asc', id: 'asc' } },
  );
  for (const payment of payments) {
    const order = payment.order.getEntity();
    const booking: Booking = order.booking.getEntity();
    await recordPaymentVerified(em, payment, order, booking, payment.verifiedAt);
  }
  await em.flush();
}

/** A session as the payment service sees it: the admin (payment verified at once) or the supplier (to verify). */
function sessionOf(em: EntityManager, user: User, scope: 'admin' | 'supplier'): Context {
  return { em, user, scopes: [scope] } as unknown as Context;
}

/** VES paying `share` of the statement's commission at the USD rate of `paidOn`. */
async function vesFor(em: EntityManager, statement: Statement, share: number, paidOn: string) {
  const rate = (await usdRateOn(em, paidOn))!;
  return roundMoney(new Decimal(statement.commissionUsd).times(share).times(rate));
}

/**
 * The commission trail of the demo suppliers (issue 28), built through the product's own functions after the demo's
 * seed transaction: both bill fortnightly; their ledger holds every verified payment; the statement job closes every
 * ended fortnight (e-mailing each statement with its PDF); payments are recorded by the settlement service and the
 * overdue job runs. aliado@xplora.test is left with, oldest first: a statement paid in full (by an admin), one overdue
 * with the supplier's payment waiting for verification, one overdue paid in part, and the latest paid in part; its
 * open fortnight has running lines (a booking and an admin's credit). aliado2@xplora.test's latest statement is
 * issued, unpaid. The latest fortnight is due 10 days after it ends: past that day both latest statements are overdue
 * (the rule), so on the last days of a fortnight the demo shows no issued or partially paid statement. Nothing when
 * the ledger or the statements have rows.
 */
export async function seedDemoFinance(orm: MikroORM, now = new Date()): Promise<void> {
  const em = orm.em.fork();
  const [{ n: rows } = { n: 0 }] = await em.execute<{ n: number }[]>(
    'select (select count(*) from ledger_entries) + (select count(*) from statements) as n',
  );
  if (Number(rows) > 0) return;
  const [supplierUser, supplierUser2, admin] = await Promise.all(
    [SUPPLIERS.aliado.email, SUPPLIERS.aliado2.email, 'admin@xplora.test'].map((email) =>
      em.findOne(User, { email }),
    ),
  );
  if (!supplierUser || !supplierUser2 || !admin) return;
  const [aliado, aliado2] = await Promise.all(
    [supplierUser, supplierUser2].map((user) => em.findOneOrFail(Supplier, { user })),
  );
  const ids: Ids = {
    aliado: aliado!,
    aliado2: aliado2!,
    admin,
    supplierUsers: { aliado: supplierUser, aliado2: supplierUser2 },
  };
  await em.transactional((tx) => seedHistory(tx, now, ids));

  await closeEndedPeriods(orm, now, [aliado!.id, aliado2!.id]);
  const statements = async (supplier: Supplier) =>
    em.fork().find(Statement, { supplier }, { orderBy: { periodStart: 'asc' } });
  // The last four: a demo booking verified before the history (the catalogue's reviewed one) may add an older one.
  const [paid, waiting, partly, latest] = (await statements(aliado!)).slice(-4);
  const [latest2] = (await statements(aliado2!)).slice(-1);
  if (!paid || !waiting || !partly || !latest || !latest2)
    throw new Error('Demostración: faltan estados de cuenta.');
  const today = caracasDay(now);
  const yesterday = dayAfter(today, -1);
  const payments = new StatementPaymentService();
  const pay = async (
    statement: Statement,
    who: User,
    scope: 'admin' | 'supplier',
    share: number,
    paidOn: string,
    reference: string,
  ) => {
    const session = sessionOf(orm.em.fork(), who, scope);
    await payments.record(session, {
      statementId: String(statement.id),
      bank: '0134',
      reference,
      amountVes: await vesFor(session.em, statement, share, paidOn),
      paidOn,
    });
  };
  await pay(paid, admin, 'admin', 1, yesterday, '77120001');
  await pay(waiting, supplierUser, 'supplier', 1, yesterday, '77120002');
  await pay(partly, admin, 'admin', 0.5, yesterday, '77120003');
  await pay(latest, admin, 'admin', 0.4, today, '77120004');
  await markOverdue(orm, now, [aliado!.id, aliado2!.id]);
  // The open fortnight also holds an admin's adjustment (a credit), billed with the next statement.
  await recordAdjustment(sessionOf(orm.em.fork(), admin, 'admin'), {
    supplierId: String(aliado!.id),
    commissionUsd: '-1.50',
    reason: 'Bonificación por completar el perfil del aliado',
  });
}
