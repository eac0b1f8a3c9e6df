import type { Context } from '../../graphql/context.js';
import { entityOrder, pageWindow, toPage, type PageOf } from '../../graphql/pagination.js';
import { User } from '../account/user.entity.js';
import { type Currency, ExchangeRate, findLatestExchangeRate } from '../booking/exchange-rate.entity.js';
import { EXCHANGE_RATE_SORT, type ExchangeRateListArgs, type SetExchangeRateInput } from './admin.inputs.js';
import { audit } from '../audit/audit.js';

/** USD→VES and EUR→VES rates set by admins; every change is a new row, so the history stays. */
export class ExchangeRateService {
  latest(ctx: Context, currency: Currency): Promise<ExchangeRate | null> {
    return findLatestExchangeRate(ctx.em, currency);
  }

  async history(ctx: Context, args: ExchangeRateListArgs): Promise<PageOf<ExchangeRate>> {
    const { offset, limit } = pageWindow(args);
    const [items, total] = await ctx.em.findAndCount(
      ExchangeRate,
      args.currency ? { currency: args.currency } : {},
      {
        orderBy: args.orderBy
          ? (entityOrder(args.orderBy, EXCHANGE_RATE_SORT, {}) as never)
          : { valueDate: 'desc', id: 'desc' },
        limit,
        offset,
      },
    );
    return toPage(items, total, args);
  }

  async set(ctx: Context, input: SetExchangeRateInput): Promise<ExchangeRate> {
    return ctx.em.transactional(async (em) => {
      const rate = em.create(ExchangeRate, {
        currency: input.currency.trim().toUpperCase() as Currency,
        rate: input.rate.trim(),
        valueDate: input.valueDate.trim(),
        createdBy: ctx.user ? em.getReference(User, ctx.user.id, { wrapped: true }) : undefined,
      });
      await em.persist(rate).flush();
      await audit.record(em, ctx, {
        action: 'exchange_rate_set',
        object: { type: 'exchange_rate', id: rate.id },
        changes: {
          currency: [null, rate.currency],
          rate: [null, rate.rate],
          valueDate: [null, rate.valueDate],
        },
      });
      return rate;
    });
  }
}
