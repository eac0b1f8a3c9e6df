/** The refund of a booking on the REST door, shared by the booking and refund routes. */

type Row = Record<string, any>;

export const REFUND_FIELDS = `id bookingId status amountUsd amountVes exchangeRate reference declineReason resolvedAt
  createdAt paymentStatus paymentReference`;

export function restRefund(r: Row | null | undefined) {
  if (!r) return null;
  return {
    id: Number(r.id),
    booking_id: Number(r.bookingId),
    status: typeof r.status === 'string' ? r.status.toLowerCase() : r.status,
    amount_usd: r.amountUsd,
    amount_ves: r.amountVes,
    exchange_rate: r.exchangeRate,
    reference: r.reference,
    decline_reason: r.declineReason,
    resolved_at: r.resolvedAt,
    created_at: r.createdAt,
    // The customer's payment being refunded: its verification state and bank reference.
    payment_status: typeof r.paymentStatus === 'string' ? r.paymentStatus.toLowerCase() : null,
    payment_reference: r.paymentReference ?? null,
  };
}
