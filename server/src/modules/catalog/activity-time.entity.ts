import { type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { ACTIVITY_TIMES_AVAILABILITY } from './availability-summary.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { DepartureCancelReason } from './departure-cancel-reason.js';
import { BaseEntity } from '../../persistence/base.entity.js';
import { ActivityDate } from './activity-date.entity.js';

/**
 * A time slot of an activity date. `currentAvailable` is the seat counter: bookings take seats with one guarded
 * UPDATE (`… set current_available = current_available - $n where id = $id and current_available >= $n`) and the
 * CHECK makes a negative value impossible under any concurrency.
 */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Trigger(ACTIVITY_TIMES_AVAILABILITY)
@Entity({ tableName: 'activity_times' })
@Check({
  name: 'activity_times_current_available_check',
  expression: 'current_available >= 0',
})
@Check({
  name: 'activity_times_expected_participants_check',
  expression: 'expected_participants >= 0',
})
@Check({
  name: 'activity_times_cancel_reason_check',
  expression: "cancel_reason in ('weather', 'too_few_participants', 'force_majeure', 'other')",
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

  /** Set once by DepartureCancellationService: the slot then takes no booking on any door. */
  @Field(() => Date, { nullable: true, description: 'Cuándo se canceló la salida (null: no cancelada).' })
  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  @Field(() => DepartureCancelReason, {
    nullable: true,
    description: 'Motivo de la cancelación de la salida.',
  })
  @Property({ type: 'text', nullable: true })
  cancelReason?: DepartureCancelReason | null;

  /** The supplier's own words ("Otro motivo"); read through the portal's departure screen, not the public page. */
  @Property({ type: 'text', nullable: true })
  cancelNote?: string | null;

  /** When the supplier was warned the slot is below the activity's minimum, 24 h before its cancellation deadline. */
  @Property({ type: 'datetime', nullable: true })
  minimumWarnedAt?: Date | null;

  /** When the supplier was warned again, at the cancellation deadline itself. */
  @Property({ type: 'datetime', nullable: true })
  minimumDeadlineWarnedAt?: Date | null;
}
