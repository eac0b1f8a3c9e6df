import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { COMMISSION_MONTHS, commissionByMonth, commissionTotal } from './commission-months.js';

@ObjectType({ description: 'Comisión ganada en un mes (hora de Venezuela).' })
export class CommissionMonth {
  @Field({ description: 'Mes, AAAA-MM.' })
  month!: string;

  @Field({ description: 'Comisión del mes en USD (pagos verificados − reembolsos ± ajustes).' })
  commissionUsd!: string;
}

/** A fixed report (always the last 12 months, oldest first), not a list: no paging nor `orderBy`. */
@ObjectType({ description: `Comisión ganada por mes en los últimos ${COMMISSION_MONTHS} meses.` })
export class MonthlyCommission {
  @Field(() => [CommissionMonth], {
    description: `Los últimos ${COMMISSION_MONTHS} meses, del más antiguo al actual; todos presentes, aun en 0.`,
  })
  months!: CommissionMonth[];

  @Field({ description: 'Suma de los meses, en USD.' })
  totalUsd!: string;
}

/** The admin's "Finanzas" chart. */
@Resolver()
export class CommissionResolver {
  @Authorized('admin')
  @Query(() => MonthlyCommission, {
    description: `Comisión ganada por mes (hora de Venezuela) en los últimos ${COMMISSION_MONTHS} meses.`,
  })
  async monthlyCommission(@Ctx() ctx: Context): Promise<MonthlyCommission> {
    const months = await commissionByMonth(ctx.em);
    return { months, totalUsd: commissionTotal(months) };
  }
}
