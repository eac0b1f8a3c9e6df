import { type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { Supplier } from './supplier.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** A person to talk to at a supplier (admin portal). Status 0 inactive (default), 1 active. */
@ObjectType()
@Entity({ tableName: 'supplier_contacts' })
@Check({
  name: 'supplier_contacts_status_check',
  expression: 'status in (0, 1)',
})
export class SupplierContact extends BaseEntity {
  @ManyToOne(() => Supplier, { ref: true, deleteRule: 'cascade' })
  @Index()
  supplier!: Ref<Supplier>;

  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 254, nullable: true, collation: SPANISH_COLLATION })
  email?: string;

  @Field()
  @Property({ length: 20, collation: SPANISH_COLLATION })
  phoneNumber!: string;

  @Field(() => Int)
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = 0;
}
