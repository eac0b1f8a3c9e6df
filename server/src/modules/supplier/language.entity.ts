import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** The language an activity is guided in and a supplier prefers: 1 Español (es), 2 English (en). */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'languages' })
export class Language extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;

  @Field()
  @Unique()
  @Property({ length: 8, collation: SPANISH_COLLATION })
  abbr!: string;

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;
}
