import { type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { ActivityDate } from './activity-date.entity.js';

/**
 * A time slot of an activity date. `currentAvailable` is the seat counter: bookings take seats with one guarded
 * UPDATE (`… set current_available = current_available - $n where id = $id and current_available >= $n`) and the
 * CHECK makes a negative value impossible under any concurrency.
 */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'activity_times' })
@Check({
  name: 'activity_times_current_available_check',
  expression: 'current_available >= 0',
})
@Check({
  name: 'activity_times_expected_participants_check',
  expression: 'expected_participants >= 0',
})
export class ActivityTime extends BaseEntity {
  @ManyToOne(() => ActivityDate, { ref: true, deleteRule: 'cascade' })
  @Index()
  activityDate!: Ref<ActivityDate>;

  @Field({ description: 'HH:MM:SS' })
  @Property({ type: 'time' })
  startsAt!: string;

  @Field({ description: 'HH:MM:SS' })
  @Property({ type: 'time' })
  endsAt!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  expectedParticipants!: number;

  @Field(() => Int, { description: 'Cupos libres; nunca menor que 0.' })
  @Property({ type: 'integer' })
  currentAvailable!: number;
}
