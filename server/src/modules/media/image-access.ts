import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { storedImageKey } from './image-storage.js';

/**
 * Pictures of an activity that is not public (pending, paused, never approved, deleted, or of a
 * deactivated supplier) are served only with a short-lived signature, which the API hands to the activity's
 * supplier and admins (the only ones who can read such an activity). Public activities keep plain, cacheable URLs.
 * The signature is an HMAC of the store key and the expiry, so one signature serves every size of a picture.
 */

type Settings = Config['imageUrls'];

/** Expiries are rounded up to this step so that a page rendered twice in a few minutes reuses the browser's copy. */
const EXPIRY_STEP_SECONDS = 600;

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

/** `url` (`/uploads/activities/<uuid>.webp` or `/images/{size}/activities/<uuid>.webp`) with `?exp=…&sig=…`. */
export function signImageUrl(url: string, settings: Settings, now = Date.now()): string {
  const key = imageKeyOfUrl(url);
  if (!key) return url;
  const expires = Math.ceil((now / 1000 + settings.ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `${url}?exp=${expires}&sig=${signature(settings.secret, key, expires)}`;
}

/** The store key behind a picture URL of either route, or undefined. */
export function imageKeyOfUrl(url: string): string | undefined {
  return storedImageKey(url.replace(/^\/images\/\d+x\d+\//, '/uploads/'));
}

/** Seconds the signature stays valid, or 0 when it is missing, wrong or expired. */
export function signatureLifetime(key: string, query: Record<string, unknown>, settings: Settings): number {
  const { exp, sig } = query;
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return 0;
  const left = Number(exp) - Math.floor(Date.now() / 1000);
  if (left <= 0) return 0;
  const expected = Buffer.from(signature(settings.secret, key, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
}

/** Whether the picture (or thumbnail) under this store key is public: the catalog decides (catalog/public-images.ts). */
export type PublicImageCheck = (em: EntityManager, key: string) => Promise<boolean>;

export type ImageAccess = { cache: 'public' } | { cache: 'private'; seconds: number } | undefined;

/** How a request for a picture may be answered: publicly, privately for the signature's lifetime, or not at all. */
export async function imageAccess(
  em: EntityManager,
  key: string,
  query: Record<string, unknown>,
  settings: Settings,
  isPublicImage: PublicImageCheck,
): Promise<ImageAccess> {
  const seconds = signatureLifetime(key, query, settings);
  if (seconds > 0) return { cache: 'private', seconds };
  return (await isPublicImage(em, key)) ? { cache: 'public' } : undefined;
}
