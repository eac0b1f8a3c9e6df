import { ref, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken, type Context } from '../../graphql/context.js';
import { BadInputError, ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { MailService } from '../mail/mail.service.js';
import { activationMail, passwordChangedMail } from '../mail/templates.js';
import { AccessToken } from './access-token.entity.js';
import type {
  AuthPayload,
  ForgotPasswordInput,
  LoginInput,
  RecoverPasswordInput,
  RegisterInput,
  StaffLoginInput,
} from './auth.inputs.js';
import { OneTimeToken, OneTimeTokenPurpose } from './one-time-token.entity.js';
import { processResetRequests } from './password-reset-queue.js';
import { PasswordResetRequest } from './password-reset-request.entity.js';
import { hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from './password.js';
import { addHours, addMinutes, issueOneTimeToken, newOpaqueToken } from './tokens.js';
import { User, UserRole } from './user.entity.js';
import { audit } from '../audit/audit.js';

export const AUTH_MESSAGES = {
  badCredentials: 'Usuario o contraseña incorrectos.',
  notActivated: 'Debes activar tu cuenta. Revisa tu correo.',
  wrongPortal: 'Esta cuenta no tiene acceso a este portal.',
  adminRegistration: 'No es posible registrar administradores.',
  emailTaken: 'Este correo ya está registrado.',
  badResetToken: 'El enlace de recuperación no es válido o expiró.',
  badActivationToken: 'El enlace de activación no es válido o expiró.',
  badPortal: 'Portal inválido.',
} as const;

/** The activation link's lifetime. */
export const EMAIL_VERIFICATION_HOURS = 48;
/** A refused login of an unverified customer re-sends the activation mail at most this often. */
export const ACTIVATION_RESEND_MINUTES = 10;

function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

function emailTaken(): BadInputError {
  return new BadInputError(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
}

/** Accounts and sessions: login on each portal, registration, e-mail verification, password reset, logout. */
export class AuthService {
  /** The session's user; null when anonymous, 401 when a token was presented but is expired, revoked or unknown. */
  me(ctx: Context): User | null {
    if (ctx.tokenProblem) throw new UnauthenticatedError();
    return ctx.user ?? null;
  }

  login(ctx: Context, input: LoginInput): Promise<AuthPayload> {
    return this.authenticate(ctx, input.email, input.password, UserRole.Client);
  }

  staffLogin(ctx: Context, input: StaffLoginInput): Promise<AuthPayload> {
    if (input.scope !== UserRole.Supplier && input.scope !== UserRole.Admin) {
      throw new BadInputError(AUTH_MESSAGES.badPortal, { scope: AUTH_MESSAGES.badPortal });
    }
    return this.authenticate(ctx, input.username, input.password, input.scope);
  }

  /**
   * One path for every portal, so unknown user and wrong password cost the same (dummy Argon2) and answer the
   * same 401. Throttled per (username, IP) and per IP before the password is even checked; only after the
   * password matched may the answer reveal more (wrong portal, unverified e-mail).
   */
  private async authenticate(
    ctx: Context,
    username: string,
    password: string,
    portal: UserRole,
  ): Promise<AuthPayload> {
    const login = normalizeEmail(username);
    await ctx.limiters.assertLoginAllowed(login, ctx.ip);
    const user = await ctx.em.findOne(User, { email: login });
    const matched = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !matched || user.closedAt) {
      await ctx.limiters.loginFailed(login, ctx.ip);
      throw new UnauthenticatedError(AUTH_MESSAGES.badCredentials);
    }
    await ctx.limiters.loginSucceeded(login, ctx.ip);
    if (user.role !== portal) throw new ForbiddenError(AUTH_MESSAGES.wrongPortal);
    if (user.role === UserRole.Client && !user.activatedAt) {
      await this.resendActivationIfStale(ctx, user);
      throw new ForbiddenError(AUTH_MESSAGES.notActivated);
    }
    // Refusals decided by the modules above (a deactivated supplier), passed in with the context.
    for (const check of ctx.signInChecks) {
      const refusal = await check(ctx.em, user);
      if (refusal) throw new ForbiddenError(refusal);
    }
    return this.openSession(ctx, user, passwordNeedsRehash(user.passwordHash) ? password : undefined);
  }

  /** Issues a token; the payload's user keeps the PREVIOUS lastLoginAt (null on a first login). */
  private async openSession(ctx: Context, user: User, rehash?: string): Promise<AuthPayload> {
    const now = new Date();
    const { raw, hash } = newOpaqueToken();
    const expiresAt = addHours(now, ctx.config.tokenTtlHours);
    const scopes = user.scopes;
    const changes: Partial<Pick<User, 'lastLoginAt' | 'passwordHash'>> = { lastLoginAt: now };
    if (rehash) changes.passwordHash = await hashPassword(rehash);
    await ctx.em.transactional(async (em) => {
      em.persist(new AccessToken({ user: ref(user), tokenHash: hash, scopes, expiresAt }));
      // Written past the identity map so the loaded entity still shows the previous login.
      await em.nativeUpdate(User, { id: user.id }, changes);
      // Suppliers' and admins' sign-ins are kept in the audit trail (customers' are not).
      if (user.role !== UserRole.Client)
        await audit.record(em, ctx, {
          action: 'login',
          object: { type: 'user', id: user.id },
          supplierId: user.role === UserRole.Supplier ? await supplierIdOf(em, user.id) : null,
          actor: { userId: user.id, role: user.role },
        });
    });
    return { user, accessToken: raw, expiresAt, scopes };
  }

  async logout(ctx: Context): Promise<boolean> {
    if (!ctx.token) throw new UnauthenticatedError();
    ctx.token.revokedAt = new Date();
    await ctx.em.flush();
    return true;
  }

  /** A customer account (not active until the e-mail is confirmed) and its activation mail, in one transaction. */
  register(ctx: Context, input: RegisterInput): Promise<User> {
    return this.openAccount(ctx, { ...input, role: UserRole.Client }, (em, user) =>
      this.queueActivation(ctx, em, user),
    );
  }

  /**
   * A new account with what the caller adds to it (the supplier module its supplier row), in one transaction: a
   * taken e-mail is a field error, also when a concurrent registration of the same address wins the race.
   */
  async openAccount(
    ctx: Context,
    fields: { name: string; email: string; password: string; role: UserRole },
    addTo: (em: EntityManager, user: User) => void,
  ): Promise<User> {
    const email = normalizeEmail(fields.email);
    await this.assertEmailFree(ctx, email);
    const passwordHash = await hashPassword(fields.password);
    return this.createAccount(ctx, async (em) => {
      const user = new User({ name: fields.name.trim(), email, passwordHash, role: fields.role });
      em.persist(user);
      addTo(em, user);
      return user;
    });
  }

  registerAdmin(): never {
    throw new ForbiddenError(AUTH_MESSAGES.adminRegistration);
  }

  /** The activation link's target: single use, expiring; stamps activatedAt. */
  async verifyEmail(ctx: Context, token: string): Promise<boolean> {
    await ctx.em.transactional(async (em) => {
      const record = await this.claimToken(em, token, OneTimeTokenPurpose.EmailVerification);
      if (!record) {
        throw new BadInputError(AUTH_MESSAGES.badActivationToken, {
          token: AUTH_MESSAGES.badActivationToken,
        });
      }
      const user = await record.user.loadOrFail();
      user.activatedAt ??= new Date();
    });
    return true;
  }

  /**
   * Always true, whoever is asked about (no enumeration, not even by timing): the request only queues the address,
   * the same single insert for every address, and is handled right after the answer (or by the job). Throttled per
   * IP.
   */
  async forgotPassword(ctx: Context, input: ForgotPasswordInput): Promise<boolean> {
    await ctx.limiters.consumeForgotPassword(ctx.ip);
    await ctx.em
      .fork()
      .persist(new PasswordResetRequest(normalizeEmail(input.user)))
      .flush();
    // Not awaited: the answer must not wait for it. A failure leaves the row for the password-reset job.
    void processResetRequests(ctx.em, ctx.config).catch(() => undefined);
    return true;
  }

  /**
   * Sets the new password with a valid reset token, then ends every session of the account and says so by mail.
   * A customer who never confirmed the e-mail is activated: the link proved the mailbox is theirs.
   */
  async recoverPassword(ctx: Context, input: RecoverPasswordInput): Promise<boolean> {
    const passwordHash = await hashPassword(input.password);
    const user = await ctx.em.transactional(async (em) => {
      const record = await this.claimToken(em, input.token, OneTimeTokenPurpose.PasswordReset);
      const owner = record ? await record.user.load() : null;
      if (!record || !owner || owner.closedAt) {
        throw new BadInputError(AUTH_MESSAGES.badResetToken, { token: AUTH_MESSAGES.badResetToken });
      }
      const now = new Date();
      owner.passwordHash = passwordHash;
      if (owner.role === UserRole.Client) owner.activatedAt ??= now;
      await em.nativeUpdate(
        OneTimeToken,
        { user: owner.id, purpose: OneTimeTokenPurpose.PasswordReset, usedAt: null },
        { usedAt: now },
      );
      await em.nativeUpdate(AccessToken, { user: owner.id, revokedAt: null }, { revokedAt: now });
      MailService.queue(em, passwordChangedMail(owner.email, owner.name));
      return owner;
    });
    await ctx.limiters.loginSucceeded(user.email, ctx.ip);
    return true;
  }

  /**
   * Marks an unused, unexpired token of this purpose as used — atomically, so two concurrent uses cannot both
   * succeed — and returns it; null when the token is unknown, expired or already used.
   */
  async claimToken(
    em: EntityManager,
    raw: string,
    purpose: OneTimeTokenPurpose,
  ): Promise<OneTimeToken | null> {
    if (!raw) return null;
    const now = new Date();
    const record = await em.findOne(OneTimeToken, {
      tokenHash: hashToken(raw),
      purpose,
      usedAt: null,
      expiresAt: { $gt: now },
    });
    if (!record) return null;
    const claimed = await em.nativeUpdate(OneTimeToken, { id: record.id, usedAt: null }, { usedAt: now });
    return claimed === 1 ? record : null;
  }

  private queueActivation(ctx: Context, em: EntityManager, user: User): void {
    const raw = issueOneTimeToken(
      em,
      user,
      OneTimeTokenPurpose.EmailVerification,
      addHours(new Date(), EMAIL_VERIFICATION_HOURS),
    );
    const link = `${ctx.config.appUrl}/login?activate=${encodeURIComponent(raw)}`;
    MailService.queue(em, activationMail(user.email, user.name, link, EMAIL_VERIFICATION_HOURS));
  }

  /** After the right password on an unverified account: a fresh link, unless one went out a moment ago. */
  private async resendActivationIfStale(ctx: Context, user: User): Promise<void> {
    const recent = await ctx.em.count(OneTimeToken, {
      user: user.id,
      purpose: OneTimeTokenPurpose.EmailVerification,
      usedAt: null,
      createdAt: { $gt: addMinutes(new Date(), -ACTIVATION_RESEND_MINUTES) },
    });
    if (recent > 0) return;
    await ctx.em.transactional(async (em) => {
      await em.nativeUpdate(
        OneTimeToken,
        { user: user.id, purpose: OneTimeTokenPurpose.EmailVerification, usedAt: null },
        { usedAt: new Date() },
      );
      this.queueActivation(ctx, em, user);
    });
  }

  /**
   * Registration answers a taken e-mail with a clear field error (the register screens need it). This reveals
   * that the address has an account — accepted for usability; login and password reset do not reveal it.
   */
  private async assertEmailFree(ctx: Context, email: string): Promise<void> {
    if ((await ctx.em.count(User, { email })) > 0) throw emailTaken();
  }

  /** Runs the account's writes in one transaction; a concurrent registration of the same e-mail → field error. */
  private async createAccount(ctx: Context, work: (em: EntityManager) => Promise<User>): Promise<User> {
    try {
      return await ctx.em.transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /users_email/.test(error.message)) {
        throw emailTaken();
      }
      throw error;
    }
  }
}

/**
 * The supplier a supplier account signs in for (its own, or the team it works in), so the owner sees the logins of
 * its team in its trail. Read by SQL: the supplier module sits above this one.
 */
async function supplierIdOf(em: EntityManager, userId: number): Promise<number | null> {
  const [row] = await em.execute<{ id: number | null }[]>(
    `select coalesce((select s.id from suppliers s where s.user_id = ?),
       (select st.supplier_id from supplier_staff st where st.user_id = ? and st.revoked_at is null)) as id`,
    [userId, userId],
  );
  return row?.id ?? null;
}
