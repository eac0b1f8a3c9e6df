import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/**
 * A yes/no attribute an activity may declare ('Transporte incluido', 'Apto para niños'…). Attribute details copy its
 * name and description; the search filters by template id with value yes.
 */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'activity_attribute_templates' })
export class ActivityAttributeTemplate extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255, default: '', collation: SPANISH_COLLATION })
  description: string & Opt = '';

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;
}
