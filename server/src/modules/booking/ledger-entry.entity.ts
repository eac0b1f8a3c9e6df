import { type Opt, type Ref } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../account/user.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { Booking } from './booking.entity.js';
import { Order } from './order.entity.js';
import { Payment } from './payment.entity.js';
import { Refund } from './refund.entity.js';

export enum LedgerKind {
  /** A payment verified: the supplier now owes its commission on the order's USD total. */
  PaymentVerified = 'payment_verified',
  /** Money given back to the customer: reverses the commission of what was refunded. */
  Refund = 'refund',
  /** An admin's correction, with its reason. */
  Adjustment = 'adjustment',
}
registerEnumType(LedgerKind, {
  name: 'LedgerKind',
  description: 'Tipo de movimiento del libro de comisiones.',
});

/**
 * The ledger is append-only: a correction is a new row, never an edit (refused by the database, whoever writes).
 * TRUNCATE is refused too, by a statement trigger written by hand in its migration (MikroORM 7.2 keeps re-creating a
 * declared statement-level trigger in every new migration).
 */
const APPEND_ONLY_BODY = `raise exception 'ledger_entries is append-only: % refused', tg_op; return null;`;

/**
 * Rows point at their booking, order, payment or refund with `restrict`: the money trail outlives nothing it records.
 *
 * One money event between a supplier and Xplora, in USD with its VES at the booking's frozen rate. The commission is
 * the supplier's fee in force at the event (stored on the row, so a later fee change never rewrites it) × the gross
 * USD, rounded once (lib/money.ts); the supplier's net is gross − commission. Amounts of a refund are negative.
 */
@ObjectType({ description: 'Movimiento del libro de comisiones (nunca se modifica).' })
@Entity({ tableName: 'ledger_entries' })
@Trigger({
  name: 'ledger_entries_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  body: APPEND_ONLY_BODY,
})
@Check({ name: 'ledger_entries_net_check', expression: 'net_usd = gross_usd - commission_usd' })
@Check({
  name: 'ledger_entries_kind_check',
  expression: `(kind = 'payment_verified' and payment_id is not null and order_id is not null and fee is not null
      and gross_usd > 0 and commission_usd >= 0)
    or (kind = 'refund' and refund_id is not null and order_id is not null and fee is not null
      and gross_usd <= 0 and commission_usd <= 0)
    or (kind = 'adjustment' and reason is not null and created_by_id is not null and gross_usd = 0
      and commission_usd <> 0)`,
})
@Index({ properties: ['supplier', 'createdAt'] })
export class LedgerEntry {
  @Field(() => ID)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** When the event happened (its transaction's time): the statement period it belongs to follows from it. */
  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @ManyToOne(() => Supplier, { ref: true, deleteRule: 'restrict' })
  supplier!: Ref<Supplier>;

  @Field(() => LedgerKind)
  @Enum({ items: () => LedgerKind, nativeEnumName: 'ledger_kind' })
  kind!: LedgerKind;

  @ManyToOne(() => Booking, { ref: true, nullable: true, deleteRule: 'restrict' })
  @Index()
  booking?: Ref<Booking>;

  @ManyToOne(() => Order, { ref: true, nullable: true, deleteRule: 'restrict' })
  @Index()
  order?: Ref<Order>;

  @ManyToOne(() => Payment, {
    ref: true,
    nullable: true,
    deleteRule: 'restrict',
    unique: 'ledger_entries_payment_id_unique',
  })
  payment?: Ref<Payment>;

  @ManyToOne(() => Refund, {
    ref: true,
    nullable: true,
    deleteRule: 'restrict',
    unique: 'ledger_entries_refund_id_unique',
  })
  refund?: Ref<Refund>;

  /** The supplier's fee (0.05–1) in force at the verification; a refund repeats its payment's. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'decimal', precision: 4, scale: 3, nullable: true })
  fee?: string;

  /** The booking's frozen VES/USD rate. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'decimal', precision: 18, scale: 4, nullable: true })
  exchangeRate?: string;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  grossUsd!: string;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  grossVes!: string;

  /** What the supplier owes Xplora for this event (negative: what Xplora gives back). */
  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  commissionUsd!: string;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  netUsd!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true })
  reason?: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'restrict' })
  @Index()
  createdBy?: Ref<User>;

  @Field(() => ID, { nullable: true, description: 'La reserva del movimiento, si tiene.' })
  get bookingId(): number | null {
    return this.booking?.id ?? null;
  }
}
