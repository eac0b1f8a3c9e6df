import { type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { StaffRole } from '../../../../../schema/staff-roles.js';
import { User } from '../../account/user.entity.js';
import { BaseEntity } from '../../../persistence/base.entity.js';
import { Supplier } from '../supplier.entity.js';

/**
 * A member of a supplier's team (issue 33 §3): an account of its own (role supplier, no supplier row) that acts for
 * `supplier` with `role`. Invited with a single-use link (only its hash is kept); revoking keeps the row (the trail
 * names it) and ends every session of the account.
 */
@Entity({ tableName: 'supplier_staff' })
@Check({ name: 'supplier_staff_role_check', expression: `role in ('guide', 'operations')` })
export class SupplierStaff extends BaseEntity {
  @ManyToOne(() => Supplier, { ref: true, deleteRule: 'cascade' })
  @Index()
  supplier: Ref<Supplier>;

  @OneToOne(() => User, { ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  user: Ref<User>;

  @Property({ type: 'text' })
  role: StaffRole;

  @Property({ length: 64, nullable: true, unique: true })
  inviteTokenHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  inviteExpiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  constructor(data: { supplier: Ref<Supplier>; user: Ref<User>; role: StaffRole }) {
    super();
    this.supplier = data.supplier;
    this.user = data.user;
    this.role = data.role;
  }
}
