import { Collection, type Opt, type Ref } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  OneToOne,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { Language } from './language.entity.js';
import { DocumentType } from './document-type.entity.js';
import { SupplierCategory } from './supplier-category.entity.js';
import { SupplierPaymentData } from './supplier-payment-data.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

export enum SupplierStatus {
  Inactive = 0,
  Active = 1,
}

export enum StatementPeriod {
  Monthly = 'monthly',
  Fortnightly = 'fortnightly',
}

/**
 * A supplier (aliado): the business behind a user with role supplier. When it was activated is
 * `User.activatedAt` (one source of truth); expose it with a field resolver.
 */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'suppliers' })
@Check({ name: 'suppliers_status_check', expression: 'status in (0, 1)' })
@Check({ name: 'suppliers_fee_check', expression: 'fee >= 0.05 and fee <= 1' })
export class Supplier extends BaseEntity {
  @OneToOne(() => User, { ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Field({ description: 'Nombre comercial (el que se muestra).' })
  @Property({ length: 124, collation: SPANISH_COLLATION })
  tradeName!: string;

  @Field({ description: 'Razón social.' })
  @Property({ length: 124 })
  legalName!: string;

  @ManyToOne(() => DocumentType, { ref: true })
  @Index()
  documentType!: Ref<DocumentType>;

  @Field()
  @Index()
  @Property({ length: 12, collation: SPANISH_COLLATION })
  documentCode!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 20, nullable: true, collation: SPANISH_COLLATION })
  phoneNumber?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 254, nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true })
  webpage?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true })
  address?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true })
  description?: string;

  /** Admin-only notes. */
  @Property({ length: 1024, nullable: true })
  notes?: string;

  /** Commission rate 0.05–1 (admin-only). */
  @Property({ type: 'decimal', precision: 4, scale: 3, nullable: true })
  fee?: string;

  @Field(() => Int, { description: '0 inactivo, 1 activo.' })
  @Property({ type: 'smallint', default: SupplierStatus.Inactive })
  status: SupplierStatus & Opt = SupplierStatus.Inactive;

  @ManyToOne(() => Language, { ref: true, nullable: true })
  @Index()
  language?: Ref<Language>;

  @ManyToOne(() => SupplierCategory, { ref: true, nullable: true })
  @Index()
  category?: Ref<SupplierCategory>;

  /** How often its commission statement closes (admin-set): each calendar month, or the 1st–15th and 16th–end. */
  @Enum({
    items: () => StatementPeriod,
    nativeEnumName: 'statement_period',
    default: StatementPeriod.Monthly,
  })
  statementPeriod: StatementPeriod & Opt = StatementPeriod.Monthly;

  @OneToMany(() => SupplierPaymentData, (p) => p.supplier)
  paymentData = new Collection<SupplierPaymentData>(this);
}
