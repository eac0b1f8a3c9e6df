import { randomBytes } from 'node:crypto';
import { ref, type EntityManager } from '@mikro-orm/core';
import { hashToken } from '../../graphql/context.js';
import { OneTimeToken, type OneTimeTokenPurpose } from './one-time-token.entity.js';
import type { User } from './user.entity.js';

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

/** Stores a single-use link token for the user (hashed) and returns the raw secret for the e-mailed link. */
export function issueOneTimeToken(
  em: EntityManager,
  user: User,
  purpose: OneTimeTokenPurpose,
  expiresAt: Date,
  email?: string,
): string {
  const { raw, hash } = newOpaqueToken();
  em.persist(new OneTimeToken({ user: ref(user), purpose, tokenHash: hash, expiresAt, email }));
  return raw;
}
