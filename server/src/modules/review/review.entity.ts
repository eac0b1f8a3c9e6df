import { type Opt, type Ref } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToOne,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { Booking } from '../booking/booking.entity.js';
import { Activity } from '../catalog/activity.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

export enum ReviewStatus {
  Pending = 'pending',
  Published = 'published',
  Hidden = 'hidden',
}
registerEnumType(ReviewStatus, { name: 'ReviewStatus', description: 'Moderación de la opinión.' });

/**
 * A customer's opinion (comment) on an activity. Only published ones count towards the activity's `rating` and
 * `commentsCount` and are shown publicly.
 */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'reviews' })
@Index({ properties: ['activity', 'status', 'createdAt'] })
@Check({ name: 'reviews_rating_check', expression: 'rating >= 1 and rating <= 5' })
export class Review extends BaseEntity {
  @ManyToOne(() => Activity, { ref: true, deleteRule: 'cascade' })
  activity!: Ref<Activity>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  /** The booking it reviews (one review per booking); null for reviews without one. */
  @OneToOne(() => Booking, { ref: true, nullable: true, owner: true, unique: true, deleteRule: 'set null' })
  booking?: Ref<Booking>;

  @Field(() => Int, { description: '1 a 5.' })
  @Property({ type: 'smallint' })
  rating!: number;

  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  title!: string;

  @Field()
  @Property({ type: 'text' })
  message!: string;

  @Field(() => ReviewStatus)
  @Enum({ items: () => ReviewStatus, nativeEnumName: 'review_status', default: ReviewStatus.Pending })
  status: ReviewStatus & Opt = ReviewStatus.Pending;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt?: Date;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  moderatedBy?: Ref<User>;
}
