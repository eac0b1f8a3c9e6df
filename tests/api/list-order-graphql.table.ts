import { dayAfter, todayInCaracas } from '../../schema/validation/calendar-date.js';
import type { ListFixtures } from './list-order.fixtures.js';

type Who = keyof ListFixtures['tokens'];

/**
 * Where a column's order shows in an answer row: a path in the selected row; for an enum stored as a PostgreSQL enum,
 * the path and its values in the enum's own order; or (a column no field shows) the ids the fixtures put in that
 * column's ascending order.
 */
export type OrderCheck = string | { path: string; rank: string[] } | ((fx: ListFixtures) => number[]);

export interface GqlList {
  field: string;
  who: Who;
  /** The field's own arguments (its parent id, a filter that makes a column vary). */
  args?: (fx: ListFixtures) => string;
  /**
   * How the field takes its order: `orderBy: "column:direction"` (the list convention), an enum that carries the
   * direction (`orderBy: TITLE_ASC`) or an enum column and `direction: ASC` (the older paged fields).
   */
  style?: 'convention' | 'suffix' | 'direction';
  /** Every column the field accepts → where to check it. */
  columns: Record<string, OrderCheck>;
  select: string;
  /** Columns every listed row shares by the list's own definition (the cart only holds status 1), and why. */
  constant?: Record<string, string>;
}

/** Columns checked on the row field of the same name (the selection aliases them to the column's name). */
function shown(...columns: string[]): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, column]));
}

/** A sub-list of the first slot's activity, or of its supplier (the admin's supplier tabs). */
const ofActivity = (fx: ListFixtures) => `activityId: "${fx.slot.activityId}"`;
const ofSupplier = (fx: ListFixtures) => `supplierId: "${fx.slot.supplierId}"`;

/** SupplierListSort's columns on their row fields; those the list lacks order it by id. */
function supplierListSort(...lacking: string[]): Record<string, string> {
  const columns = shown('id', 'title', 'position', 'price', 'participants');
  for (const column of lacking) columns[column] = 'id';
  return { ...columns, createdAt: 'created_at' };
}

/** A lookup listed with its inactive rows: id, name, its own columns, status. */
function lookup(field: string, ...own: string[]): GqlList {
  return {
    field,
    who: 'customer',
    args: () => 'onlyActive: false',
    columns: shown('id', 'name', ...own, 'status'),
    select: ['id name status', ...own].join(' '),
  };
}

/** Every list-returning Query field (list-order-graphql.test.ts fails when the schema has one this table lacks). */
export const GQL_LISTS: GqlList[] = [
  // ---------- lookups (inactive rows seeded, so `onlyActive: false` varies the status) ----------
  lookup('activityCategories', 'description'),
  lookup('locations'),
  lookup('activityAttributes', 'description'),
  lookup('activityRegularities'),
  lookup('languages', 'abbr'),
  { field: 'tags', who: 'customer', columns: shown('id', 'name', 'label'), select: 'id name label' },
  {
    field: 'paymentMethods',
    who: 'customer',
    columns: shown('id', 'name', 'code', 'status'),
    select: 'id name code status',
    constant: { status: 'solo se listan los métodos activos' },
  },
  { field: 'banks', who: 'customer', columns: shown('code', 'name'), select: 'code name' },
  {
    field: 'supplierCategories',
    who: 'admin',
    columns: shown('id', 'name', 'status'),
    select: 'id name status',
    constant: { status: 'solo se listan las categorías activas' },
  },
  // ---------- customer ----------
  {
    field: 'cartBookings',
    who: 'customer',
    columns: shown('id', 'status', 'created_at', 'hold_expires_at', 'seats', 'total_usd', 'date.starts_at'),
    select:
      'id status created_at: createdAt hold_expires_at: holdExpiresAt seats total_usd: totalUsd date { starts_at: startsAt }',
    constant: { status: 'el carrito es el status 1' },
  },
  {
    field: 'orders',
    who: 'customer',
    columns: shown(
      'id',
      'status',
      'paid',
      'issue_date',
      'expires_at',
      'total_usd',
      'total_ves',
      'created_at',
    ),
    select:
      'id status paid issue_date: issueDate expires_at: expiresAt total_usd: totalUsd total_ves: totalVes created_at: createdAt',
  },
  {
    field: 'bookmarkedActivities',
    who: 'customer',
    columns: {
      ...shown('id', 'title', 'base_price', 'rating', 'published_at', 'created_at'),
      bookmarked_at: (fx) => [fx.other.activityId, fx.third.activityId],
    },
    select: 'id title base_price: basePrice rating published_at: publishedAt created_at: createdAt',
  },
  {
    field: 'activities',
    who: 'customer',
    style: 'suffix',
    columns: {
      ID: 'id',
      TITLE: 'title',
      PRICE: 'base_price',
      RATING: 'rating',
      PUBLISHED_AT: 'published_at',
      // No field shows these orders' values; activity-sort.test.ts checks them against a hand-computed catalogue.
      DURATION: () => [],
      POPULARITY: () => [],
      RECOMMENDED: () => [],
    },
    select: 'id title base_price: basePrice rating published_at: publishedAt',
  },
  {
    // The activities like the third slot's (same destination or category, bookable), up to 24.
    field: 'similarActivities',
    who: 'customer',
    style: 'suffix',
    args: (fx) => `activityId: "${fx.third.activityId}", limit: 24`,
    columns: {
      ID: 'id',
      TITLE: 'title',
      PRICE: 'base_price',
      RATING: 'rating',
      PUBLISHED_AT: 'published_at',
      DURATION: () => [],
      POPULARITY: () => [],
      RECOMMENDED: () => [],
    },
    select: 'id title base_price: basePrice rating published_at: publishedAt',
  },
  // ---------- supplier portal ----------
  {
    field: 'supplierActivities',
    who: 'supplier',
    style: 'direction',
    columns: {
      id: 'id',
      title: 'title',
      category: 'category.name',
      basePrice: 'base_price',
      status: 'status',
      publishedAt: 'published_at',
      createdAt: 'created_at',
    },
    select:
      'id title category { name } base_price: basePrice status published_at: publishedAt created_at: createdAt',
  },
  {
    field: 'activityDates',
    who: 'supplier',
    args: ofActivity,
    columns: shown('id', 'starts_at'),
    select: 'id starts_at: startsAt',
  },
  {
    field: 'activityDetails',
    who: 'supplier',
    style: 'direction',
    args: ofActivity,
    // Details have no price nor participants: those two order them by id (SupplierListSort is shared with prices).
    columns: supplierListSort('price', 'participants'),
    select: 'id title position created_at: createdAt',
  },
  {
    field: 'activityPrices',
    who: 'supplier',
    style: 'direction',
    args: ofActivity,
    // Price lines have no position: it orders them by id.
    columns: supplierListSort('position'),
    select: 'id title price participants created_at: createdAt',
  },
  {
    field: 'activityImages',
    who: 'supplier',
    args: ofActivity,
    columns: shown('id', 'position', 'description', 'width', 'height', 'created_at'),
    select: 'id position description width height created_at: createdAt',
  },
  {
    field: 'activityReviews',
    who: 'supplier',
    args: ofActivity,
    columns: {
      ...shown('id', 'rating', 'title'),
      // Moderation order (the review_status enum): to moderate, published, hidden.
      status: { path: 'status', rank: ['Pending', 'Published', 'Hidden'] },
      ...shown('created_at', 'person_name'),
    },
    select: 'id rating title status created_at: createdAt person_name: personName',
  },
  {
    field: 'supplierBookings',
    who: 'supplier',
    columns: {
      ...shown('id', 'code', 'status', 'created_at'),
      starts_at: 'date',
      ...shown('activity_title', 'customer_name', 'customer_email', 'seats', 'total_usd', 'total_ves'),
      ...shown('payment_state', 'checked_in_at'),
    },
    select: `id code status created_at: createdAt date activity_title: activityTitle customer_name: customerName
      customer_email: customerEmail seats total_usd: totalUsd total_ves: totalVes payment_state: paymentState
      checked_in_at: checkedInAt`,
    constant: {
      customer_name: 'one customer books',
      customer_email: 'one customer books',
    },
  },
  {
    field: 'supplierDepartures',
    who: 'supplier',
    args: () => `from: "${todayInCaracas()}", to: "${dayAfter(todayInCaracas(), 30)}"`,
    columns: {
      id: 'timeId',
      starts_at: 'date',
      ...shown('activity_title', 'booked', 'capacity', 'available', 'min_participants', 'bookings'),
      ...shown('checked_in', 'state'),
    },
    select: `timeId date activity_title: activityTitle booked capacity available min_participants: minParticipants
      bookings checked_in: checkedIn state`,
    constant: { state: 'the fixtures’ departures are all open' },
  },
  {
    field: 'myStatements',
    who: 'supplier',
    columns: shown('id', 'period_start', 'due_date', 'commission_usd', 'issued_at'),
    select:
      'id period_start: periodStart due_date: dueDate commission_usd: commissionUsd issued_at: issuedAt',
  },
  {
    field: 'adminStatements',
    who: 'admin',
    columns: shown('id', 'period_start', 'due_date', 'commission_usd', 'issued_at'),
    select:
      'id period_start: periodStart due_date: dueDate commission_usd: commissionUsd issued_at: issuedAt',
  },
  {
    field: 'ledgerEntries',
    who: 'admin',
    columns: shown('id', 'created_at', 'commission_usd'),
    select: 'id created_at: createdAt commission_usd: commissionUsd',
  },
  {
    field: 'supplierBalances',
    who: 'admin',
    columns: { id: 'supplierId', ...shown('trade_name', 'balance_usd', 'overdue_usd') },
    select: 'supplierId trade_name: tradeName balance_usd: balanceUsd overdue_usd: overdueUsd',
  },
  {
    field: 'supplierPendingPayments',
    who: 'supplier',
    columns: shown('id', 'paid_amount', 'reference', 'bank', 'created_at'),
    select: 'id paid_amount: paidAmount reference bank created_at: createdAt',
  },
  {
    field: 'supplierReservations',
    who: 'supplier',
    columns: {
      ...shown('id', 'status', 'created_at', 'date.starts_at', 'time.starts_at'),
      'date.activity.title': 'activity.title',
    },
    select:
      'id status created_at: createdAt date { starts_at: startsAt } time { starts_at: startsAt } activity { title }',
  },
  {
    field: 'myAlerts',
    who: 'supplier',
    columns: shown('id', 'title', 'status', 'sent_at', 'read_at', 'created_at'),
    select: 'id title status sent_at: sentAt read_at: readAt created_at: createdAt',
    constant: { status: 'el aliado solo ve las alertas enviadas' },
  },
  {
    field: 'refunds',
    who: 'admin',
    columns: shown('id', 'amount_usd', 'amount_ves', 'resolved_at', 'created_at'),
    select: 'id amount_usd: amountUsd amount_ves: amountVes resolved_at: resolvedAt created_at: createdAt',
  },
  // ---------- issue 33: waitlist, rescheduling, teams ----------
  {
    field: 'myWaitlist',
    who: 'customer',
    columns: shown('id', 'activity_title', 'participants', 'created_at'),
    select: 'id activity_title: activityTitle participants created_at: createdAt',
  },
  {
    field: 'rescheduleSlots',
    who: 'customer',
    args: (fx) => `bookingId: "${fx.movableBookingId}"`,
    columns: shown('id', 'date', 'available'),
    select: 'id date available',
  },
  {
    field: 'supplierStaff',
    who: 'supplier',
    columns: shown('id', 'name', 'email', 'role', 'invited_at'),
    select: 'id name email role invited_at: invitedAt',
  },
  {
    field: 'adminTeam',
    who: 'admin',
    columns: shown('id', 'name', 'email'),
    select: 'id name email',
  },
  // ---------- admin ----------
  {
    field: 'suppliers',
    who: 'admin',
    style: 'suffix',
    columns: {
      ID: 'id',
      TRADE_NAME: 'trade_name',
      DOCUMENT_CODE: 'document_code',
      PHONE_NUMBER: 'phone_number',
      STATUS: 'status',
      CREATED_AT: 'created_at',
    },
    select:
      'id trade_name: tradeName document_code: documentCode phone_number: phoneNumber status created_at: createdAt',
  },
  {
    field: 'supplierContacts',
    who: 'admin',
    args: ofSupplier,
    columns: shown('id', 'name', 'email', 'phone_number', 'status', 'created_at'),
    select: 'id name email phone_number: phoneNumber status created_at: createdAt',
  },
  {
    field: 'supplierAlerts',
    who: 'admin',
    args: ofSupplier,
    columns: shown('id', 'title', 'status', 'sent_at', 'read_at', 'created_at'),
    select: 'id title status sent_at: sentAt read_at: readAt created_at: createdAt',
  },
  {
    field: 'supplierComments',
    who: 'admin',
    args: ofSupplier,
    columns: shown('id', 'message', 'status', 'author_name', 'created_at'),
    select: 'id message status author_name: authorName created_at: createdAt',
  },
  {
    field: 'adminBookings',
    who: 'admin',
    args: (fx) => `customerEmail: "${fx.customerEmail}"`,
    columns: shown('id', 'status', 'created_at', 'hold_expires_at', 'date.starts_at'),
    select: 'id status created_at: createdAt hold_expires_at: holdExpiresAt date { starts_at: startsAt }',
  },
  {
    field: 'pendingPayments',
    who: 'admin',
    columns: shown('id', 'paid_amount', 'reference', 'bank', 'created_at'),
    select: 'id paid_amount: paidAmount reference bank created_at: createdAt',
  },
  {
    field: 'supplierLeads',
    who: 'admin',
    args: () => 'handled: true',
    columns: shown('id', 'name', 'email', 'company', 'city', 'created_at', 'handled_at'),
    select: 'id name email company city created_at: createdAt handled_at: handledAt',
  },
  {
    field: 'partnerKeys',
    who: 'admin',
    columns: shown(
      'id',
      'name',
      'organisation',
      'prefix',
      'created_at',
      'last_used_at',
      'expires_at',
      'revoked_at',
    ),
    select:
      'id name organisation prefix created_at: createdAt last_used_at: lastUsedAt expires_at: expiresAt revoked_at: revokedAt',
  },
  {
    field: 'pendingActivities',
    who: 'admin',
    columns: shown('id', 'title', 'supplier_name', 'created_at', 'updated_at'),
    select: 'id title supplier_name: supplierName created_at: createdAt updated_at: updatedAt',
  },
  {
    field: 'exchangeRates',
    who: 'admin',
    columns: shown('id', 'rate', 'value_date', 'created_at'),
    select: 'id rate value_date: valueDate created_at: createdAt',
  },
  // The audit trail: the payments the fixtures confirm, the refunds they request, the prices they add…
  ...(['supplierAudit', 'auditLog'] as const).map((field): GqlList => ({
    field,
    who: field === 'auditLog' ? 'admin' : 'supplier',
    columns: shown('id', 'created_at', 'action', 'actor_role', 'object_type', 'object_id'),
    select:
      'id created_at: createdAt action actor_role: actorRole object_type: objectType object_id: objectId',
  })),
];
