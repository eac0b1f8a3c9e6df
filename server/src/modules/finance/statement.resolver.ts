import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import {
  OrderByArg,
  Paginated,
  SortedPageArgs,
  sortDescription,
  type PageOf,
} from '../../graphql/pagination.js';
import { LedgerEntry } from '../booking/ledger-entry.entity.js';
import { StatementPeriod } from '../supplier/supplier.entity.js';
import {
  BALANCE_SORT,
  LEDGER_SORT,
  ledgerEntries,
  setStatementPeriod,
  supplierBalances,
} from './ledger-read.js';
import type { PeriodTotals } from './open-period.js';
import { Statement, StatementStatus } from './statement.entity.js';
import { StatementPayment } from './statement-payment.entity.js';
import { STATEMENT_SORT, StatementReadService } from './statement-read.js';

const reads = new StatementReadService();

@ObjectType()
export class StatementPage extends Paginated(Statement) {}

@ArgsType()
export class StatementListArgs extends SortedPageArgs {
  @Field(() => StatementStatus, { nullable: true })
  status?: StatementStatus | null;
}

@ArgsType()
export class AdminStatementListArgs extends StatementListArgs {
  @Field(() => ID, { nullable: true, description: 'Solo los de este aliado.' })
  supplierId?: string | null;
}

@ObjectType({ description: 'El período abierto del aliado y sus totales hasta ahora.' })
export class OpenPeriod {
  @Field({ description: 'Primer día del período (AAAA-MM-DD).' })
  periodStart!: string;

  @Field({ description: 'Día siguiente al último del período (AAAA-MM-DD).' })
  periodEnd!: string;

  @Field(() => Int)
  lineCount!: number;

  @Field()
  grossUsd!: string;

  @Field()
  grossVes!: string;

  @Field()
  commissionUsd!: string;

  @Field()
  netUsd!: string;
}

function openPeriod(totals: PeriodTotals): OpenPeriod {
  const { period, ...rest } = totals;
  return Object.assign(new OpenPeriod(), { periodStart: period.start, periodEnd: period.end, ...rest });
}

/** Commission statements: the supplier's own (Estado de cuenta) and every supplier's for an admin (Finanzas). */
@Resolver(() => Statement)
export class StatementResolver {
  @Authorized('supplier')
  @Query(() => StatementPage, {
    description: `Estados de cuenta del aliado, del más reciente al más antiguo. ${sortDescription(STATEMENT_SORT)}`,
  })
  myStatements(
    @Ctx() ctx: Context,
    @Args(() => StatementListArgs) args: StatementListArgs,
  ): Promise<PageOf<Statement>> {
    return reads.list(ctx, args);
  }

  @Authorized('supplier', 'admin')
  @Query(() => Statement, {
    description: 'Un estado de cuenta: el propio (aliado) o cualquiera (administrador).',
  })
  statement(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Statement> {
    return reads.one(ctx, id);
  }

  @Authorized('supplier')
  @Query(() => OpenPeriod, { description: 'El período abierto del aliado y sus totales hasta ahora.' })
  async myOpenPeriod(@Ctx() ctx: Context): Promise<OpenPeriod> {
    return openPeriod(await reads.openPeriod(ctx));
  }

  @Authorized('admin')
  @Query(() => StatementPage, {
    description: `Estados de cuenta de todos los aliados (o de uno). ${sortDescription(STATEMENT_SORT)}`,
  })
  adminStatements(
    @Ctx() ctx: Context,
    @Args(() => AdminStatementListArgs) args: AdminStatementListArgs,
  ): Promise<PageOf<Statement>> {
    return reads.list(ctx, args);
  }

  @FieldResolver(() => [LedgerEntry], {
    description: 'Los movimientos que factura, del más antiguo al más reciente.',
  })
  lines(@Root() root: Statement, @Ctx() ctx: Context): Promise<LedgerEntry[]> {
    return reads.lines(ctx, root);
  }

  @FieldResolver(() => [StatementPayment], { description: 'Los pagos registrados en él.' })
  payments(@Root() root: Statement, @Ctx() ctx: Context): Promise<StatementPayment[]> {
    return reads.payments(ctx, root);
  }

  @FieldResolver(() => String, { description: 'Lo que falta por pagar, en USD.' })
  async dueUsd(@Root() root: Statement, @Ctx() ctx: Context): Promise<string> {
    return (await reads.due(ctx, root)).usd;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Lo que falta por pagar, en VES a la tasa del dólar de hoy (la del administrador).',
  })
  async dueVesToday(@Root() root: Statement, @Ctx() ctx: Context): Promise<string | null> {
    return (await reads.due(ctx, root)).vesToday;
  }
}

registerEnumType(StatementPeriod, {
  name: 'StatementPeriod',
  description: 'Cada cuánto cierra el estado de cuenta de un aliado: mensual o quincenal.',
});

@ObjectType()
export class LedgerEntryPage extends Paginated(LedgerEntry) {}

@ArgsType()
export class LedgerListArgs extends SortedPageArgs {
  @Field(() => ID, { nullable: true, description: 'Solo los de este aliado.' })
  supplierId?: string | null;

  @Field(() => String, { nullable: true, description: 'Desde este día (AAAA-MM-DD, hora de Venezuela).' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Hasta este día incluido (AAAA-MM-DD).' })
  to?: string | null;
}

@ObjectType({ description: 'Saldo de comisiones de un aliado.' })
export class SupplierBalance {
  @Field(() => ID)
  supplierId!: number;

  @Field()
  tradeName!: string;

  @Field(() => StatementPeriod)
  statementPeriod!: StatementPeriod;

  @Field({ description: 'Comisión facturada en estados de cuenta (USD).' })
  billedUsd!: string;

  @Field({ description: 'Pagos verificados (USD).' })
  paidUsd!: string;

  @Field({ description: 'Facturado − pagado (negativo: saldo a favor del aliado).' })
  balanceUsd!: string;

  @Field({ description: 'Lo que falta por pagar de estados de cuenta vencidos (USD).' })
  overdueUsd!: string;

  @Field({ description: 'Comisión de los estados de cuenta emitidos este mes (hora de Venezuela, USD).' })
  issuedThisMonthUsd!: string;

  @Field({ description: 'Comisión del período abierto, aún sin facturar (USD).' })
  openCommissionUsd!: string;
}

/** The admin's "Finanzas": balances, the ledger, and each supplier's statement cadence. */
@Resolver()
export class FinanceAdminResolver {
  @Authorized('admin')
  @Query(() => LedgerEntryPage, {
    description: `Libro de comisiones (todos los aliados o uno), entre dos fechas. ${sortDescription(LEDGER_SORT)}`,
  })
  ledgerEntries(
    @Ctx() ctx: Context,
    @Args(() => LedgerListArgs) args: LedgerListArgs,
  ): Promise<PageOf<LedgerEntry>> {
    return ledgerEntries(ctx, args);
  }

  @Authorized('admin')
  @Query(() => [SupplierBalance], { description: 'Saldo de comisiones de cada aliado con movimientos.' })
  async supplierBalances(
    @Ctx() ctx: Context,
    @OrderByArg(BALANCE_SORT) orderBy?: string | null,
  ): Promise<SupplierBalance[]> {
    return supplierBalances(ctx, orderBy);
  }

  @Authorized('admin')
  @Mutation(() => StatementPeriod, {
    description: 'Fija cada cuánto cierra el estado de cuenta de un aliado (desde su período abierto).',
  })
  async setStatementPeriod(
    @Ctx() ctx: Context,
    @Arg('supplierId', () => ID) supplierId: string,
    @Arg('period', () => StatementPeriod) period: StatementPeriod,
  ): Promise<StatementPeriod> {
    return (await setStatementPeriod(ctx, supplierId, period)).statementPeriod;
  }
}
