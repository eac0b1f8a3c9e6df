import { snake } from '../envelope.js';
import { REFUND_FIELDS, restRefund } from './refund-shape.js';

/** Booking and order GraphQL selections and their results in the REST spec's snake_case shapes. */

export type Row = Record<string, any>;

export const toInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const ACTIVITY = `activity { id slug title summary status basePrice durationQuantity durationUnit
  destination { id name status } origin { id name status } category { id name description status }
  images(limit: 4) { id path thumbnailPath description position } }`;
const DETAILS = `details { id quantity unitPrice participants activityPriceId lineTotal
  price { id title description price participants mandatory } }`;
export const PAYMENT = `id orderId paymentMethodId bank bankName buyerId paidAmount reference status verifiedAt
  rejectionReason createdAt expectedAmount amountDifference mismatchAcceptedAt mismatchAcceptedById proofUrl`;
export const ORDER_SCALARS = `id status paid issueDate expiresAt totalUsd totalVes activityBookingId createdAt
  payment { ${PAYMENT} }`;
export const BOOKING_FIELDS = `id status exchangeRate holdExpiresAt createdAt activityId activityDateId activityTimeId seats
  attendeeName attendeeNationalId attendeeEmail attendeePhone totalUsd totalVes
  ${ACTIVITY}
  date { id startsAt }
  time { id startsAt endsAt expectedParticipants currentAvailable }
  ${DETAILS}
  orders { ${ORDER_SCALARS} }
  canCancel cancelDeadline refund { ${REFUND_FIELDS} }
  paymentData { paymentMethodId holder taxId phone bankCode bankName }`;

export const BOOKING_RELATIONS = [
  'activity',
  'activity.images',
  'activity.destination',
  'activity.origin',
  'activity.category',
  'date',
  'time',
  'details',
  'details.price',
  'orders',
  'supplier',
  'supplier.payment_data',
];

export function restPayment(p: Row | null | undefined) {
  if (!p) return null;
  return {
    id: toInt(p.id),
    order_id: toInt(p.orderId),
    payment_method_id: toInt(p.paymentMethodId),
    bank: p.bank,
    bank_name: p.bankName,
    buyer_id: p.buyerId,
    paid_amount: p.paidAmount,
    reference: p.reference,
    status: typeof p.status === 'string' ? p.status.toLowerCase() : p.status,
    verified_at: p.verifiedAt,
    rejection_reason: p.rejectionReason,
    created_at: p.createdAt,
    expected_amount: p.expectedAmount,
    amount_difference: p.amountDifference,
    mismatch_accepted_at: p.mismatchAcceptedAt,
    mismatch_accepted_by: toInt(p.mismatchAcceptedById),
    proof_url: p.proofUrl ?? null,
  };
}

export function restOrderScalars(o: Row) {
  return {
    id: toInt(o.id),
    status: o.status,
    paid: o.paid,
    issue_date: o.issueDate,
    expires_at: o.expiresAt,
    total_usd: o.totalUsd,
    total_ves: o.totalVes,
    activity_booking_id: toInt(o.activityBookingId),
    created_at: o.createdAt,
    payment: restPayment(o.payment),
  };
}

function restActivity(a: Row | undefined) {
  if (!a) return null;
  return {
    id: toInt(a.id),
    slug: a.slug,
    display_title: a.title,
    title: a.title,
    summary: a.summary,
    status: a.status,
    base_price: a.basePrice,
    duration_quantity: a.durationQuantity,
    // The same shape as /activity's: lower-case unit, numeric ids in the nested lookups.
    duration_unit: snake(a.durationUnit, 'duration_unit'),
    destination: snake(a.destination),
    origin: snake(a.origin),
    category: snake(a.category),
    images: (a.images ?? []).map((i: Row) => ({
      id: toInt(i.id),
      path: i.path,
      thumbnail_path: i.thumbnailPath,
      description: i.description,
    })),
  };
}

export function restBooking(b: Row) {
  return {
    id: toInt(b.id),
    status: b.status,
    exchange_rate: b.exchangeRate,
    hold_expires_at: b.holdExpiresAt,
    created_at: b.createdAt,
    activity_id: toInt(b.activityId),
    activity_date_id: toInt(b.activityDateId),
    activity_time_id: toInt(b.activityTimeId),
    seats: b.seats,
    name: b.attendeeName,
    national_id: b.attendeeNationalId,
    email: b.attendeeEmail,
    phone: b.attendeePhone,
    total_usd: b.totalUsd,
    total_ves: b.totalVes,
    activity: restActivity(b.activity),
    date: b.date ? { id: toInt(b.date.id), starts_at: b.date.startsAt } : null,
    time: b.time
      ? {
          id: toInt(b.time.id),
          starts_at: b.time.startsAt,
          ends_at: b.time.endsAt,
          expected_participants: b.time.expectedParticipants,
          current_available: b.time.currentAvailable,
        }
      : null,
    details: (b.details ?? []).map((d: Row) => ({
      id: toInt(d.id),
      quantity: d.quantity,
      unit_price: d.unitPrice,
      participants: d.participants,
      activity_price_id: toInt(d.activityPriceId),
      line_total: d.lineTotal,
      price: d.price
        ? {
            id: toInt(d.price.id),
            title: d.price.title,
            description: d.price.description,
            price: d.price.price,
            participants: d.price.participants,
            mandatory: d.price.mandatory,
          }
        : null,
    })),
    orders: (b.orders ?? []).map(restOrderScalars),
    can_cancel: b.canCancel,
    cancel_deadline: b.cancelDeadline,
    refund: restRefund(b.refund),
    supplier: {
      payment_data: (b.paymentData ?? []).map((p: Row) => ({
        payment_method_id: toInt(p.paymentMethodId),
        name: p.holder,
        account_id: p.taxId,
        account: p.phone,
        agent: p.bankCode,
        bank_name: p.bankName,
      })),
    },
  };
}

export function restOrder(o: Row) {
  const booking = o.booking ? restBooking(o.booking) : null;
  return { ...restOrderScalars(o), details: booking?.details ?? [], activity_booking: booking, booking };
}
