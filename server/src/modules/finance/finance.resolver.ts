import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { LedgerEntry } from '../booking/ledger-entry.entity.js';
import { recordAdjustment } from './adjustment.service.js';
import { CommissionResolver } from './commission.resolver.js';
import { StatementPayment } from './statement-payment.entity.js';
import { StatementPaymentService } from './statement-payment.service.js';
import { StatementPaymentProofResolver } from './statement-payment-proof.js';
import { FinanceAdminResolver, StatementResolver } from './statement.resolver.js';

const payments = new StatementPaymentService();

@InputType({
  description: 'Pago de la comisión de un estado de cuenta (pago móvil o transferencia, en VES).',
})
export class StatementPaymentInput {
  @Field(() => ID)
  statementId!: string;

  @Field({ description: 'Código del banco emisor, p. ej. 0102.' })
  bank!: string;

  @Field({ description: 'Referencia bancaria (6 a 20 caracteres).' })
  reference!: string;

  @Field({ description: 'Monto pagado en VES, decimal con "." o ",".' })
  amountVes!: string;

  @Field({ description: 'Fecha del pago, AAAA-MM-DD (hora de Venezuela).' })
  paidOn!: string;
}

@InputType({ description: 'Ajuste manual de la comisión de un aliado.' })
export class LedgerAdjustmentInput {
  @Field(() => ID)
  supplierId!: string;

  @Field({ description: 'USD que el aliado debe de más (positivo) o de menos (negativo).' })
  commissionUsd!: string;

  @Field({ description: 'Motivo del ajuste (5 a 255 caracteres).' })
  reason!: string;
}

/** Settlement of commission statements and ledger adjustments. */
@Resolver()
export class FinanceResolver {
  @Authorized('supplier', 'admin')
  @Mutation(() => StatementPayment, {
    description:
      'Registra un pago de la comisión en un estado de cuenta: el del aliado queda por verificar; el que registra un administrador queda verificado.',
  })
  registerStatementPayment(
    @Ctx() ctx: Context,
    @Arg('input', () => StatementPaymentInput) input: StatementPaymentInput,
  ): Promise<StatementPayment> {
    return payments.record(ctx, input);
  }

  @Authorized('admin')
  @Mutation(() => StatementPayment, { description: 'Verifica el pago de un estado de cuenta.' })
  verifyStatementPayment(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<StatementPayment> {
    return payments.resolve(ctx, id, { verify: true });
  }

  @Authorized('admin')
  @Mutation(() => StatementPayment, { description: 'Rechaza el pago de un estado de cuenta, con un motivo.' })
  rejectStatementPayment(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('reason') reason: string,
  ): Promise<StatementPayment> {
    return payments.resolve(ctx, id, { verify: false, reason });
  }

  @Authorized('admin')
  @Mutation(() => LedgerEntry, {
    description:
      'Anota un ajuste manual en el libro de comisiones de un aliado (entra en el período abierto).',
  })
  recordLedgerAdjustment(
    @Ctx() ctx: Context,
    @Arg('input', () => LedgerAdjustmentInput) input: LedgerAdjustmentInput,
  ): Promise<LedgerEntry> {
    return recordAdjustment(ctx, input);
  }
}

/** Every resolver of the finance module. */
export const financeResolvers = [
  FinanceResolver,
  StatementResolver,
  FinanceAdminResolver,
  StatementPaymentProofResolver,
  CommissionResolver,
] as const;
