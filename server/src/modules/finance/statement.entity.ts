import { type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { LedgerEntry } from '../booking/ledger-entry.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';

/** A closed statement's state; the period still open is not stored (its totals are computed on demand). */
export enum StatementStatus {
  Issued = 'issued',
  PartiallyPaid = 'partially_paid',
  Paid = 'paid',
  Overdue = 'overdue',
}
registerEnumType(StatementStatus, {
  name: 'StatementStatus',
  description: 'Estado de un estado de cuenta: emitido, pagado en parte, pagado o vencido.',
});

/** The unique key that lets only one process close a supplier's period. */
export const STATEMENT_PERIOD_UNIQUE = 'statements_supplier_id_period_start_unique';

/**
 * What a supplier owes Xplora for one closed period: the totals of its lines (the ledger rows not yet in any
 * statement when the period closed), the commission due in USD and when. Closed once, by the statement job.
 */
@ObjectType({ description: 'Estado de cuenta de comisiones de un aliado por un período cerrado.' })
@Entity({ tableName: 'statements' })
@Unique({ name: STATEMENT_PERIOD_UNIQUE, properties: ['supplier', 'periodStart'] })
@Check({ name: 'statements_period_check', expression: 'period_end > period_start' })
export class Statement extends BaseEntity {
  @ManyToOne(() => Supplier, { ref: true, deleteRule: 'restrict' })
  supplier!: Ref<Supplier>;

  @Field({ description: 'Número del estado de cuenta.' })
  @Property({ length: 32, unique: 'statements_number_unique' })
  number!: string;

  /** First Caracas day of the period. */
  @Field({ description: 'Primer día del período (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  periodStart!: string;

  /** The Caracas day after its last one. */
  @Field({ description: 'Día siguiente al último del período (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  periodEnd!: string;

  @Field(() => StatementStatus)
  @Enum({ items: () => StatementStatus, nativeEnumName: 'statement_status', default: StatementStatus.Issued })
  @Index()
  status: StatementStatus & Opt = StatementStatus.Issued;

  @Field(() => Int)
  @Property({ type: 'integer' })
  lineCount!: number;

  @Field(() => String, { description: 'Total de las reservas del período en USD.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  grossUsd!: string;

  /** Σ of the lines' VES at each booking's frozen rate. */
  @Field(() => String, { description: 'Total en VES, a la tasa fijada en cada reserva.' })
  @Property({ type: 'decimal', precision: 16, scale: 2 })
  grossVes!: string;

  /** The commission of the period, due in USD (negative when refunds outweigh it: a credit). */
  @Field(() => String, { description: 'Comisión del período en USD (negativa: saldo a favor).' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  commissionUsd!: string;

  @Field(() => String, { description: 'Neto del aliado en USD.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  netUsd!: string;

  /** What was paid towards it: its verified payments' USD plus what earlier statements carried over. */
  @Field(() => String, { description: 'Pagado en USD (pagos verificados y saldo arrastrado).' })
  @Property({ type: 'decimal', precision: 14, scale: 2, default: 0 })
  paidUsd: string & Opt = '0.00';

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  issuedAt: Date & Opt = new Date();

  @Field({ description: 'Vence (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  dueDate!: string;

  /** When the overdue reminder was queued. */
  @Property({ type: 'datetime', nullable: true })
  remindedAt?: Date;
}

/** A ledger row in the statement that billed it: each row in at most one statement (unique). */
@Entity({ tableName: 'statement_lines' })
export class StatementLine {
  @ManyToOne(() => Statement, { ref: true, deleteRule: 'restrict' })
  @Index()
  statement!: Ref<Statement>;

  @ManyToOne(() => LedgerEntry, { ref: true, primary: true, deleteRule: 'restrict' })
  ledgerEntry!: Ref<LedgerEntry>;
}
