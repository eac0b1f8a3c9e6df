import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Currency, ExchangeRate } from '../booking/exchange-rate.entity.js';
import { sortDescription } from '../../graphql/pagination.js';
import {
  EXCHANGE_RATE_SORT,
  ExchangeRateListArgs,
  ExchangeRatePage,
  SetExchangeRateInput,
} from './admin.inputs.js';
import { ExchangeRateService } from './exchange-rate.service.js';

@Resolver()
export class ExchangeRateResolver {
  private readonly rates = new ExchangeRateService();

  @Authorized()
  @Query(() => ExchangeRate, {
    nullable: true,
    description: 'La tasa vigente de una moneda (VES por unidad).',
  })
  latestExchangeRate(
    @Ctx() ctx: Context,
    @Arg('currency', () => Currency) currency: Currency,
  ): Promise<ExchangeRate | null> {
    return this.rates.latest(ctx, currency);
  }

  @Authorized('admin')
  @Query(() => ExchangeRatePage, {
    description: `Historial de tasas, la fecha valor más reciente primero. ${sortDescription(EXCHANGE_RATE_SORT)}`,
  })
  exchangeRates(
    @Ctx() ctx: Context,
    @Args(() => ExchangeRateListArgs) args: ExchangeRateListArgs,
  ): Promise<ExchangeRatePage> {
    return this.rates.history(ctx, args);
  }

  @Authorized('admin')
  @Mutation(() => ExchangeRate, { description: 'Registra una tasa nueva (el historial se conserva).' })
  setExchangeRate(
    @Ctx() ctx: Context,
    @Arg('input', () => SetExchangeRateInput) input: SetExchangeRateInput,
  ): Promise<ExchangeRate> {
    return this.rates.set(ctx, input);
  }
}
