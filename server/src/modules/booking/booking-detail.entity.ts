import { type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { Booking } from './booking.entity.js';

/** How many units of one price line a booking takes, with the price and coverage at booking time. */
@ObjectType()
@Entity({ tableName: 'booking_details' })
@Check({
  name: 'booking_details_quantity_check',
  expression: 'quantity >= 0 and participants >= 0 and unit_price >= 0',
})
export class BookingDetail extends BaseEntity {
  @ManyToOne(() => Booking, { ref: true, deleteRule: 'cascade' })
  @Index()
  booking!: Ref<Booking>;

  @ManyToOne(() => ActivityPrice, { ref: true })
  @Index()
  activityPrice!: Ref<ActivityPrice>;

  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => String, { description: 'Precio unitario en USD al reservar.' })
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  unitPrice!: string;

  @Field(() => Int, { description: 'Personas por unidad al reservar.' })
  @Property({ type: 'integer' })
  participants!: number;
}
