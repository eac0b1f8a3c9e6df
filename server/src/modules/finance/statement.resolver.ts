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
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Paginated, SortedPageArgs, sortDescription, type PageOf } from '../../graphql/pagination.js';
import { LedgerEntry } from '../booking/ledger-entry.entity.js';
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
