import { type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';
import { User } from '../account/user.entity.js';
import { Bank } from '../supplier/bank.entity.js';
import { Order } from './order.entity.js';
import { PaymentMethod } from '../supplier/payment-method.entity.js';

export enum PaymentStatus {
  Pending = 'pending',
  Verified = 'verified',
  Rejected = 'rejected',
}
/** The partial unique index that refuses a bank reference already used by a live payment. */
export const PAYMENT_REFERENCE_UNIQUE = 'payments_bank_reference_live_unique';

registerEnumType(PaymentStatus, { name: 'PaymentStatus', description: 'Verificación del pago.' });

/**
 * A payment the customer registered for an order (pago móvil). At most one live (not rejected) payment per
 * order, and per bank + normalised reference: partial unique indexes refuse a second one.
 */
@ObjectType()
@Entity({ tableName: 'payments' })
@Unique({ name: 'payments_order_id_live_unique', properties: ['order'], where: `status <> 'rejected'` })
@Unique({
  name: PAYMENT_REFERENCE_UNIQUE,
  properties: ['bank', 'referenceNormalized'],
  where: `status <> 'rejected'`,
})
@Check({ name: 'payments_paid_amount_check', expression: 'paid_amount > 0' })
// The admin's queue of payments to verify (oldest first) and its count read only the pending ones.
@Index({
  name: 'payments_pending_id_index',
  expression: `create index "payments_pending_id_index" on "payments" ("id") where status = 'pending'`,
})
export class Payment extends BaseEntity {
  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade' })
  @Index()
  order!: Ref<Order>;

  @ManyToOne(() => PaymentMethod, { ref: true })
  @Index()
  paymentMethod!: Ref<PaymentMethod>;

  /** The paying (origin) bank's code (→ banks.code): the spec's 'Banco Deudor'. */
  @Field({ description: 'Código del banco emisor (p. ej. 0102).' })
  @ManyToOne(() => Bank, { mapToPk: true, fieldName: 'bank_code' })
  @Index()
  bank!: string;

  @Field({ description: 'Cédula/RIF del pagador.' })
  @Property({ length: 20 })
  buyerId!: string;

  @Field(() => String, { description: 'Monto pagado en VES.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  paidAmount!: string;

  /** Letters, digits and hyphens as the customer typed them; the pending-payment lists sort it, so Spanish order. */
  @Field()
  @Property({ length: 20, collation: SPANISH_COLLATION })
  reference!: string;

  /**
   * The reference's digits without leading zeros, computed by the database (normalizeReference is its twin for
   * the friendly pre-check): what the live-reference index compares.
   */
  @Property({
    columnType: 'varchar(20)',
    generated: `(ltrim(regexp_replace(reference, '\\D', '', 'g'), '0')) stored`,
  })
  referenceNormalized!: string & Opt;

  @Field(() => PaymentStatus)
  @Enum({ items: () => PaymentStatus, nativeEnumName: 'payment_status', default: PaymentStatus.Pending })
  status: PaymentStatus & Opt = PaymentStatus.Pending;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  verifiedBy?: Ref<User>;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true })
  rejectionReason?: string;

  @Field(() => Date, {
    nullable: true,
    description: 'Cuándo quien verificó aceptó confirmar un monto distinto del total del pedido.',
  })
  @Property({ type: 'datetime', nullable: true })
  mismatchAcceptedAt?: Date;

  /**
   * Object-store key of the bank's confirmation screenshot the customer attached: a random UUID name
   * in the private store, served only through the authorized `GET /api/v1/payment/{id}/proof`.
   */
  @Property({ length: 80, nullable: true })
  proofKey?: string;

  /** Who accepted the difference (the confirming supplier user or admin). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  mismatchAcceptedBy?: Ref<User>;
}
