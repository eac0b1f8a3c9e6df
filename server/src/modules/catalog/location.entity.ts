import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** A city or place: an activity's destination and origin. Caracas is id 1, La Guaira id 2 (home sections). */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'locations' })
export class Location extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;
}
