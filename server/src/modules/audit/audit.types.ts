import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { Paginated, SortedPageArgs, type SortColumns } from '../../graphql/pagination.js';

/** API column → SQL expression of the trail's list statement (audit-read.ts). */
export const AUDIT_SORT: SortColumns = {
  id: 'e.id',
  created_at: 'e.created_at',
  action: 'e.action',
  actor_role: 'e.actor_role',
  object_type: 'e.object_type',
  object_id: 'e.object_id',
};

@ObjectType({ description: 'Un campo cambiado: su valor antes y después (como texto).' })
export class AuditChange {
  @Field()
  field!: string;

  @Field(() => String, { nullable: true })
  before!: string | null;

  @Field(() => String, { nullable: true })
  after!: string | null;
}

@ObjectType({ description: 'Una línea del registro de auditoría (nunca se modifica ni se borra).' })
export class AuditEntry {
  @Field(() => ID)
  id!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field({ description: 'Código de la acción (payment_confirmed, login, …).' })
  action!: string;

  @Field(() => ID, { nullable: true, description: 'La cuenta que actuó (vacía para el sistema).' })
  actorId!: number | null;

  @Field({ description: 'admin, supplier, client, partner, visitor o system.' })
  actorRole!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Correo de la cuenta que actuó (el aliado no ve el de los administradores).',
  })
  actorEmail!: string | null;

  @Field(() => String, { nullable: true, description: 'IP de origen (el aliado solo ve las de su cuenta).' })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: 'Navegador (el aliado solo ve los de su cuenta).' })
  userAgent!: string | null;

  @Field({
    description: 'payment, refund, booking, activity, activity_price, supplier, partner_key, user, …',
  })
  objectType!: string;

  @Field(() => ID)
  objectId!: number;

  @Field(() => ID, { nullable: true })
  supplierId!: number | null;

  @Field(() => [AuditChange])
  changes!: AuditChange[];
}

@ObjectType()
export class AuditEntryPage extends Paginated(AuditEntry) {}

@InputType({ description: 'Filtros del registro de auditoría (todos opcionales).' })
export class AuditFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Desde este día (AAAA-MM-DD, hora de Venezuela, incluido).',
  })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Hasta este día (incluido).' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'Código de la acción.' })
  action?: string | null;

  @Field(() => ID, { nullable: true, description: 'La cuenta que actuó.' })
  actorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Tipo del objeto (con objectId: un objeto).' })
  objectType?: string | null;

  @Field(() => ID, { nullable: true })
  objectId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Solo administradores: el aliado dueño del objeto.' })
  supplierId?: string | null;
}

@ArgsType()
export class AuditListArgs extends SortedPageArgs {
  @Field(() => AuditFilter, { nullable: true })
  filter?: AuditFilter | null;
}
