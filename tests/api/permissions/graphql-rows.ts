import { dayAfter, todayInCaracas } from '../../../schema/validation/calendar-date.js';
import { addSlot, mailedProposal } from '../reschedule.fixtures.js';
import type { Principal, World } from './world.js';
import { inviteStaff } from '../staff.fixtures.js';

/**
 * One row per GraphQL Query/Mutation field: who succeeds on the owner's object, and a factory for valid variables
 * (called once per cell, so objects a call consumes are fresh). Denied principals must get UNAUTHENTICATED,
 * FORBIDDEN or NOT_FOUND with no data and change nothing. A partner key on /graphql is always refused (401).
 * The test derives its query text from the schema (root field + `__typename`), so rows hold only data.
 */
export interface SelfAccount {
  id: number;
  token: string;
  email: string;
  password: string;
}

export interface GraphqlRow {
  allow: Principal[];
  vars?: (w: World, self?: SelfAccount) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * The call changes or closes the caller's own account: each allowed customer cell runs as a throwaway customer
   * account (passed to `vars`), so the matrix's own principals keep working.
   */
  selfService?: boolean;
  /** The call ends the caller's session (logout): each cell gets its own fresh token. */
  consumesToken?: boolean;
  /** A list scoped to the caller: allowed principals other than this owner must see `total` 0. */
  ownerOnlySees?: Principal;
}

export const SESSIONS: Principal[] = ['customer', 'otherCustomer', 'supplier', 'otherSupplier', 'admin'];
export const EVERYONE: Principal[] = ['visitor', ...SESSIONS];
const CUSTOMERS: Principal[] = ['customer', 'otherCustomer'];
const SUPPLIERS: Principal[] = ['supplier', 'otherSupplier'];
const ADMIN: Principal[] = ['admin'];
const OWNER_SUPPLIER: Principal[] = ['supplier'];
const OWNER_CUSTOMER: Principal[] = ['customer'];

const timeInput = { startsAt: '10:00', endsAt: '11:00', expectedParticipants: 2 };

function activityInput(w: World, title = `Paseo ${w.unique()}`) {
  return {
    title,
    summary: 'Un paseo de día completo por las playas de Mochima.',
    description: '<p>Salimos temprano desde el muelle y visitamos tres playas.</p>',
    basePrice: '45.50',
    expectedParticipants: 8,
    minParticipants: 2,
    maxParticipants: 12,
    departureAddress: 'Muelle de Santa Fe',
    categoryId: w.l.categoryId,
    languageId: w.l.languageId,
    regularityId: w.l.regularityId,
    originId: w.l.originId,
    destinationId: w.l.destinationId,
  };
}

function supplierInput(w: World) {
  const tag = w.unique();
  return {
    tradeName: `Posada ${tag}`,
    legalName: `Inversiones ${tag} C.A.`,
    documentTypeId: 3,
    documentCode: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
    email: `aliado-${tag}@matrix.test`,
    description: 'Posada familiar frente al mar en Choroní.',
    fee: '0.15',
    status: 1,
    languageId: 1,
    categoryId: 1,
  };
}

const bookingOf = (w: World) => ({
  input: {
    activityId: String(w.slot.activityId),
    activityDateId: String(w.slot.dateId),
    activityTimeId: String(w.slot.timeId),
    details: [{ activityPriceId: String(w.slot.adultId), quantity: 1 }],
  },
});

async function sharedLink(w: World): Promise<{ bookingId: number; token: string }> {
  const bookingId = await w.cart();
  const res = await w.server.graphql<{ shareOfflineBooking: string }>(
    'mutation ($id: ID!) { shareOfflineBooking(id: $id) }',
    { id: bookingId },
    w.customer.token,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { bookingId, token: res.data.shareOfflineBooking };
}

/** A proposal of another slot for the customer's fresh order, as its mailed link. */
async function proposalLink(w: World): Promise<{ id: string; token: string }> {
  const { bookingId } = await w.order();
  const res = await w.server.graphql(
    'mutation ($b: ID!, $t: ID!) { proposeReschedule(bookingId: $b, activityTimeId: $t) { id } }',
    { b: bookingId, t: await addSlot(w.server, w.slot.activityId) },
    w.supplier.token,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return mailedProposal(w.server, w.customer.email);
}

export const graphqlRows: Record<string, GraphqlRow> = {
  // ── catalogue and lookups (public) ──
  'Query.activities': { allow: EVERYONE, vars: () => ({ page: 1, perPage: 8 }) },
  'Query.activity': { allow: EVERYONE, vars: (w) => ({ id: w.slot.activityId }) },
  'Query.similarActivities': { allow: EVERYONE, vars: (w) => ({ activityId: w.slot.activityId }) },
  'Query.activityAttributes': { allow: EVERYONE, vars: () => ({ onlyActive: true }) },
  'Query.activityCategories': { allow: EVERYONE, vars: () => ({ onlyActive: true }) },
  'Query.activityRegularities': { allow: EVERYONE, vars: () => ({ onlyActive: true }) },
  'Query.languages': { allow: EVERYONE, vars: () => ({ onlyActive: true }) },
  'Query.locations': { allow: EVERYONE, vars: () => ({ onlyActive: true }) },
  'Query.tags': { allow: EVERYONE },
  'Query.banks': { allow: EVERYONE },
  'Query.paymentMethods': { allow: EVERYONE },
  'Query.me': { allow: EVERYONE },

  // ── the customer's own account (profile, export, password, closing) ──
  'Query.myProfile': { allow: CUSTOMERS },
  'Query.myData': { allow: CUSTOMERS },
  'Mutation.updateProfile': {
    allow: CUSTOMERS,
    selfService: true,
    vars: (w, self) => ({
      input: {
        name: 'Carla Pérez',
        email: self?.email ?? w.customer.email,
        phone: '04141234567',
        nationalId: 'V18456789',
        city: 'Caracas',
      },
    }),
  },
  'Mutation.confirmEmailChange': {
    allow: EVERYONE,
    vars: async (w) => ({ input: { token: await w.oneTimeToken('email_change') } }),
  },
  'Mutation.revertEmailChange': {
    allow: EVERYONE,
    vars: async (w) => ({ input: { token: await w.oneTimeToken('email_change_revert') } }),
  },
  'Mutation.confirmAttendee': {
    allow: EVERYONE,
    vars: async (w) => ({ input: { token: await w.attendeeToken() } }),
  },
  'Mutation.changePassword': {
    allow: CUSTOMERS,
    selfService: true,
    vars: (w, self) => ({
      input: { currentPassword: self?.password ?? w.password, newPassword: 'otra-clave-segura-9' },
    }),
  },
  'Mutation.closeAccount': {
    allow: CUSTOMERS,
    selfService: true,
    vars: (w, self) => ({ input: { password: self?.password ?? w.password } }),
  },
  'Mutation.writeReview': {
    allow: OWNER_CUSTOMER,
    vars: async (w) => ({
      input: {
        bookingId: String(await w.pastPaidBooking()),
        rating: 5,
        title: 'Excelente',
        message: 'Muy recomendado.',
      },
    }),
  },
  'Mutation.adminModerateReview': {
    allow: ADMIN,
    vars: async (w) => ({ id: (await w.review()).reviewId, status: 'HIDDEN' }),
  },
  'Mutation.createSupplierLead': {
    allow: EVERYONE,
    vars: (w) => ({
      input: {
        name: 'Futuro Aliado',
        company: 'Posada El Sol',
        email: `lead-${w.unique()}@matrix.test`,
        phone: '04141234567',
        city: 'Mérida',
      },
    }),
  },

  // ── accounts ──
  'Mutation.login': {
    allow: EVERYONE,
    vars: (w) => ({ input: { email: w.loginUser.email, password: w.loginUser.password } }),
  },
  'Mutation.staffLogin': {
    allow: EVERYONE,
    vars: (w) => ({
      input: { username: w.staffUser.email, password: w.staffUser.password, scope: 'Supplier' },
    }),
  },
  'Mutation.logout': { allow: SESSIONS, consumesToken: true },
  'Mutation.register': {
    allow: EVERYONE,
    vars: (w) => ({
      input: { name: 'Nueva Cliente', email: `c-${w.unique()}@matrix.test`, password: 'clave-segura-123' },
    }),
  },
  'Mutation.registerSupplier': {
    allow: EVERYONE,
    vars: (w) => ({
      input: {
        name: 'Nuevo Aliado',
        email: `s-${w.unique()}@matrix.test`,
        password: 'clave-segura-123',
        legalName: 'Nuevo Aliado C.A.',
        documentTypeId: 3,
        documentCode: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      },
    }),
  },
  'Mutation.registerAdmin': {
    allow: [],
    vars: (w) => ({
      input: { name: 'Intruso', email: `a-${w.unique()}@matrix.test`, password: 'clave-segura-123' },
    }),
  },
  'Mutation.forgotPassword': { allow: EVERYONE, vars: (w) => ({ input: { user: w.customer.email } }) },
  'Mutation.recoverPassword': {
    allow: EVERYONE,
    vars: async (w) => ({
      input: { token: await w.oneTimeToken('password_reset'), password: 'otra-clave-segura-9' },
    }),
  },
  'Mutation.verifyEmail': {
    allow: EVERYONE,
    vars: async (w) => ({ token: await w.oneTimeToken('email_verification') }),
  },

  // ── customer: bookmarks, cart, orders, payments ──
  'Query.bookmarkedActivities': { allow: CUSTOMERS, vars: () => ({ page: 1 }) },
  'Mutation.bookmarkActivity': { allow: CUSTOMERS, vars: (w) => ({ id: w.slot.activityId }) },
  'Mutation.unbookmarkActivity': { allow: CUSTOMERS, vars: (w) => ({ id: w.slot.activityId }) },
  'Query.cartBookings': { allow: CUSTOMERS },
  // issue 33 §2: the waitlist (a customer's own places; the offer link is its customer's only)
  'Query.myWaitlist': { allow: CUSTOMERS },
  'Mutation.joinWaitlist': {
    allow: CUSTOMERS,
    vars: async (w) => ({ input: { activityTimeId: String(await w.fullTime()), participants: 1 } }),
  },
  'Mutation.leaveWaitlist': {
    allow: OWNER_CUSTOMER,
    vars: async (w) => ({ id: (await w.waitlistPlace()).id }),
  },
  'Query.waitlistOffer': {
    allow: OWNER_CUSTOMER,
    vars: async (w) => ({ token: (await w.waitlistPlace(true)).token }),
  },
  'Mutation.claimWaitlistOffer': {
    allow: OWNER_CUSTOMER,
    vars: async (w) => ({ token: (await w.waitlistPlace(true)).token }),
  },
  // the booking's owner, the supplier of its activity and an administrator
  'Query.booking': {
    allow: [...OWNER_CUSTOMER, ...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ id: await w.cart() }),
  },
  'Mutation.createBooking': { allow: CUSTOMERS, vars: bookingOf },
  'Mutation.removeBooking': { allow: OWNER_CUSTOMER, vars: async (w) => ({ id: await w.cart() }) },
  'Mutation.placeOrder': {
    allow: OWNER_CUSTOMER,
    vars: async (w) => ({ input: { bookingIds: [String(await w.cart())] } }),
  },
  'Query.orders': { allow: CUSTOMERS, vars: () => ({ page: 1 }) },
  'Mutation.deleteOrder': { allow: OWNER_CUSTOMER, vars: async (w) => ({ id: (await w.order()).orderId }) },
  'Mutation.registerPagoMovilPayment': {
    allow: OWNER_CUSTOMER,
    vars: async (w) => ({ input: await w.paymentBody((await w.order()).orderId) }),
  },
  'Mutation.shareOfflineBooking': { allow: OWNER_CUSTOMER, vars: async (w) => ({ id: await w.cart() }) },
  'Query.guestBooking': {
    allow: EVERYONE,
    vars: async (w) => {
      const link = await sharedLink(w);
      return { id: link.bookingId, token: link.token };
    },
  },
  'Mutation.placeGuestOrder': {
    allow: EVERYONE,
    vars: async (w) => {
      const link = await sharedLink(w);
      return {
        input: {
          bookingId: String(link.bookingId),
          token: link.token,
          name: 'Luis Invitado',
          nationalId: 'V12345678',
          email: `g-${w.unique()}@matrix.test`,
          phone: '04141234567',
        },
      };
    },
  },
  'Mutation.registerGuestPagoMovilPayment': {
    allow: EVERYONE,
    vars: async (w) => {
      const link = await sharedLink(w);
      const placed = await w.server.graphql<{ placeGuestOrder: { id: string }[] }>(
        'mutation ($input: GuestOrderInput!) { placeGuestOrder(input: $input) { id } }',
        {
          input: {
            bookingId: String(link.bookingId),
            token: link.token,
            name: 'Luis Invitado',
            nationalId: 'V12345678',
            email: `g-${w.unique()}@matrix.test`,
            phone: '04141234567',
          },
        },
      );
      if (!placed.data) throw new Error(JSON.stringify(placed.errors));
      return { token: link.token, input: await w.paymentBody(Number(placed.data.placeGuestOrder[0]!.id)) };
    },
  },

  // ── payments verification ──
  'Mutation.confirmPayment': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ id: (await w.payment()).paymentId }),
  },
  'Mutation.rejectPayment': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ id: (await w.payment()).paymentId, reason: 'La referencia no coincide' }),
  },
  // issue 17 §3: self-cancellation and refunds (an admin sees every refund, so no ownerOnlySees here:
  // tests/api/refund.test.ts checks that another supplier's list is empty)
  'Mutation.cancelBooking': {
    allow: OWNER_CUSTOMER,
    vars: async (w) => ({ id: (await w.order()).bookingId }),
  },
  'Query.refunds': { allow: [...SUPPLIERS, ...ADMIN] },
  'Mutation.markRefunded': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ id: (await w.refund()).refundId, reference: '20261125001' }),
  },
  'Mutation.declineRefund': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ id: (await w.refund()).refundId, reason: 'Cancelación fuera de la política' }),
  },
  // issue 33 §1: a customer moves its own booking; the supplier of the activity (or an admin) proposes a slot
  'Mutation.rescheduleBooking': {
    allow: OWNER_CUSTOMER,
    vars: async (w) => ({
      id: (await w.order()).bookingId,
      activityTimeId: await addSlot(w.server, w.slot.activityId),
    }),
  },
  'Query.rescheduleSlots': {
    allow: [...OWNER_CUSTOMER, ...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ bookingId: (await w.order()).bookingId }),
  },
  'Mutation.proposeReschedule': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({
      bookingId: (await w.order()).bookingId,
      activityTimeId: await addSlot(w.server, w.slot.activityId),
    }),
  },
  'Query.rescheduleProposal': { allow: EVERYONE, vars: async (w) => proposalLink(w) },
  'Mutation.answerRescheduleProposal': {
    allow: EVERYONE,
    vars: async (w) => ({ ...(await proposalLink(w)), accept: false }),
  },
  // issue 29 §5: a departure is cancelled by its activity's supplier or an admin (each cell on a fresh slot)
  'Mutation.cancelDeparture': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ timeId: (await w.time()).timeId, reason: 'WEATHER' }),
  },
  // issue 28: commission statements (the owner supplier or an admin pays; only an admin verifies or adjusts)
  'Mutation.registerStatementPayment': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ input: w.statementPayment(await w.statement()) }),
  },
  'Mutation.verifyStatementPayment': {
    allow: ADMIN,
    vars: async (w) => ({ id: await w.statementPaymentId() }),
  },
  'Mutation.rejectStatementPayment': {
    allow: ADMIN,
    vars: async (w) => ({ id: await w.statementPaymentId(), reason: 'La referencia no aparece en el banco' }),
  },
  'Query.myStatements': {
    allow: SUPPLIERS,
    ownerOnlySees: 'supplier',
    vars: async (w) => {
      await w.statement();
      return {};
    },
  },
  'Query.statement': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ id: String(await w.statement()) }),
  },
  'Query.myOpenPeriod': { allow: SUPPLIERS },
  'Query.adminStatements': { allow: ADMIN, vars: (w) => ({ supplierId: String(w.slot.supplierId) }) },
  'Query.ledgerEntries': { allow: ADMIN, vars: (w) => ({ supplierId: String(w.slot.supplierId) }) },
  'Query.supplierBalances': { allow: ADMIN },
  'Query.monthlyCommission': { allow: ADMIN },
  'Mutation.setStatementPeriod': {
    allow: ADMIN,
    vars: (w) => ({ supplierId: String(w.slot.supplierId), period: 'Monthly' }),
  },
  'Mutation.recordLedgerAdjustment': {
    allow: ADMIN,
    vars: (w) => ({
      input: { supplierId: String(w.slot.supplierId), commissionUsd: '-1.50', reason: 'Descuento acordado' },
    }),
  },
  'Query.pendingPayments': { allow: ADMIN, vars: (w) => ({ supplierId: String(w.slot.supplierId) }) },
  'Query.adminBookings': { allow: ADMIN, vars: () => ({ customerEmail: 'cliente@xplora.test' }) },
  // a list of the caller's own reservations: another supplier gets an empty page, never the owner's rows
  'Query.voucher': {
    allow: [...OWNER_CUSTOMER, ...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => ({ bookingId: (await w.paidBooking()).bookingId }),
  },
  'Query.checkInManifest': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: (w) => ({ activityTimeId: w.slot.timeId }),
  },
  'Mutation.checkInBooking': {
    allow: [...OWNER_SUPPLIER, ...ADMIN],
    vars: async (w) => {
      const { timeId, code } = await w.departingBooking();
      return { input: { activityTimeId: String(timeId), code } };
    },
  },
  'Query.supplierReservations': {
    allow: SUPPLIERS,
    ownerOnlySees: 'supplier',
    vars: (w) => ({ activityId: w.slot.activityId }),
  },

  // ── the supplier's team (issue 33 §3; roles × operations: tests/api/supplier-staff-roles.test.ts) ──
  'Query.supplierAccess': { allow: SUPPLIERS },
  'Query.supplierStaff': { allow: SUPPLIERS },
  'Mutation.inviteStaff': {
    allow: SUPPLIERS,
    vars: (w) => ({ input: { name: 'Ana Guía', email: `equipo-${w.unique()}@matrix.test`, role: 'GUIDE' } }),
  },
  'Mutation.changeStaffRole': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => ({
      id: (await inviteStaff(w.server, w.supplier.token, 'GUIDE')).id,
      role: 'OPERATIONS',
    }),
  },
  'Mutation.revokeStaff': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => ({ id: (await inviteStaff(w.server, w.supplier.token, 'GUIDE')).id }),
  },
  'Query.staffInvitation': {
    allow: EVERYONE,
    vars: async (w) => ({ token: (await inviteStaff(w.server, w.supplier.token, 'GUIDE')).token }),
  },
  'Mutation.acceptStaffInvitation': {
    allow: EVERYONE,
    vars: async (w) => ({
      token: (await inviteStaff(w.server, w.supplier.token, 'GUIDE')).token,
      password: 'clave-del-equipo-1',
    }),
  },

  // ── supplier portal ──
  'Query.supplierDashboard': { allow: SUPPLIERS },
  'Query.supplierBookings': { allow: SUPPLIERS, ownerOnlySees: 'supplier' },
  'Query.supplierPendingPayments': { allow: SUPPLIERS },
  'Query.supplierPendingPaymentCount': { allow: SUPPLIERS },
  'Query.supplierToday': { allow: SUPPLIERS },
  'Query.supplierDepartures': {
    allow: SUPPLIERS,
    vars: () => ({ from: todayInCaracas(), to: dayAfter(todayInCaracas(), 30) }),
  },
  'Query.supplierDeparture': { allow: OWNER_SUPPLIER, vars: (w) => ({ timeId: w.slot.timeId }) },
  'Query.supplierProfile': { allow: SUPPLIERS },
  'Mutation.updateSupplierProfile': {
    allow: SUPPLIERS,
    vars: (w) => {
      const s = supplierInput(w);
      return {
        input: {
          tradeName: s.tradeName,
          legalName: s.legalName,
          documentTypeId: 3,
          documentCode: s.documentCode,
          description: s.description,
        },
      };
    },
  },
  'Query.supplierActivities': { allow: SUPPLIERS, vars: () => ({ page: 1 }) },
  'Query.supplierActivity': { allow: OWNER_SUPPLIER, vars: (w) => ({ id: w.slot.activityId }) },
  'Mutation.createActivity': { allow: SUPPLIERS, vars: (w) => ({ input: activityInput(w) }) },
  'Mutation.updateActivity': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => ({ id: await w.activity(), input: activityInput(w) }),
  },
  'Mutation.patchActivity': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => ({ id: await w.activity(), input: { summary: 'Resumen cambiado por la matriz.' } }),
  },
  'Mutation.setActivityStatus': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => ({ id: await w.activity(), status: 0 }),
  },
  'Mutation.deleteActivity': { allow: OWNER_SUPPLIER, vars: async (w) => ({ id: await w.activity() }) },
  'Query.activityDates': { allow: OWNER_SUPPLIER, vars: (w) => ({ activityId: w.slot.activityId }) },
  'Mutation.createActivityDate': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => ({ activityId: await w.activity(), input: { startsAt: w.day() } }),
  },
  'Mutation.updateActivityDate': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const d = await w.date();
      return { activityId: d.activityId, id: d.dateId, input: { startsAt: w.day() } };
    },
  },
  'Mutation.deleteActivityDate': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const d = await w.date();
      return { activityId: d.activityId, id: d.dateId };
    },
  },
  'Mutation.createActivityTime': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const d = await w.date();
      return { activityId: d.activityId, dateId: d.dateId, input: timeInput };
    },
  },
  'Mutation.updateActivityTime': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const t = await w.time();
      return { activityId: t.activityId, dateId: t.dateId, id: t.timeId, input: timeInput };
    },
  },
  'Mutation.deleteActivityTime': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const t = await w.time();
      return { activityId: t.activityId, dateId: t.dateId, id: t.timeId };
    },
  },
  'Query.activityPrices': { allow: OWNER_SUPPLIER, vars: (w) => ({ activityId: w.slot.activityId }) },
  'Mutation.createActivityPrice': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => ({ activityId: await w.activity(), input: { title: 'Niño', price: '5' } }),
  },
  'Mutation.updateActivityPrice': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const p = await w.price();
      return { activityId: p.activityId, id: p.priceId, input: { title: 'Adulto', price: '12' } };
    },
  },
  'Mutation.deleteActivityPrice': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const p = await w.price();
      return { activityId: p.activityId, id: p.priceId };
    },
  },
  'Query.activityDetails': { allow: OWNER_SUPPLIER, vars: (w) => ({ activityId: w.slot.activityId }) },
  'Mutation.createActivityDetail': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => ({ activityId: await w.activity(), input: { type: 'Highlight', title: 'Kayak' } }),
  },
  'Mutation.updateActivityDetail': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const d = await w.detail();
      return { activityId: d.activityId, id: d.detailId, input: { type: 'Highlight', title: 'Buceo' } };
    },
  },
  'Mutation.deleteActivityDetail': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const d = await w.detail();
      return { activityId: d.activityId, id: d.detailId };
    },
  },
  'Query.activityImages': { allow: OWNER_SUPPLIER, vars: (w) => ({ activityId: w.slot.activityId }) },
  'Mutation.deleteActivityImage': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const i = await w.image();
      return { activityId: i.activityId, id: i.imageId };
    },
  },
  'Query.activityReviews': { allow: OWNER_SUPPLIER, vars: (w) => ({ activityId: w.slot.activityId }) },
  'Mutation.moderateReview': {
    allow: OWNER_SUPPLIER,
    vars: async (w) => {
      const r = await w.review();
      return { activityId: r.activityId, id: r.reviewId, status: 'HIDDEN' };
    },
  },
  'Query.myAlerts': { allow: SUPPLIERS },
  'Mutation.markAlertRead': { allow: OWNER_SUPPLIER, vars: async (w) => ({ id: await w.alert(true) }) },

  // ── admin ──
  'Query.adminDashboard': { allow: ADMIN },
  'Query.adminFailures': { allow: ADMIN },
  'Mutation.retryFailedMail': { allow: ADMIN, vars: async (w) => ({ id: String(await w.failedMail()) }) },
  'Mutation.retryFailedJob': {
    allow: ADMIN,
    vars: async (w) => ({ queue: 'token-cleanup', id: await w.failedJob() }),
  },
  'Query.suppliers': { allow: ADMIN, vars: () => ({ page: 1 }) },
  'Query.supplier': { allow: ADMIN, vars: (w) => ({ id: w.supplier.supplierId }) },
  'Query.supplierCategories': { allow: [...ADMIN, ...SUPPLIERS] },
  'Mutation.createSupplier': { allow: ADMIN, vars: (w) => ({ input: supplierInput(w) }) },
  'Mutation.updateSupplier': {
    allow: ADMIN,
    vars: async (w) => ({ input: { id: await w.inactiveSupplier(), ...supplierInput(w) } }),
  },
  'Mutation.activateSupplier': { allow: ADMIN, vars: async (w) => ({ id: await w.inactiveSupplier() }) },
  'Query.supplierContacts': { allow: ADMIN, vars: (w) => ({ supplierId: w.supplier.supplierId }) },
  'Mutation.createSupplierContact': {
    allow: ADMIN,
    vars: (w) => ({
      input: {
        supplierId: w.supplier.supplierId,
        name: 'María Gómez',
        phoneNumber: '04141234567',
        status: 1,
      },
    }),
  },
  'Mutation.updateSupplierContact': {
    allow: ADMIN,
    vars: async (w) => ({
      input: { id: await w.contact(), name: 'Pedro Luna', phoneNumber: '04121112233', status: 1 },
    }),
  },
  'Query.supplierAlerts': { allow: ADMIN, vars: (w) => ({ supplierId: w.supplier.supplierId }) },
  'Mutation.createProviderAlert': {
    allow: ADMIN,
    vars: (w) => ({
      input: { supplierId: w.supplier.supplierId, title: 'Aviso', message: 'Hola', status: 0 },
    }),
  },
  'Mutation.updateProviderAlert': {
    allow: ADMIN,
    vars: async (w) => ({
      input: { id: await w.alert(false), title: 'Aviso', message: 'Hola otra vez', status: 0 },
    }),
  },
  'Mutation.sendProviderAlert': { allow: ADMIN, vars: async (w) => ({ id: await w.alert(false) }) },
  'Query.supplierComments': { allow: ADMIN, vars: (w) => ({ supplierId: w.supplier.supplierId }) },
  'Mutation.createSupplierComment': {
    allow: ADMIN,
    vars: (w) => ({ input: { supplierId: w.supplier.supplierId, message: 'Llamar el lunes' } }),
  },
  'Mutation.updateSupplierComment': {
    allow: ADMIN,
    vars: async (w) => ({ input: { id: await w.comment(), message: 'Llamar el martes' } }),
  },
  'Query.pendingActivities': { allow: ADMIN, vars: () => ({ page: 1 }) },
  'Mutation.approveActivity': { allow: ADMIN, vars: async (w) => ({ id: await w.pendingActivity() }) },
  'Mutation.rejectActivity': {
    allow: ADMIN,
    vars: async (w) => ({ input: { id: await w.pendingActivity(), reason: 'Faltan fotos' } }),
  },
  'Query.supplierLeads': { allow: ADMIN, vars: () => ({ page: 1 }) },
  'Mutation.markSupplierLeadHandled': { allow: ADMIN, vars: async (w) => ({ id: await w.lead() }) },
  'Query.exchangeRates': { allow: ADMIN, vars: () => ({ page: 1 }) },
  // The audit trail: the owner supplier sees the entries of its confirmed payment; the other supplier none of them.
  'Query.supplierAudit': {
    allow: SUPPLIERS,
    ownerOnlySees: 'supplier',
    vars: async (w) => {
      await w.paidBooking();
      // The other supplier's own trail holds its team invitations (Mutation.inviteStaff): count payments only.
      return { filter: { action: 'payment_confirmed' } };
    },
  },
  'Query.auditLog': { allow: ADMIN, vars: () => ({ page: 1 }) },
  // issue 33: admin roles (Equipo Xplora)
  'Query.adminTeam': { allow: ADMIN },
  'Query.myAdminRole': { allow: ADMIN },
  'Mutation.setAdminRole': {
    allow: ADMIN,
    vars: async (w) => ({ id: String(await w.otherAdmin()), role: 'Soporte' }),
  },
  'Query.partnerKeys': { allow: ADMIN, vars: () => ({ page: 1 }) },
  'Mutation.issuePartnerKey': {
    allow: ADMIN,
    vars: () => ({
      input: { name: 'Agencia Sol', organisation: 'Agencia Sol C.A.', scopes: ['catalog:read'] },
    }),
  },
  'Mutation.revokePartnerKey': {
    allow: ADMIN,
    vars: async (w) => {
      const res = await w.server.graphql<{ issuePartnerKey: { partnerKey: { id: string } } }>(
        'mutation ($input: IssuePartnerKeyInput!) { issuePartnerKey(input: $input) { partnerKey { id } } }',
        { input: { name: 'Para revocar', organisation: 'Pruebas', scopes: ['catalog:read'] } },
        w.admin.token,
      );
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return { id: res.data.issuePartnerKey.partnerKey.id };
    },
  },
  'Query.latestExchangeRate': { allow: SESSIONS, vars: () => ({ currency: 'USD' }) },
  'Mutation.setExchangeRate': {
    allow: ADMIN,
    vars: () => ({ input: { currency: 'EUR', rate: '260.25', valueDate: '2026-01-03' } }),
  },
};
