import { type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { Bank } from '../supplier/bank.entity.js';
import { Statement } from './statement.entity.js';

export enum StatementPaymentStatus {
  Pending = 'pending',
  Verified = 'verified',
  Rejected = 'rejected',
}
registerEnumType(StatementPaymentStatus, {
  name: 'StatementPaymentStatus',
  description: 'Verificación del pago de un estado de cuenta.',
});

/** The partial unique index that refuses a bank reference already used by a live settlement payment. */
export const STATEMENT_PAYMENT_REFERENCE_UNIQUE = 'statement_payments_bank_reference_live_unique';

/**
 * A supplier's payment of its commission (pago móvil or transfer, in VES), recorded on a statement by the supplier
 * (pending until an admin verifies it) or by an admin (verified at once). Its USD value is the VES amount at the
 * admin's USD rate of the day it was paid, rounded once.
 */
@ObjectType({ description: 'Pago de la comisión de un estado de cuenta.' })
@Entity({ tableName: 'statement_payments' })
@Unique({
  name: STATEMENT_PAYMENT_REFERENCE_UNIQUE,
  properties: ['bank', 'referenceNormalized'],
  where: `status <> 'rejected'`,
})
@Check({
  name: 'statement_payments_amounts_check',
  expression: 'amount_ves > 0 and amount_usd > 0 and rate > 0',
})
export class StatementPayment extends BaseEntity {
  @ManyToOne(() => Statement, { ref: true, deleteRule: 'restrict' })
  @Index()
  statement!: Ref<Statement>;

  @Field({ description: 'Código del banco emisor (p. ej. 0102).' })
  @ManyToOne(() => Bank, { mapToPk: true, fieldName: 'bank_code' })
  bank!: string;

  @Field({ description: 'Referencia bancaria.' })
  @Property({ length: 20 })
  reference!: string;

  /** The reference's significant digits (booking-rules' normalizeReference): what anti-reuse compares. */
  @Property({ length: 20 })
  referenceNormalized!: string;

  @Field(() => String, { description: 'Monto pagado en VES.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amountVes!: string;

  @Field(() => String, { description: 'Tasa VES/USD del día del pago (la del administrador).' })
  @Property({ type: 'decimal', precision: 18, scale: 4 })
  rate!: string;

  @Field(() => String, { description: 'Equivalente en USD a la tasa del día del pago.' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amountUsd!: string;

  @Field({ description: 'Fecha del pago (AAAA-MM-DD, hora de Venezuela).' })
  @Property({ type: 'date' })
  paidOn!: string;

  @Field(() => StatementPaymentStatus)
  @Enum({
    items: () => StatementPaymentStatus,
    nativeEnumName: 'statement_payment_status',
    default: StatementPaymentStatus.Pending,
  })
  status: StatementPaymentStatus & Opt = StatementPaymentStatus.Pending;

  @Field(() => String, { nullable: true, description: 'Motivo del rechazo.' })
  @Property({ length: 255, nullable: true })
  rejectionReason?: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'restrict' })
  @Index()
  createdBy!: Ref<User>;

  /**
   * Object-store key of the bank's screenshot the supplier attached (a random name in the private store), served only
   * through the authorized `GET /api/v1/suppliers/statements/payments/{id}/proof`.
   */
  @Property({ length: 80, nullable: true })
  proofKey?: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'restrict' })
  @Index()
  verifiedBy?: Ref<User>;
}
