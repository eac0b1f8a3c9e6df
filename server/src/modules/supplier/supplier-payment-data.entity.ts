import { type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { Bank } from './bank.entity.js';
import { PaymentMethod } from './payment-method.entity.js';
import { Supplier } from './supplier.entity.js';

/** Where a supplier receives a payment method's money (pago móvil: holder, RIF, phone, bank). */
@ObjectType()
@Entity({ tableName: 'supplier_payment_data' })
@Unique({ properties: ['supplier', 'paymentMethod'] })
export class SupplierPaymentData extends BaseEntity {
  @ManyToOne(() => Supplier, { ref: true, deleteRule: 'cascade' })
  supplier!: Ref<Supplier>;

  @ManyToOne(() => PaymentMethod, { ref: true })
  @Index()
  paymentMethod!: Ref<PaymentMethod>;

  @Field({ description: 'Titular.' })
  @Property({ length: 124 })
  name!: string;

  @Field({ description: 'Identificación fiscal del titular (RIF/cédula).' })
  @Property({ length: 20 })
  accountId!: string;

  @Field({ description: 'Cuenta: el teléfono para pago móvil.' })
  @Property({ length: 32 })
  account!: string;

  /** The receiving bank's code (→ banks.code, e.g. '0134'): the spec's `agent`. */
  @Field({ description: 'Código del banco receptor (p. ej. 0134).' })
  @ManyToOne(() => Bank, { mapToPk: true, fieldName: 'agent_bank_code' })
  @Index()
  agent!: string;
}
