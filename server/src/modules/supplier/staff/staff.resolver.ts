import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import { ROLE_CAPABILITIES, type StaffRole } from '../../../../../schema/staff-roles.js';
import type { Context } from '../../../graphql/context.js';
import { OrderByArg, orderRows, rowColumnNames, type RowColumns } from '../../../graphql/pagination.js';
import { NotFoundError } from '../../../graphql/errors.js';
import { supplierAccess } from './supplier-access.js';
import { StaffService, staffStatus } from './staff.service.js';
import type { SupplierStaff } from './supplier-staff.entity.js';

export enum StaffRoleName {
  GUIDE = 'guide',
  OPERATIONS = 'operations',
}
registerEnumType(StaffRoleName, {
  name: 'StaffRole',
  description:
    'Rol de un miembro del equipo de un aliado: GUIDE (Guía: salidas, manifiestos y llegadas) u OPERATIONS (Operaciones: todo salvo datos de cobro, estados de cuenta y equipo).',
});

@ObjectType({ description: 'Un miembro del equipo del aliado.' })
export class SupplierStaffMember {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => StaffRoleName) role!: StaffRoleName;
  @Field({ description: 'invited (invitación enviada), active o revoked.' }) status!: string;
  @Field(() => Date) invitedAt!: Date;
  @Field(() => Date, { nullable: true }) acceptedAt?: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt?: Date | null;
  @Field(() => Date, { nullable: true }) lastLoginAt?: Date | null;
}

@ObjectType({ description: 'Qué puede hacer la sesión en el portal del aliado.' })
export class SupplierAccessInfo {
  @Field({ description: 'owner, operations o guide.' }) role!: string;
  @Field(() => [String], { description: 'Capacidades del rol (schema/staff-roles.ts).' })
  capabilities!: string[];
  @Field() supplierName!: string;
}

@ObjectType({ description: 'La invitación que abre el enlace del correo.' })
export class StaffInvitation {
  @Field() name!: string;
  @Field() email!: string;
  @Field() supplierName!: string;
  @Field(() => StaffRoleName) role!: StaffRoleName;
}

@InputType()
export class InviteStaffInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => StaffRoleName) role!: StaffRoleName;
}

function member(staff: SupplierStaff): SupplierStaffMember {
  const user = staff.user.getEntity();
  return {
    id: String(staff.id),
    name: user.name,
    email: user.email,
    role: staff.role as StaffRoleName,
    status: staffStatus(staff),
    invitedAt: staff.createdAt,
    acceptedAt: staff.acceptedAt ?? null,
    revokedAt: staff.revokedAt ?? null,
    lastLoginAt: user.lastLoginAt ?? null,
  };
}

const STAFF_COLUMNS: RowColumns<SupplierStaffMember> = {
  id: (m) => Number(m.id),
  name: (m) => m.name,
  email: (m) => m.email,
  role: (m) => m.role,
  invited_at: (m) => m.invitedAt,
};

/** The supplier's team (issue 33 §3). Which role may call what: field-capabilities.ts. */
@Resolver()
export class SupplierStaffResolver {
  private readonly staff = new StaffService();

  @Authorized('supplier')
  @Query(() => SupplierAccessInfo, {
    description: 'El rol de la sesión en su aliado y lo que ese rol permite.',
  })
  async supplierAccess(@Ctx() ctx: Context): Promise<SupplierAccessInfo> {
    const access = await supplierAccess(ctx);
    if (!access.supplier) throw new NotFoundError('Esta cuenta no tiene un aliado asociado.');
    return {
      role: access.role,
      capabilities: [...ROLE_CAPABILITIES[access.role]],
      supplierName: access.supplier.tradeName,
    };
  }

  @Authorized('supplier')
  @Query(() => [SupplierStaffMember], { description: 'El equipo del aliado, por orden de invitación.' })
  async supplierStaff(
    @Ctx() ctx: Context,
    @OrderByArg(rowColumnNames(STAFF_COLUMNS)) orderBy?: string,
  ): Promise<SupplierStaffMember[]> {
    return orderRows((await this.staff.list(ctx)).map(member), orderBy, STAFF_COLUMNS);
  }

  @Authorized('supplier')
  @Mutation(() => SupplierStaffMember, {
    description:
      'Invita a una persona al equipo con un rol: crea su cuenta y le envía el enlace para crear su contraseña.',
  })
  async inviteStaff(
    @Ctx() ctx: Context,
    @Arg('input', () => InviteStaffInput) input: InviteStaffInput,
  ): Promise<SupplierStaffMember> {
    return member(await this.staff.invite(ctx, { ...input, role: input.role as StaffRole }));
  }

  @Authorized('supplier')
  @Mutation(() => SupplierStaffMember, {
    description: 'Cambia el rol de un miembro del equipo (vale desde su próxima acción).',
  })
  async changeStaffRole(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('role', () => StaffRoleName) role: StaffRoleName,
  ): Promise<SupplierStaffMember> {
    return member(await this.staff.changeRole(ctx, id, role as StaffRole));
  }

  @Authorized('supplier')
  @Mutation(() => SupplierStaffMember, {
    description: 'Revoca el acceso de un miembro del equipo y cierra todas sus sesiones.',
  })
  async revokeStaff(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<SupplierStaffMember> {
    return member(await this.staff.revoke(ctx, id));
  }

  @Query(() => StaffInvitation, { description: 'La invitación de un enlace, para la página de aceptación.' })
  async staffInvitation(@Ctx() ctx: Context, @Arg('token') token: string): Promise<StaffInvitation> {
    const staff = await this.staff.invitation(ctx, token);
    const user = staff.user.getEntity();
    return {
      name: user.name,
      email: user.email,
      supplierName: staff.supplier.getEntity().tradeName,
      role: staff.role as StaffRoleName,
    };
  }

  @Mutation(() => Boolean, {
    description: 'Acepta la invitación con el enlace del correo y fija la contraseña.',
  })
  async acceptStaffInvitation(
    @Ctx() ctx: Context,
    @Arg('token') token: string,
    @Arg('password') password: string,
  ): Promise<boolean> {
    await this.staff.accept(ctx, { token, password });
    return true;
  }
}
