import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** What kind of business a supplier is (operador turístico, posada…). */
@ObjectType()
@Entity({ tableName: 'supplier_categories' })
export class SupplierCategory extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;
}
