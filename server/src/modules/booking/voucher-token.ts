import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a voucher's QR code: `<booking code>.<signature>`, the signature being the first 132 bits of
 * HMAC-SHA256(VOUCHER_SECRET, booking id and code) in base64url. It names no numeric id, and without the server's
 * secret nobody can make one for a booking code they guessed or read.
 */
const TOKEN_PATTERN = /^([A-Z2-9]{4}-[A-Z2-9]{4})\.([A-Za-z0-9_-]{22})$/;

function signature(secret: string, bookingId: number, code: string): string {
  return createHmac('sha256', secret)
    .update(`xplora-voucher:v1:${bookingId}:${code}`)
    .digest('base64url')
    .slice(0, 22);
}

export function voucherToken(secret: string, booking: { id: number; code: string }): string {
  return `${booking.code}.${signature(secret, booking.id, booking.code)}`;
}

/** The booking code a well-formed token claims; undefined when it is not shaped like a voucher token. */
export function tokenCode(token: string): string | undefined {
  return TOKEN_PATTERN.exec(token.trim())?.[1];
}

/** Whether `token` was signed with `secret` for this booking (constant-time comparison). */
export function tokenMatches(secret: string, token: string, booking: { id: number; code: string }): boolean {
  const given = Buffer.from(token.trim());
  const expected = Buffer.from(voucherToken(secret, booking));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A typed booking code ("k7qm 3xpa", "K7QM-3XPA") in its stored form, or undefined when it cannot be one. */
export function normalizeBookingCode(value: string): string | undefined {
  const letters = value.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[A-Z2-9]{8}$/.test(letters)) return undefined;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}
