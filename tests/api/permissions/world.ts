import { ref } from '@mikro-orm/core';
import {
  OneTimeToken,
  type OneTimeTokenPurpose,
} from '../../../server/src/modules/account/one-time-token.entity.js';
import { hashPassword } from '../../../server/src/modules/account/password.js';
import { addHours, newOpaqueToken } from '../../../server/src/modules/account/tokens.js';
import { User, UserRole } from '../../../server/src/modules/account/user.entity.js';
import { AttendeeConsent } from '../../../server/src/modules/booking/attendee-consent.entity.js';
import { tokenFor } from '../catalog.fixtures.js';
import { PAGO_MOVIL, PaymentMethod } from '../../../server/src/modules/supplier/payment-method.entity.js';
import { actor, alertOf, pendingActivity, supplierActor, type Actor } from '../admin-fixtures.js';
import {
  book,
  createSlot,
  ensureRate,
  fork,
  newCustomer,
  order,
  type SlotFixture,
  orderTotalVes,
} from '../booking.fixtures.js';
import {
  createActivity,
  dayFromNow,
  gqlOk,
  insertBooking,
  lookups,
  pngImage,
  upload,
  type Lookups,
} from '../supplier-portal.fixtures.js';
import type { TestServer } from '../support/test-server.js';
import { bookingCode, departSoon, paidBooking } from '../voucher.fixtures.js';
import { loadConfig } from '../../../server/src/config.js';
import { offerToken } from '../../../server/src/modules/booking/waitlist-offers.js';
import { closeEndedPeriods } from '../../../server/src/modules/finance/statement-close.js';
import { caracasDay } from '../../../server/src/modules/finance/periods.js';

/**
 * The principals of the permission matrix and the objects they own. "customer" and "supplier" own every object a
 * row names; "otherCustomer" and "otherSupplier" are real accounts of the same role with objects of their own.
 * Objects an allowed call consumes (deletes, state changes) come from the `fresh*` factories, one per call.
 */

export const PRINCIPALS = [
  'visitor',
  'customer',
  'otherCustomer',
  'supplier',
  'otherSupplier',
  'admin',
  'partner',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

export interface Party {
  id: number;
  token: string;
  email: string;
}

export interface SupplierParty extends Party {
  supplierId: number;
  slot: SlotFixture;
}

export class World {
  l!: Lookups;
  admin!: Party;
  customer!: Party;
  otherCustomer!: Party;
  supplier!: SupplierParty;
  otherSupplier!: SupplierParty;
  /** A partner key (`xpk_…`) when partner keys exist; undefined otherwise. */
  partnerKey?: string;
  methodId!: number;
  /** A customer and a supplier with real passwords (login, staffLogin). */
  loginUser!: { email: string; password: string };
  staffUser!: { email: string; password: string };
  adminUser!: { email: string; password: string };
  readonly password = 'clave-de-prueba-123';
  passwordHash = '';
  private refs = 0;

  constructor(readonly server: TestServer) {}

  static async create(server: TestServer): Promise<World> {
    const w = new World(server);
    await ensureRate(server);
    w.l = await lookups(server);
    const [admin, customer, otherCustomer] = await Promise.all([
      actor(server, UserRole.Admin).then(party),
      newCustomer(server),
      newCustomer(server),
    ]);
    Object.assign(w, { admin, customer, otherCustomer });
    w.supplier = await supplierParty(server);
    w.otherSupplier = await supplierParty(server);
    w.methodId = (await fork(server).findOneOrFail(PaymentMethod, { code: PAGO_MOVIL })).id;
    const password = w.password;
    const hash = (w.passwordHash = await hashPassword(password));
    const em = fork(server);
    const login = await actor(server, UserRole.Client);
    const staff = await supplierActor(server);
    const staffAdmin = await actor(server, UserRole.Admin);
    await em.nativeUpdate(
      User,
      { id: { $in: [login.user.id, staff.user.id, staffAdmin.user.id] } },
      { passwordHash: hash },
    );
    w.adminUser = { email: staffAdmin.user.email, password };
    w.loginUser = { email: login.user.email, password };
    w.staffUser = { email: staff.user.email, password };
    return w;
  }

  token(who: Principal): string | undefined {
    switch (who) {
      case 'visitor':
        return undefined;
      case 'partner':
        return this.partnerKey ?? 'xpk_missing_partner-keys-not-implemented';
      default:
        return this[who].token;
    }
  }

  /** The supplier's bookable activity (active, one 10+ seat slot). */
  get slot(): SlotFixture {
    return this.supplier.slot;
  }

  cart(): Promise<number> {
    return book(this.server, this.slot, this.customer.token);
  }

  order(): Promise<{ bookingId: number; orderId: number }> {
    return order(this.server, this.slot, this.customer.token);
  }

  async paymentBody(orderId: number) {
    return {
      orderId: String(orderId),
      paymentMethodId: String(this.methodId),
      bank: '0102',
      buyerId: 'V12345678',
      paidAmount: await orderTotalVes(this.server, orderId),
      reference: `PM${Date.now() % 1_000_000}${this.refs++}`,
      acceptTerms: true,
    };
  }

  /** A customer's order with a registered (pending) pago móvil payment. */
  async payment(): Promise<{ orderId: number; paymentId: number }> {
    const { orderId } = await this.order();
    const data = await gqlOk<{ registerPagoMovilPayment: { id: string } }>(
      this.server,
      'mutation ($input: RegisterPaymentInput!) { registerPagoMovilPayment(input: $input) { id } }',
      { input: await this.paymentBody(orderId) },
      this.customer.token,
    );
    return { orderId, paymentId: Number(data.registerPagoMovilPayment.id) };
  }

  /** A refund request: the supplier verified the customer's payment, then the customer cancelled the booking. */
  async refund(): Promise<{ bookingId: number; refundId: number }> {
    const { orderId, paymentId } = await this.payment();
    await gqlOk(
      this.server,
      'mutation ($id: ID!) { confirmPayment(id: $id) { id } }',
      { id: String(paymentId) },
      this.supplier.token,
    );
    const [row] = await this.server.db.orm.em
      .fork()
      .execute<{ id: number }[]>('select activity_booking_id as id from orders where id = ?', [orderId]);
    const data = await gqlOk<{ cancelBooking: { refund: { id: string } } }>(
      this.server,
      'mutation ($id: ID!) { cancelBooking(id: $id) { refund { id } } }',
      { id: String(row!.id) },
      this.customer.token,
    );
    return { bookingId: row!.id, refundId: Number(data.cancelBooking.refund.id) };
  }

  /** A booking of the customer on the supplier's slot whose payment the supplier verified (it has a voucher). */
  async paidBooking(): Promise<{ bookingId: number; code: string }> {
    const { bookingId } = await paidBooking(this.server, this.slot, this.customer.token);
    return { bookingId, code: await bookingCode(this.server, bookingId) };
  }

  private departing?: SlotFixture;

  /** A verified booking of the customer on a departure of the supplier that starts within the hour (check-in open). */
  async departingBooking(): Promise<{ timeId: number; code: string }> {
    if (!this.departing) {
      const supplier = { id: this.supplier.supplierId, token: this.supplier.token };
      this.departing = await createSlot(this.server, { seats: 100_000, supplier });
      await departSoon(this.server, this.departing);
    }
    const { bookingId } = await paidBooking(this.server, this.departing, this.customer.token);
    return { timeId: this.departing.timeId, code: await bookingCode(this.server, bookingId) };
  }

  private statementClock = Date.now();

  /**
   * A commission statement of the supplier, issued and unpaid: a verified booking at a 10% fee, then the statement job
   * one period later than the last call's.
   */
  /** Another admin account (an Administrador), whose role a call may change. */
  async otherAdmin(): Promise<number> {
    return (await actor(this.server, UserRole.Admin)).user.id;
  }

  async statement(): Promise<number> {
    await fork(this.server).execute('update suppliers set fee = 0.1 where id = ?', [this.slot.supplierId]);
    await paidBooking(this.server, this.slot, this.customer.token);
    this.statementClock += 31 * 86_400_000;
    await closeEndedPeriods(this.server.db.orm, new Date(this.statementClock), [this.slot.supplierId]);
    const [row] = await fork(this.server).execute<{ id: number }[]>(
      'select id from statements where supplier_id = ? order by period_start desc limit 1',
      [this.slot.supplierId],
    );
    return row!.id;
  }

  /** What a statement payment form sends: today, a fresh reference. */
  statementPayment(statementId: number) {
    return {
      statementId: String(statementId),
      bank: '0102',
      reference: `EC${Date.now() % 1_000_000}${this.refs++}`,
      amountVes: '100,00',
      paidOn: caracasDay(new Date()),
    };
  }

  /** A statement payment the supplier registered, pending an admin's verification. */
  async statementPaymentId(): Promise<string> {
    const data = await gqlOk<{ registerStatementPayment: { id: string } }>(
      this.server,
      'mutation ($input: StatementPaymentInput!) { registerStatementPayment(input: $input) { id } }',
      { input: this.statementPayment(await this.statement()) },
      this.supplier.token,
    );
    return data.registerStatementPayment.id;
  }

  /** A new activity of the supplier (status pending), made through its portal. */
  async activity(): Promise<string> {
    return (await createActivity(this.server, this.supplier.token, this.l)).id;
  }

  async pendingActivity(): Promise<number> {
    return (await pendingActivity(this.server, this.supplier.supplierId)).id;
  }

  async date(activityId?: string): Promise<{ activityId: string; dateId: string }> {
    const id = activityId ?? (await this.activity());
    const data = await gqlOk<any>(
      this.server,
      'mutation ($id: ID!, $d: String!) { createActivityDate(activityId: $id, input: { startsAt: $d }) { id } }',
      { id, d: dayFromNow(20 + (this.refs++ % 30)) },
      this.supplier.token,
    );
    return { activityId: id, dateId: data.createActivityDate.id };
  }

  async time(): Promise<{ activityId: string; dateId: string; timeId: string }> {
    const date = await this.date();
    const data = await gqlOk<any>(
      this.server,
      'mutation ($id: ID!) { createActivityTime(dateId: $id, input: { startsAt: "08:00", endsAt: "09:00", expectedParticipants: 4 }) { id } }',
      { id: date.dateId },
      this.supplier.token,
    );
    return { ...date, timeId: data.createActivityTime.id };
  }

  async price(): Promise<{ activityId: string; priceId: string }> {
    const activityId = await this.activity();
    const data = await gqlOk<any>(
      this.server,
      'mutation ($id: ID!) { createActivityPrice(activityId: $id, input: { title: "Adulto", price: "10" }) { id } }',
      { id: activityId },
      this.supplier.token,
    );
    return { activityId, priceId: data.createActivityPrice.id };
  }

  async detail(): Promise<{ activityId: string; detailId: string }> {
    const activityId = await this.activity();
    const data = await gqlOk<any>(
      this.server,
      'mutation ($id: ID!) { createActivityDetail(activityId: $id, input: { type: Highlight, title: "Snorkel" }) { id } }',
      { id: activityId },
      this.supplier.token,
    );
    return { activityId, detailId: data.createActivityDetail.id };
  }

  async image(): Promise<{ activityId: string; imageId: string }> {
    const activityId = await this.activity();
    const res = await upload(this.server, activityId, this.supplier.token, {
      data: await pngImage(),
      name: 'a.png',
      type: 'image/png',
    });
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
    return { activityId, imageId: String(res.body.id) };
  }

  async review(): Promise<{ activityId: string; reviewId: string }> {
    const activityId = await this.activity();
    const [row] = await fork(this.server).execute<{ id: number }[]>(
      `insert into reviews (activity_id, user_id, rating, title, message) values (?, ?, 5, 'T', 'Excelente') returning id`,
      [activityId, this.customer.id],
    );
    return { activityId, reviewId: String(row!.id) };
  }

  /** A paid booking of the customer on a slot that already took place (reviewable), with its paid order. */
  async pastPaidBooking(): Promise<number> {
    const conn = fork(this.server).getConnection();
    const [time] = await conn.execute<{ id: number; date_id: number }[]>(
      `with d as (insert into activity_dates (activity_id, starts_at) values (?, current_date - ?::int) returning id)
       insert into activity_times (activity_date_id, starts_at, ends_at, expected_participants, current_available)
       select d.id, '09:00', '10:00', 5, 5 from d returning id, activity_date_id as date_id`,
      [this.slot.activityId, 3 + this.refs++],
    );
    const bookingId = await insertBooking(this.server, {
      userId: this.customer.id,
      activityId: this.slot.activityId,
      dateId: time!.date_id,
      timeId: time!.id,
      status: 4,
      seats: 1,
      priceId: this.slot.adultId,
    });
    await conn.execute(
      `insert into orders (activity_booking_id, status, paid, issue_date, expires_at, total_usd, total_ves)
       select b.id, 1, true, now(), now(), sum(d.quantity * d.unit_price), round(sum(d.quantity * d.unit_price) * b.exchange_rate, 2)
       from bookings b join booking_details d on d.booking_id = b.id where b.id = ? group by b.id`,
      [bookingId],
    );
    return bookingId;
  }

  async alert(sent: boolean): Promise<number> {
    return (await alertOf(this.server, this.supplier.supplierId, sent)).id;
  }

  async inactiveSupplier(): Promise<number> {
    return (await supplierActor(this.server, { activated: false })).supplier.id;
  }

  async lead(): Promise<number> {
    const rows = await fork(this.server).execute<{ id: number }[]>(
      `insert into supplier_leads (name, email) values ('Lead de prueba', 'lead@matrix.test') returning id`,
    );
    return rows[0]!.id;
  }

  /** An outbox mail that used up its attempts (the admin's "Reintentar" puts it back to pending). */
  async failedMail(): Promise<number> {
    const rows = await fork(this.server).execute<{ id: number }[]>(
      `insert into outbox_mails (recipient, subject, html, text, status, attempts, last_error)
       values ('fallido@matrix.test', 'Correo fallido', '<p>x</p>', 'x', 'failed', 5, 'SMTP 550') returning id`,
    );
    return rows[0]!.id;
  }

  /** A pg-boss job of a clean-up queue in the failed state, as its last attempt leaves it. */
  async failedJob(): Promise<string> {
    const rows = await fork(this.server).execute<{ id: string }[]>(
      `insert into pgboss.job (name, state, completed_on, output, retry_limit)
       values ('token-cleanup', 'failed', now(), '{"message":"prueba"}', 0) returning id`,
    );
    return rows[0]!.id;
  }

  async contact(): Promise<string> {
    const data = await gqlOk<any>(
      this.server,
      'mutation ($input: CreateSupplierContactInput!) { createSupplierContact(input: $input) { id } }',
      {
        input: {
          supplierId: this.supplier.supplierId,
          name: 'Pedro Luna',
          phoneNumber: '04121234567',
          status: 1,
        },
      },
      this.admin.token,
    );
    return data.createSupplierContact.id;
  }

  async comment(): Promise<string> {
    const data = await gqlOk<any>(
      this.server,
      'mutation ($input: CreateSupplierCommentInput!) { createSupplierComment(input: $input) { id } }',
      { input: { supplierId: this.supplier.supplierId, message: 'Primera versión' } },
      this.admin.token,
    );
    return data.createSupplierComment.id;
  }

  /** A fresh session of the principal's account (for calls that end the session). */
  async freshToken(who: Principal): Promise<string | undefined> {
    if (who === 'visitor' || who === 'partner') return this.token(who);
    return tokenFor(this.server, this[who].email);
  }

  /** A customer account of its own with a real password (for calls that change or close the caller's account). */
  async throwaway(): Promise<{ id: number; token: string; email: string; password: string }> {
    const a = await actor(this.server, UserRole.Client);
    await fork(this.server).nativeUpdate(User, { id: a.user.id }, { passwordHash: this.passwordHash });
    return { id: a.user.id, token: a.token, email: a.user.email, password: this.password };
  }

  /** A valid single-use token (reset, e-mail verification or e-mail change) of a throwaway account. */
  async oneTimeToken(
    purpose: 'password_reset' | 'email_verification' | 'email_change' | 'email_change_revert',
  ): Promise<string> {
    const throwaway = await actor(this.server, UserRole.Client, {
      activated: purpose !== 'email_verification',
    });
    const em = fork(this.server);
    if (purpose === 'email_change') {
      await em.nativeUpdate(
        User,
        { id: throwaway.user.id },
        { pendingEmail: `nuevo-${this.unique()}@matrix.test` },
      );
      purpose = 'email_verification';
    }
    const { raw, hash } = newOpaqueToken();
    em.persist(
      new OneTimeToken({
        user: ref(em.getReference(User, throwaway.user.id)),
        purpose: purpose as OneTimeTokenPurpose,
        tokenHash: hash,
        expiresAt: addHours(new Date(), 1),
        email: purpose === 'email_change_revert' ? throwaway.user.email : undefined,
      }),
    );
    await em.flush();
    return raw;
  }

  /** The raw token of a pending attendee confirmation (issue 15 §10) on a throwaway account. */
  async attendeeToken(): Promise<string> {
    const throwaway = await actor(this.server, UserRole.Client);
    const em = fork(this.server);
    const { raw, hash } = newOpaqueToken();
    em.persist(
      em.create(AttendeeConsent, {
        user: throwaway.user.id,
        email: `asistente-${this.unique()}@matrix.test`,
        tokenHash: hash,
        sentAt: new Date(),
      }),
    );
    await em.flush();
    return raw;
  }

  /** A distinct future day (YYYY-MM-DD) for new dates. */
  day(): string {
    return dayFromNow(20 + (this.refs++ % 200));
  }

  /**
   * A fresh departure of one seat with no seat left (its own supplier): the customer may join its waitlist. Its seat
   * is unaccounted until an offer holds it (waitlistPlace), which no booking invariant sees on a slot without bookings.
   */
  async fullTime(): Promise<number> {
    const slot = await createSlot(this.server, { seats: 1 });
    await fork(this.server).execute('update activity_times set current_available = 0 where id = ?', [
      slot.timeId,
    ]);
    return slot.timeId;
  }

  /** The customer's place in a fresh full departure's waitlist: waiting, or with an open offer (and its token). */
  async waitlistPlace(offered = false): Promise<{ id: number; token: string }> {
    const timeId = await this.fullTime();
    const [row] = await fork(this.server).execute<{ id: number; offered_at: Date | null }[]>(
      `insert into waitlist_entries (activity_time_id, activity_id, user_id, participants, status, seats_held,
         offered_at, offer_expires_at)
       select t.id, d.activity_id, ?, 1, ?, ?, ?, ? from activity_times t
         join activity_dates d on d.id = t.activity_date_id where t.id = ?
       returning id, offered_at`,
      [
        this.customer.id,
        offered ? 'offered' : 'waiting',
        offered ? 1 : 0,
        offered ? new Date() : null,
        offered ? new Date(Date.now() + 3_600_000) : null,
        timeId,
      ],
    );
    const id = Number(row!.id);
    const offeredAt = row!.offered_at ? new Date(row!.offered_at) : null;
    return { id, token: offerToken(loadConfig({ env: 'test' }).voucherSecret, { id, offeredAt }) };
  }

  unique(): string {
    return `${Date.now().toString(36)}${(this.refs++).toString(36)}`;
  }
}

function party(a: Actor): Party {
  return { id: a.user.id, token: a.token, email: a.user.email };
}

async function supplierParty(server: TestServer): Promise<SupplierParty> {
  const slot = await createSlot(server, { seats: 100_000 });
  const [row] = await fork(server).execute<{ id: number; email: string }[]>(
    'select u.id, u.email from suppliers s join users u on u.id = s.user_id where s.id = ?',
    [slot.supplierId],
  );
  return { id: row!.id, email: row!.email, token: slot.supplierToken, supplierId: slot.supplierId, slot };
}
