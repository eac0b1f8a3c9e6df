import { type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { ActivityTime } from '../catalog/activity-time.entity.js';
import { Booking } from './booking.entity.js';

export enum RescheduleStatus {
  /** The customer moved the booking itself: done at once. */
  Done = 'done',
  /** The supplier proposed the slot; the customer has not answered. */
  Proposed = 'proposed',
  Accepted = 'accepted',
  Declined = 'declined',
  /** The old slot's cancel deadline passed, the slot filled, or the booking changed before an answer. */
  Expired = 'expired',
}
registerEnumType(RescheduleStatus, {
  name: 'RescheduleStatus',
  description: 'Done (cambio del cliente); Proposed, Accepted, Declined, Expired (propuestas del aliado).',
});

/**
 * One change of date of a booking, or the supplier's proposal of one: the booking's history of dates. A row is
 * written once; only a proposal's answer (`status`, `decidedAt`) is set later, once.
 */
@ObjectType({ description: 'Un cambio de fecha de una reserva, o la propuesta de uno del aliado.' })
@Entity({ tableName: 'booking_reschedules' })
@Check({
  name: 'booking_reschedules_status_check',
  expression: "status in ('done', 'proposed', 'accepted', 'declined', 'expired')",
})
export class BookingReschedule extends BaseEntity {
  @ManyToOne(() => Booking, { ref: true, deleteRule: 'cascade' })
  @Index()
  booking!: Ref<Booking>;

  @ManyToOne(() => ActivityTime, { ref: true })
  fromTime!: Ref<ActivityTime>;

  @ManyToOne(() => ActivityTime, { ref: true })
  toTime!: Ref<ActivityTime>;

  @Field(() => RescheduleStatus)
  @Property({ type: 'text' })
  status!: RescheduleStatus;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  actor?: Ref<User> | null;

  /** A proposal's last moment to accept: the old slot's cancellation deadline. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  decidedAt?: (Date & Opt) | null;
}
