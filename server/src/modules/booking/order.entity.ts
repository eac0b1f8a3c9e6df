import { Collection, type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { Booking } from './booking.entity.js';
import { Payment } from './payment.entity.js';

export enum OrderStatus {
  /** Awaiting payment (tab "Por pagar"). */
  Unpaid = 0,
  /** A payment was registered: paid false = En Proceso, paid true = Procesado. */
  PaymentSubmitted = 1,
  /** Cancelled or expired (tab "Cancelados"). */
  Cancelled = 2,
}

/** The bill for a booking: totals in USD and VES, payable within 2 hours of `issueDate`. */
@ObjectType()
@Entity({ tableName: 'orders' })
@Index({ properties: ['status', 'paid'] })
// The expiry job's candidates (booking-expiry.ts): the few unpaid orders by deadline, not a walk of every order
// (2.4 s at a million orders).
@Index({
  name: 'orders_unpaid_expires_at_index',
  expression: 'create index "orders_unpaid_expires_at_index" on "orders" ("expires_at") where status = 0',
})
@Check({ name: 'orders_status_check', expression: 'status >= 0 and status <= 2' })
@Check({
  name: 'orders_totals_check',
  expression: 'total_usd >= 0 and total_ves >= 0',
})
export class Order extends BaseEntity {
  @ManyToOne(() => Booking, { ref: true, fieldName: 'activity_booking_id' })
  @Index()
  booking!: Ref<Booking>;

  @Field(() => Int, { description: '0 por pagar, 1 pago enviado, 2 cancelada o vencida.' })
  @Property({ type: 'smallint', default: OrderStatus.Unpaid })
  status: OrderStatus & Opt = OrderStatus.Unpaid;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  paid: boolean & Opt = false;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  issueDate: Date & Opt = new Date();

  @Field(() => Date, { description: 'issueDate + 2 h.' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  totalUsd!: string;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  totalVes!: string;

  @OneToMany(() => Payment, (p) => p.order)
  payments = new Collection<Payment>(this);
}
