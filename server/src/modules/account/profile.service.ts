import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { changesEmail, PROFILE_MESSAGES } from '../../../../schema/validation/profile.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError, UnauthenticatedError } from '../../graphql/errors.js';
import { MailService } from '../mail/mail.service.js';
import { AccessToken } from './access-token.entity.js';
import { AuthService, EMAIL_VERIFICATION_HOURS } from './auth.service.js';
import { OneTimeToken, OneTimeTokenPurpose } from './one-time-token.entity.js';
import { hashPassword, verifyPassword } from './password.js';
import type {
  ChangePasswordInput,
  CloseAccountInput,
  ConfirmEmailChangeInput,
  Profile,
  RevertEmailChangeInput,
  UpdateProfileInput,
} from './profile.inputs.js';
import {
  accountClosedMail,
  emailChangeMail,
  emailChangeRequestedMail,
  emailChangeRevertedMail,
  passwordUpdatedMail,
} from './profile-mails.js';
import { addHours, issueOneTimeToken } from './tokens.js';
import { User } from './user.entity.js';

/** What a closed account keeps as its name; its e-mail becomes `closed-<id>@cerrada.invalid`. */
export const CLOSED_ACCOUNT_NAME = 'Cuenta cerrada';
/** How long the «No fui yo» link in the notice to the old address works (also after the change was confirmed). */
export const EMAIL_REVERT_HOURS = 7 * 24;

function fieldError(field: string, message: string): BadInputError {
  return new BadInputError(message, { [field]: message });
}

function blank(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

export function profileOf(user: User): Profile {
  return {
    id: String(user.id),
    name: user.name,
    email: user.email,
    pendingEmail: user.pendingEmail ?? null,
    phone: user.phone ?? null,
    nationalId: user.nationalId ?? null,
    avatar: user.avatar ?? null,
    city: user.city ?? null,
  };
}

/**
 * The customer's own account: profile, e-mail change (the old address stays the login until the new one is
 * confirmed by a mailed single-use link), password change (signs out every other token) and closing the account
 * (personal data anonymised, bookings and payments kept).
 */
export class ProfileService {
  private readonly auth = new AuthService();

  async profile(ctx: Context): Promise<Profile> {
    return profileOf(await this.sessionUser(ctx));
  }

  async update(ctx: Context, input: UpdateProfileInput): Promise<Profile> {
    const user = await this.sessionUser(ctx);
    const email = input.email.trim().toLowerCase();
    const changingEmail = email !== user.email;
    // A stolen session must not be able to move the account to another mailbox (and then reset its password).
    if (changesEmail(email, [user.email, user.pendingEmail])) {
      if (!input.currentPassword) throw fieldError('currentPassword', PROFILE_MESSAGES.passwordForEmail);
      await this.assertPassword(ctx, user, input.currentPassword, 'currentPassword');
    }
    if (changingEmail && (await ctx.em.count(User, { email })) > 0) {
      throw fieldError('email', PROFILE_MESSAGES.emailTaken);
    }
    await ctx.em.transactional(async (em) => {
      const row = await em.findOneOrFail(User, { id: user.id });
      em.assign(row, {
        name: input.name.trim(),
        phone: input.phone.trim(),
        nationalId: input.nationalId.trim(),
        city: blank(input.city),
      });
      if (changingEmail && email !== row.pendingEmail) await this.requestEmailChange(ctx, em, row, email);
      // Typing the current address again cancels a pending change.
      if (!changingEmail && row.pendingEmail) {
        row.pendingEmail = undefined;
        await this.voidEmailLinks(em, row.id);
      }
    });
    return this.profile(ctx);
  }

  /** The confirmation link's target: the pending address becomes the login (single use, expiring). */
  async confirmEmailChange(ctx: Context, input: ConfirmEmailChangeInput): Promise<boolean> {
    const bad = () => fieldError('token', PROFILE_MESSAGES.badEmailLink);
    try {
      await ctx.em.transactional(async (em) => {
        const record = await this.auth.claimToken(
          em,
          input.token.trim(),
          OneTimeTokenPurpose.EmailVerification,
        );
        const user = record ? await record.user.load() : null;
        if (!user || user.closedAt || !user.pendingEmail) throw bad();
        user.email = user.pendingEmail;
        user.pendingEmail = undefined;
        await em.flush();
        // Whoever was signed in under the old address is signed out; reset links mailed there stop working.
        const keep = ctx.token && ctx.user?.id === user.id ? ctx.token.id : 0;
        await em.nativeUpdate(
          AccessToken,
          { user: user.id, revokedAt: null, id: { $ne: keep } },
          { revokedAt: new Date() },
        );
        await this.voidLinks(em, user.id, [OneTimeTokenPurpose.PasswordReset]);
      });
    } catch (error) {
      // Someone registered or confirmed the same address in the meantime.
      if (error instanceof UniqueConstraintViolationException) {
        throw fieldError('token', PROFILE_MESSAGES.emailTaken);
      }
      throw error;
    }
    return true;
  }

  /**
   * «No fui yo» from the notice sent to the old address: the old address is the login again (the pending or
   * already confirmed change is undone), every session ends and every pending link of the account is void.
   */
  async revertEmailChange(ctx: Context, input: RevertEmailChangeInput): Promise<boolean> {
    const bad = () => fieldError('token', PROFILE_MESSAGES.badRevertLink);
    try {
      await ctx.em.transactional(async (em) => {
        const record = await this.auth.claimToken(
          em,
          input.token.trim(),
          OneTimeTokenPurpose.EmailChangeRevert,
        );
        const user = record ? await record.user.load() : null;
        if (!record?.email || !user || user.closedAt) throw bad();
        user.email = record.email;
        user.pendingEmail = undefined;
        await em.flush();
        await em.nativeUpdate(AccessToken, { user: user.id, revokedAt: null }, { revokedAt: new Date() });
        await this.voidLinks(em, user.id, Object.values(OneTimeTokenPurpose));
        MailService.queue(em, emailChangeRevertedMail(user.email, user.name));
      });
    } catch (error) {
      // The old address was taken by another account in the meantime.
      if (error instanceof UniqueConstraintViolationException)
        throw fieldError('token', PROFILE_MESSAGES.emailTaken);
      throw error;
    }
    return true;
  }

  /** Needs the current password; keeps the presented token and revokes every other one of the account. */
  async changePassword(ctx: Context, input: ChangePasswordInput): Promise<boolean> {
    const user = await this.sessionUser(ctx);
    await this.assertPassword(ctx, user, input.currentPassword, 'currentPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await ctx.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { passwordHash });
      await em.nativeUpdate(
        AccessToken,
        { user: user.id, revokedAt: null, id: { $ne: ctx.token!.id } },
        { revokedAt: new Date() },
      );
      MailService.queue(em, passwordUpdatedMail(user.email, user.name));
    });
    return true;
  }

  /**
   * Anonymises the account's personal data, deletes its tokens and one-time links, and stamps closedAt (a closed
   * account cannot log in). Bookings, orders, payments and reviews stay for the supplier's records.
   */
  async close(ctx: Context, input: CloseAccountInput): Promise<boolean> {
    const user = await this.sessionUser(ctx);
    await this.assertPassword(ctx, user, input.password, 'password');
    const { email, name } = user;
    await ctx.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, {
        name: CLOSED_ACCOUNT_NAME,
        email: `closed-${user.id}@cerrada.invalid`,
        pendingEmail: null,
        phone: null,
        nationalId: null,
        avatar: null,
        city: null,
        // Not an Argon2 hash: no password ever matches it.
        passwordHash: '!closed',
        closedAt: new Date(),
      } as never);
      await em.nativeDelete(AccessToken, { user: user.id });
      await em.nativeDelete(OneTimeToken, { user: user.id });
      MailService.queue(em, accountClosedMail(email, name));
    });
    return true;
  }

  private async requestEmailChange(
    ctx: Context,
    em: EntityManager,
    user: User,
    email: string,
  ): Promise<void> {
    await this.voidEmailLinks(em, user.id);
    user.pendingEmail = email;
    const raw = issueOneTimeToken(
      em,
      user,
      OneTimeTokenPurpose.EmailVerification,
      addHours(new Date(), EMAIL_VERIFICATION_HOURS),
    );
    const link = `${ctx.config.appUrl}/confirm-email?t=${encodeURIComponent(raw)}`;
    MailService.queue(em, emailChangeMail(email, user.name, link, EMAIL_VERIFICATION_HOURS));
    const revert = issueOneTimeToken(
      em,
      user,
      OneTimeTokenPurpose.EmailChangeRevert,
      addHours(new Date(), EMAIL_REVERT_HOURS),
      user.email,
    );
    const revertLink = `${ctx.config.appUrl}/confirm-email?revert=${encodeURIComponent(revert)}`;
    MailService.queue(em, emailChangeRequestedMail(user.email, user.name, email, revertLink));
  }

  /** Only the newest link may confirm a change: older unused ones (even the registration's) stop working. */
  private voidEmailLinks(em: EntityManager, userId: number): Promise<void> {
    return this.voidLinks(em, userId, [OneTimeTokenPurpose.EmailVerification]);
  }

  private async voidLinks(em: EntityManager, userId: number, purposes: OneTimeTokenPurpose[]): Promise<void> {
    await em.nativeUpdate(
      OneTimeToken,
      { user: userId, purpose: { $in: purposes }, usedAt: null },
      { usedAt: new Date() },
    );
  }

  /** The current password, throttled like a login (a stolen session cannot guess it). */
  private async assertPassword(ctx: Context, user: User, password: string, field: string): Promise<void> {
    await ctx.limiters.assertLoginAllowed(user.email, ctx.ip);
    const row = await ctx.em.findOneOrFail(User, { id: user.id }, { refresh: true });
    if (!(await verifyPassword(row.passwordHash, password))) {
      await ctx.limiters.loginFailed(user.email, ctx.ip);
      throw fieldError(field, PROFILE_MESSAGES.wrongPassword);
    }
  }

  private async sessionUser(ctx: Context): Promise<User> {
    if (!ctx.user || !ctx.token) throw new UnauthenticatedError();
    return ctx.user;
  }
}
