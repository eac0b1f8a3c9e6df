import { Collection, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { ACTIVITY_DATES_AVAILABILITY } from './availability-summary.js';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { Activity } from './activity.entity.js';
import { ActivityTime } from './activity-time.entity.js';

/** A day an activity runs; its time slots hold the seats. */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Trigger(ACTIVITY_DATES_AVAILABILITY)
@Entity({ tableName: 'activity_dates' })
@Unique({ properties: ['activity', 'startsAt'] })
export class ActivityDate extends BaseEntity {
  @ManyToOne(() => Activity, { ref: true, deleteRule: 'cascade' })
  activity!: Ref<Activity>;

  @Field({ description: 'YYYY-MM-DD' })
  @Index()
  @Property({ type: 'date' })
  startsAt!: string;

  @OneToMany(() => ActivityTime, (t) => t.activityDate)
  times = new Collection<ActivityTime>(this);
}
