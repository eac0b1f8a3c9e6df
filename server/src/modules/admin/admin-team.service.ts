import { LockMode, ref } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { BadInputError, NotFoundError } from '../../graphql/errors.js';
import { AdminRole, AdminRoleRow } from '../account/admin-role.entity.js';
import { User, UserRole } from '../account/user.entity.js';
import { audit } from '../audit/audit.js';
import { parseId } from './ids.js';

registerEnumType(AdminRole, {
  name: 'AdminRole',
  description:
    'Rol de un administrador: Administrador (todo) o Soporte (lee todo salvo dinero y modera opiniones).',
});

export const ADMIN_TEAM_MESSAGES = {
  notFound: 'El administrador no existe.',
  own: 'No puede cambiar su propio rol: pídaselo a otro Administrador.',
} as const;

@ObjectType({ description: 'Una cuenta de administrador del equipo Xplora y su rol.' })
export class AdminMember {
  @Field(() => ID)
  id!: number;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => AdminRole)
  role!: AdminRole;

  @Field(() => Date, { nullable: true })
  lastLoginAt!: Date | null;
}

export async function adminTeam(ctx: Context): Promise<AdminMember[]> {
  const users = await ctx.em.find(
    User,
    { role: UserRole.Admin, closedAt: null },
    { orderBy: { name: 'asc' } },
  );
  const rows = await ctx.em.find(AdminRoleRow, { user: users.map((u) => u.id) });
  const roles = new Map(rows.map((row) => [row.user.id, row.role]));
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: roles.get(u.id) ?? AdminRole.Administrador,
    lastLoginAt: u.lastLoginAt ?? null,
  }));
}

/** Gives an admin a role; one transaction with its audit entry. Nobody changes their own role. */
export async function setAdminRole(ctx: Context, id: string, role: AdminRole): Promise<AdminMember> {
  const userId = parseId(id, ADMIN_TEAM_MESSAGES.notFound);
  if (userId === ctx.user!.id)
    throw new BadInputError(ADMIN_TEAM_MESSAGES.own, { id: ADMIN_TEAM_MESSAGES.own });
  await ctx.em.transactional(async (em) => {
    const user = await em.findOne(
      User,
      { id: userId, role: UserRole.Admin, closedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!user) throw new NotFoundError(ADMIN_TEAM_MESSAGES.notFound);
    const row = await em.findOne(AdminRoleRow, { user: userId });
    const before = row?.role ?? AdminRole.Administrador;
    if (row) row.role = role;
    else em.persist(new AdminRoleRow(ref(user), role));
    await em.flush();
    await audit.record(em, ctx, {
      action: 'admin_role_changed',
      object: { type: 'user', id: user.id },
      changes: { role: [before, role] },
    });
  });
  return (await adminTeam(ctx)).find((member) => member.id === userId)!;
}
