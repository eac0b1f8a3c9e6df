import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { ref, type EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, type StaffRole } from '../../../../../schema/staff-roles.js';
import { acceptStaffInvitationSchema, inviteStaffSchema } from '../../../../../schema/validation/staff.js';
import { hashToken, type Context } from '../../../graphql/context.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../graphql/errors.js';
import { idOf } from '../../../graphql/ids.js';
import { validateWith } from '../../../graphql/validation.js';
import { hashPassword } from '../../account/password.js';
import { addHours, newOpaqueToken } from '../../account/tokens.js';
import { User, UserRole } from '../../account/user.entity.js';
import { audit } from '../../audit/audit.js';
import { MailService } from '../../mail/mail.service.js';
import { SupplierStatus, type Supplier } from '../supplier.entity.js';
import { sessionSupplier } from './supplier-access.js';
import { staffInvitationMail } from './staff-mail.js';
import { SupplierStaff } from './supplier-staff.entity.js';

export const STAFF_INVITATION_HOURS = 72;

export const STAFF_MESSAGES = {
  notFound: 'El miembro del equipo no existe.',
  emailTaken: 'Este correo ya tiene una cuenta en Xplora: invite a su equipo con otro correo.',
  alreadyMember: 'Esta persona ya es parte de su equipo.',
  revoked: 'El acceso de esta persona ya fue revocado.',
  notActivated: 'Su cuenta de aliado aún no fue aprobada por Xplora: podrá invitar a su equipo después.',
  badLink: 'El enlace de invitación no es válido o ya fue usado.',
  expired: 'La invitación venció: pida al aliado que lo invite de nuevo.',
  notAccepted: 'Acepte primero la invitación con el enlace que recibió por correo.',
  deactivated: 'El aliado de este equipo está desactivado en Xplora.',
} as const;

export type StaffStatus = 'invited' | 'active' | 'revoked';

export function staffStatus(staff: SupplierStaff): StaffStatus {
  if (staff.revokedAt) return 'revoked';
  return staff.acceptedAt ? 'active' : 'invited';
}

async function ownerSupplier(ctx: Context): Promise<Supplier> {
  const supplier = await sessionSupplier(ctx);
  if (!supplier) throw new NotFoundError('Esta cuenta no tiene un aliado asociado.');
  return supplier;
}

/** Ends every session of the account (revocation, a role change keeps them: the role is read per request). */
async function endSessions(em: EntityManager, userId: number): Promise<void> {
  await em.execute('update access_tokens set revoked_at = now() where user_id = ? and revoked_at is null', [
    userId,
  ]);
}

/** Ends every session of a supplier's owner and of its whole team (the supplier is deactivated). */
export async function endSupplierSessions(em: EntityManager, supplier: Supplier): Promise<void> {
  await em.execute(
    `update access_tokens set revoked_at = now()
      where revoked_at is null
        and (user_id = ? or user_id in (select user_id from supplier_staff where supplier_id = ?))`,
    [supplier.user.id, supplier.id],
  );
}

/** The supplier owner's team: invite, change a role, revoke; the invited person's acceptance. */
export class StaffService {
  list(ctx: Context): Promise<SupplierStaff[]> {
    return ownerSupplier(ctx).then((supplier) =>
      ctx.em.find(SupplierStaff, { supplier: supplier.id }, { populate: ['user'], orderBy: { id: 'asc' } }),
    );
  }

  async invite(
    ctx: Context,
    input: { name: string; email: string; role: StaffRole },
  ): Promise<SupplierStaff> {
    validateWith(inviteStaffSchema, input);
    if (!ctx.user?.activatedAt) throw new ForbiddenError(STAFF_MESSAGES.notActivated);
    const supplier = await ownerSupplier(ctx);
    const email = input.email.trim().toLowerCase();
    const name = input.name.trim();
    return ctx.em.transactional(async (em) => {
      const existing = await em.findOne(User, { email });
      let staff = existing ? await em.findOne(SupplierStaff, { user: existing.id }) : null;
      if (existing && (!staff || staff.supplier.id !== supplier.id))
        throw new BadInputError(STAFF_MESSAGES.emailTaken);
      if (staff?.acceptedAt && !staff.revokedAt) throw new BadInputError(STAFF_MESSAGES.alreadyMember);
      const before = staff ? { role: staff.role, status: staffStatus(staff) } : null;
      if (!staff) {
        const user = new User({
          name,
          email,
          // Nobody knows it: the invited person chooses a password through the link.
          passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
          role: UserRole.Supplier,
        });
        em.persist(user);
        staff = new SupplierStaff({ supplier: ref(supplier), user: ref(user), role: input.role });
        em.persist(staff);
      } else {
        staff.role = input.role;
        staff.revokedAt = null;
        staff.acceptedAt = null;
        staff.user.getEntity().name = name;
      }
      const { raw, hash } = newOpaqueToken();
      staff.inviteTokenHash = hash;
      staff.inviteExpiresAt = addHours(new Date(), STAFF_INVITATION_HOURS);
      await em.flush();
      MailService.queue(
        em,
        staffInvitationMail({
          to: email,
          name,
          tradeName: supplier.tradeName,
          roleLabel: STAFF_ROLES[input.role],
          link: `${ctx.config.appUrl}/suppliers/team/accept?t=${encodeURIComponent(raw)}`,
          hours: STAFF_INVITATION_HOURS,
        }),
      );
      await audit.record(em, ctx, {
        action: 'staff_invited',
        object: { type: 'staff', id: staff.id },
        supplierId: supplier.id,
        changes: { email: [null, email], role: [before?.role ?? null, input.role] },
      });
      return staff;
    });
  }

  /** A member of the owner's own team (another supplier's looks missing). */
  private async member(ctx: Context, em: EntityManager, rawId: string): Promise<SupplierStaff> {
    const id = idOf(rawId, STAFF_MESSAGES.notFound);
    const supplier = await ownerSupplier(ctx);
    const staff = await em.findOne(
      SupplierStaff,
      { id, supplier: supplier.id },
      { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!staff) throw new NotFoundError(STAFF_MESSAGES.notFound);
    return staff;
  }

  changeRole(ctx: Context, id: string, role: StaffRole): Promise<SupplierStaff> {
    validateWith(inviteStaffSchema.pick(['role']), { role });
    return ctx.em.transactional(async (em) => {
      const staff = await this.member(ctx, em, id);
      if (staff.revokedAt) throw new BadInputError(STAFF_MESSAGES.revoked);
      const before = staff.role;
      staff.role = role;
      await em.flush();
      await audit.record(em, ctx, {
        action: 'staff_role_changed',
        object: { type: 'staff', id: staff.id },
        supplierId: staff.supplier.id,
        changes: { role: [before, role] },
      });
      return staff;
    });
  }

  revoke(ctx: Context, id: string): Promise<SupplierStaff> {
    return ctx.em.transactional(async (em) => {
      const staff = await this.member(ctx, em, id);
      if (staff.revokedAt) throw new BadInputError(STAFF_MESSAGES.revoked);
      const before = staffStatus(staff);
      staff.revokedAt = new Date();
      staff.inviteTokenHash = null;
      staff.inviteExpiresAt = null;
      await em.flush();
      await endSessions(em, staff.user.id);
      await audit.record(em, ctx, {
        action: 'staff_revoked',
        object: { type: 'staff', id: staff.id },
        supplierId: staff.supplier.id,
        changes: { status: [before, 'revoked'] },
      });
      return staff;
    });
  }

  /** What the acceptance page shows before the password is chosen. */
  async invitation(ctx: Context, token: string): Promise<SupplierStaff> {
    return this.pending(ctx.em, token);
  }

  private async pending(em: EntityManager, token: string, lock = false): Promise<SupplierStaff> {
    const raw = token.trim();
    const staff = raw
      ? await em.findOne(
          SupplierStaff,
          { inviteTokenHash: hashToken(raw) },
          { populate: ['user', 'supplier'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
        )
      : null;
    if (!staff || staff.revokedAt || staff.acceptedAt) throw new BadInputError(STAFF_MESSAGES.badLink);
    if (!staff.inviteExpiresAt || staff.inviteExpiresAt.getTime() < Date.now())
      throw new BadInputError(STAFF_MESSAGES.expired);
    return staff;
  }

  accept(ctx: Context, input: { token: string; password: string }): Promise<SupplierStaff> {
    validateWith(acceptStaffInvitationSchema, input);
    return ctx.em.transactional(async (em) => {
      const staff = await this.pending(em, input.token, true);
      const user = staff.user.getEntity();
      const now = new Date();
      user.passwordHash = await hashPassword(input.password);
      user.activatedAt = now;
      staff.acceptedAt = now;
      staff.inviteTokenHash = null;
      staff.inviteExpiresAt = null;
      await em.flush();
      await audit.record(em, ctx, {
        action: 'staff_invitation_accepted',
        object: { type: 'staff', id: staff.id },
        supplierId: staff.supplier.id,
        actor: { userId: user.id, role: 'supplier' },
      });
      return staff;
    });
  }
}

/**
 * Sign-in's refusal for staff (passed in with the context like the deactivated-supplier check): an invitation not
 * yet accepted, a revoked member, or a team whose supplier was deactivated.
 */
export async function staffSignInCheck(em: EntityManager, user: User): Promise<string | null> {
  if (user.role !== UserRole.Supplier) return null;
  const staff = await em.findOne(SupplierStaff, { user: user.id }, { populate: ['supplier'] });
  if (!staff) return null;
  if (staff.revokedAt) return 'Su acceso al equipo del aliado fue revocado.';
  if (!staff.acceptedAt) return STAFF_MESSAGES.notAccepted;
  if (staff.supplier.getEntity().status === SupplierStatus.Inactive) return STAFF_MESSAGES.deactivated;
  return null;
}
