import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** A request sent from the "become a supplier" landing form; admins follow it up. */
@ObjectType()
@Entity({ tableName: 'supplier_leads' })
export class SupplierLead extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;

  @Field()
  @Property({ length: 254, collation: SPANISH_COLLATION })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 20, nullable: true })
  phone?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 124, nullable: true, collation: SPANISH_COLLATION })
  company?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 124, nullable: true, collation: SPANISH_COLLATION })
  city?: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 1024, nullable: true })
  message?: string;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  handledAt?: Date;
}
