import { randomBytes } from 'node:crypto';
import { hashToken } from '../../graphql/context.js';

/** 32 random bytes as base64url for the user, and the SHA-256 hex that is the only thing stored. */
export function newOpaqueToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashToken(raw) };
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3_600_000);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
