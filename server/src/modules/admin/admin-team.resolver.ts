import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg, orderRows, rowColumnNames, type RowColumns } from '../../graphql/pagination.js';
import { adminRoleOf } from '../account/admin-role.js';
import { AdminRole } from '../account/admin-role.entity.js';
import { AdminMember, adminTeam, setAdminRole } from './admin-team.service.js';

const ADMIN_COLUMNS: RowColumns<AdminMember> = {
  id: (m) => m.id,
  name: (m) => m.name,
  email: (m) => m.email,
};

/** "Equipo Xplora": the admins and their roles; an Administrador changes them. */
@Resolver()
export class AdminTeamResolver {
  @Authorized('admin')
  @Query(() => [AdminMember], { description: 'Los administradores y su rol, por nombre.' })
  async adminTeam(
    @Ctx() ctx: Context,
    @OrderByArg(rowColumnNames(ADMIN_COLUMNS)) orderBy?: string,
  ): Promise<AdminMember[]> {
    return orderRows(await adminTeam(ctx), orderBy, ADMIN_COLUMNS);
  }

  @Authorized('admin')
  @Query(() => AdminRole, {
    description: 'El rol del administrador que llama (el portal oculta lo que no puede usar).',
  })
  myAdminRole(@Ctx() ctx: Context): Promise<AdminRole> {
    return adminRoleOf(ctx)!;
  }

  @Authorized('admin')
  @Mutation(() => AdminMember, {
    description: 'Cambia el rol de otro administrador (solo un Administrador; queda en la auditoría).',
  })
  setAdminRole(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('role', () => AdminRole) role: AdminRole,
  ): Promise<AdminMember> {
    return setAdminRole(ctx, id, role);
  }
}
