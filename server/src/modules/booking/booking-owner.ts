import { createHash, randomBytes } from 'node:crypto';
import type { Context } from '../../graphql/context.js';

/**
 * Whose bookings a request acts on: a signed-in customer's own, or the one booking that a shared offline-wizard link
 * opens to a guest (customer spec §2.9: "usable without login", booking on behalf of another person).
 */
export type BookingOwner = { userId: number } | { guestTokenHash: string };

export function customerOwner(ctx: Context): BookingOwner {
  return { userId: ctx.user!.id };
}

export function guestOwner(token: string): BookingOwner {
  return { guestTokenHash: hashGuestToken(token) };
}

/** The Booking filter that limits a query to the owner's bookings. */
export function ownedBookings(owner: BookingOwner): { user: number } | { guestTokenHash: string } {
  return 'userId' in owner ? { user: owner.userId } : { guestTokenHash: owner.guestTokenHash };
}

/** 192 random bits, URL-safe; only its SHA-256 is stored (a leaked database does not open wizards). */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token.trim()).digest('hex');
}

// Bookings this request opened through a guest link: they may read what the owner reads in the wizard.
const guestGrants = new WeakMap<Context, Set<number>>();

export function grantGuestAccess(ctx: Context, bookingId: number): void {
  const granted = guestGrants.get(ctx) ?? new Set<number>();
  granted.add(bookingId);
  guestGrants.set(ctx, granted);
}

export function hasGuestAccess(ctx: Context, bookingId: number): boolean {
  return guestGrants.get(ctx)?.has(bookingId) ?? false;
}
