import { createHash, randomBytes } from 'node:crypto';
import { LockMode, ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PartnerScopeId } from '../../../../schema/validation/partner-key.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import {
  entityOrder,
  pageWindow,
  toPage,
  type PageOf,
  type SortColumns,
  type SortedPageArgs,
} from '../../graphql/pagination.js';
import { User, UserRole } from '../account/user.entity.js';
import { toId } from '../booking/booking.service.js';
import { PartnerKey } from './partner-key.entity.js';
import type { IssuedPartnerKey, IssuePartnerKeyInput } from './partner-key.inputs.js';
import { audit, type AuditSource } from '../audit/audit.js';

export const PARTNER_KEY_PREFIX = 'xpk_';

/**
 * SHA-256, not Argon2: the secret is 32 random bytes (256 bits), so there is nothing to guess or look up in a
 * dictionary, and a fast hash lets every request find its key through the unique index in one query. Slow hashes
 * protect low-entropy passwords; they would only add ~100 ms to every partner call here.
 */
export function hashPartnerKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isPartnerKey(token: string | undefined): token is string {
  return !!token?.startsWith(PARTNER_KEY_PREFIX);
}

/** What a presented partner key turned out to be. */
export type PartnerAuth = { key: PartnerKey } | { problem: 'unknown' | 'revoked' | 'expired' };

/** Finds the key by its hash and stamps `lastUsedAt` (at most once a minute, to spare the row). */
export async function authenticatePartnerKey(em: EntityManager, raw: string): Promise<PartnerAuth> {
  const key = await em.findOne(PartnerKey, { secretHash: hashPartnerKey(raw) }, { populate: ['user'] });
  if (!key) return { problem: 'unknown' };
  if (key.revokedAt) return { problem: 'revoked' };
  if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) return { problem: 'expired' };
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > 60_000) {
    key.lastUsedAt = new Date();
    await em.nativeUpdate(PartnerKey, { id: key.id }, { lastUsedAt: key.lastUsedAt });
  }
  return { key };
}

/** Partner key list columns. */
export const PARTNER_KEY_SORT: SortColumns = {
  id: 'id',
  name: 'name',
  organisation: 'organisation',
  prefix: 'prefix',
  created_at: 'createdAt',
  last_used_at: 'lastUsedAt',
  expires_at: 'expiresAt',
  revoked_at: 'revokedAt',
};

/** A key issued (its name, organisation and scopes) or revoked. */
function auditPartnerKey(
  em: EntityManager,
  who: AuditSource,
  key: PartnerKey,
  action: 'partner_key_created' | 'partner_key_revoked',
): Promise<void> {
  return audit.record(em, who, {
    action,
    object: { type: 'partner_key', id: key.id },
    changes:
      action === 'partner_key_created'
        ? {
            name: [null, key.name],
            organisation: [null, key.organisation],
            scopes: [null, key.scopes.join(' ')],
          }
        : { revokedAt: [null, key.revokedAt] },
  });
}

/** The admins' side: issue (shown once), list, revoke. */
export class PartnerKeyService {
  async list(ctx: Context, args: SortedPageArgs): Promise<PageOf<PartnerKey>> {
    const { offset, limit } = pageWindow(args);
    const [items, total] = await ctx.em.findAndCount(
      PartnerKey,
      {},
      { orderBy: entityOrder(args.orderBy, PARTNER_KEY_SORT, { id: 'desc' }) as never, limit, offset },
    );
    return toPage(items, total, args);
  }

  async issue(ctx: Context, input: IssuePartnerKeyInput): Promise<IssuedPartnerKey> {
    const prefix = randomBytes(4).toString('hex');
    const key = `${PARTNER_KEY_PREFIX}${prefix}_${randomBytes(32).toString('base64url')}`;
    const name = input.name.trim();
    // The technical account the partner's bookings belong to: role client (the booking rules apply unchanged),
    // an address that cannot receive mail, and a password hash no password matches (it cannot sign in).
    const user = new User({
      name: `Aliado API: ${name}`.slice(0, 124),
      email: `partner-${prefix}@partners.xplora.invalid`,
      passwordHash: '!',
      role: UserRole.Client,
    });
    user.activatedAt = new Date();
    const partnerKey = new PartnerKey({
      name,
      organisation: input.organisation.trim(),
      prefix,
      secretHash: hashPartnerKey(key),
      scopes: [...new Set(input.scopes)] as PartnerScopeId[],
      user: ref(user),
      createdBy: ctx.user ? ctx.em.getReference(User, ctx.user.id, { wrapped: true }) : undefined,
      // The end of that day in Caracas.
      expiresAt: input.expiresAt ? new Date(`${input.expiresAt}T23:59:59-04:00`) : undefined,
    });
    await ctx.em.transactional(async (em) => {
      await em.persist([user, partnerKey]).flush();
      await auditPartnerKey(em, ctx, partnerKey, 'partner_key_created');
    });
    return { partnerKey, key };
  }

  async revoke(ctx: Context, id: string): Promise<PartnerKey> {
    const keyId = toId(id);
    const partnerKey = keyId ? await ctx.em.findOne(PartnerKey, keyId) : null;
    if (!partnerKey) throw new NotFoundError('La clave no existe.');
    if (partnerKey.revokedAt) return partnerKey;
    return ctx.em.transactional(async (em) => {
      const key = await em.findOneOrFail(PartnerKey, partnerKey.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (key.revokedAt) return key;
      key.revokedAt = new Date();
      await em.flush();
      await auditPartnerKey(em, ctx, key, 'partner_key_revoked');
      return key;
    });
  }
}
