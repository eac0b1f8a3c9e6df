import { PrimaryKeyProp, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Enum, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * An admin account's role (issue 33): Administrador does everything; Soporte reads everything but money and moderates
 * reviews (docs/decisions.md). An admin without a row is an Administrador (every admin before the roles existed);
 * the row only restricts. Kept apart from `users` so the role is read (and changed) without touching the account.
 */
export enum AdminRole {
  Administrador = 'administrador',
  Soporte = 'soporte',
}

@Entity({ tableName: 'admin_roles' })
export class AdminRoleRow {
  [PrimaryKeyProp]?: 'user';

  @OneToOne(() => User, { primary: true, ref: true, deleteRule: 'cascade' })
  user: Ref<User>;

  @Enum({ items: () => AdminRole, nativeEnumName: 'admin_role' })
  role: AdminRole;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(user: Ref<User>, role: AdminRole) {
    this.user = user;
    this.role = role;
  }
}
