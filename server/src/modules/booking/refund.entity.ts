import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { Booking } from './booking.entity.js';
import { Order } from './order.entity.js';

export enum RefundStatus {
  Requested = 'requested',
  Refunded = 'refunded',
  Declined = 'declined',
}

registerEnumType(RefundStatus, { name: 'RefundStatus', description: 'Estado de un reembolso.' });

/**
 * The money a customer asks back when cancelling a booking whose payment was registered or verified: the order's
 * USD total and its VES total at the booking's frozen rate. One per booking (unique); the activity's supplier or an
 * admin marks it refunded (with the pago móvil reference) or declines it (with a reason).
 */
@ObjectType()
@Entity({ tableName: 'refunds' })
export class Refund extends BaseEntity {
  @ManyToOne(() => Booking, { ref: true, unique: 'refunds_booking_id_unique' })
  booking!: Ref<Booking>;

  @ManyToOne(() => Order, { ref: true })
  @Index()
  order!: Ref<Order>;

  @Field(() => String, { description: 'Monto a reembolsar en USD.' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amountUsd!: string;

  @Field(() => String, { description: 'Monto a reembolsar en VES, a la tasa fijada en la reserva.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amountVes!: string;

  @Field(() => String, { description: 'Tasa VES/USD de la reserva.' })
  @Property({ type: 'decimal', precision: 18, scale: 4 })
  exchangeRate!: string;

  @Field(() => RefundStatus)
  @Enum({ items: () => RefundStatus, nativeEnumName: 'refund_status', default: RefundStatus.Requested })
  @Index()
  status: RefundStatus & Opt = RefundStatus.Requested;

  @Field(() => String, { nullable: true, description: 'Referencia del pago móvil del reembolso.' })
  @Property({ length: 20, nullable: true })
  reference?: string;

  @Field(() => String, { nullable: true, description: 'Motivo del rechazo del reembolso.' })
  @Property({ length: 255, nullable: true })
  declineReason?: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  resolvedAt?: Date;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  resolvedBy?: Ref<User>;
}
