import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';

/** A request sent from the "become a supplier" landing form; admins follow it up. */
@ObjectType()
@Entity({ tableName: 'supplier_leads' })
export class SupplierLead extends BaseEntity {
  @Field()
  @Property({ length: 124 })
  name!: string;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 20, nullable: true })
  phone?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 124, nullable: true })
  company?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 124, nullable: true })
  city?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 1024, nullable: true })
  message?: string;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  handledAt?: Date;
}
