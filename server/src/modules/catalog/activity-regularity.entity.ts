import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

export const ActivityRegularityId = { OnDemand: 1, Scheduled: 2 } as const;

/** How an activity runs: 1 'A solicitud' (on demand), 2 'Programada' (scheduled dates). */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'activity_regularities' })
export class ActivityRegularity extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;
}
