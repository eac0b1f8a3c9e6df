import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { type Scope } from '../../../../schema/constants.js';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

export enum UserRole {
  Client = 'client',
  Supplier = 'supplier',
  Admin = 'admin',
}
registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'Tipo de cuenta; coincide con el primer scope del token.',
});

/** An account: customer, supplier (aliado) or admin. The role decides the token's scope. */
@ObjectType()
@Entity({ tableName: 'users' })
export class User extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name: string;

  @Field()
  @Unique()
  @Property({ length: 254 })
  email: string;

  @Property({ length: 255, hidden: true })
  passwordHash: string;

  @Field(() => UserRole)
  @Enum({ items: () => UserRole, nativeEnumName: 'user_role' })
  @Index()
  role: UserRole;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date;

  /** Customers: when the e-mail was confirmed. Suppliers: when an admin activated the registration. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  activatedAt?: Date;

  @Field({ nullable: true })
  @Property({ length: 20, nullable: true })
  phone?: string;

  @Field({ nullable: true })
  @Property({ length: 12, nullable: true })
  nationalId?: string;

  @Field({ nullable: true })
  @Property({ length: 255, nullable: true })
  avatar?: string;

  @Field({ nullable: true })
  @Property({ length: 124, nullable: true })
  city?: string;

  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date;

  /** A new e-mail waiting for its confirmation link; `email` stays the login until then. */
  @Property({ length: 254, nullable: true })
  pendingEmail?: string;

  constructor(data: { name: string; email: string; passwordHash: string; role: UserRole }) {
    super();
    this.name = data.name;
    this.email = data.email.toLowerCase();
    this.passwordHash = data.passwordHash;
    this.role = data.role;
  }

  get scopes(): Scope[] {
    return [this.role as Scope];
  }
}
