import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** What kind of activity (tours, aventura, gastronomía…); the search sidebar and the home picker list them. */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'activity_categories' })
export class ActivityCategory extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255, default: '', collation: SPANISH_COLLATION })
  description: string & Opt = '';

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;

  constructor(name: string, description = '') {
    super();
    this.name = name;
    this.description = description;
  }
}
