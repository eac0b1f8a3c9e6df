import type { Context } from '../../graphql/context.js';
import { BadInputError } from '../../graphql/errors.js';
import { User } from '../account/user.entity.js';
import { Bank } from '../supplier/bank.entity.js';
import { Currency } from '../booking/exchange-rate.entity.js';
import { PaymentMethod } from '../supplier/payment-method.entity.js';
import { Language } from '../supplier/language.entity.js';
import { SupplierPaymentData } from '../supplier/supplier-payment-data.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { currentSupplier } from './access.js';
import type {
  DashboardRate,
  SupplierDashboard,
  SupplierProfile,
  UpdateSupplierProfileInput,
} from './supplier-profile.types.js';

const PAGO_MOVIL = 'pago_movil';

export const PROFILE_MESSAGES = {
  bank: 'El banco no existe.',
  language: 'El idioma no existe.',
} as const;

/** The supplier's dashboard cards and its own profile (with pago móvil payment data). */
export class SupplierProfileService {
  async dashboard(ctx: Context): Promise<SupplierDashboard> {
    const supplier = await currentSupplier(ctx);
    const [counts] = await ctx.em.execute<
      { activities: string; bookmarks: string; bookings: string; alerts: string; comments: string }[]
    >(
      `select
         (select count(*) from activities where supplier_id = ? and deleted_at is null and status = 1) as activities,
         (select count(*) from bookmarks b join activities a on a.id = b.activity_id
           where a.supplier_id = ? and a.deleted_at is null) as bookmarks,
         (select count(*) from bookings k join activities a on a.id = k.activity_id
           where a.supplier_id = ? and k.status in (2, 3)) as bookings,
         (select count(*) from provider_alerts where supplier_id = ? and status = 1 and read_at is null) as alerts,
         (select count(*) from reviews r join activities a on a.id = r.activity_id
           where a.supplier_id = ? and a.deleted_at is null and r.status = 'pending') as comments`,
      [supplier.id, supplier.id, supplier.id, supplier.id, supplier.id],
    );
    const rates = await ctx.em.execute<{ currency: string; rate: string; value_date: string | Date }[]>(
      `select distinct on (currency) currency, rate, value_date from exchange_rates
        order by currency, value_date desc, id desc`,
    );
    const rate = (currency: Currency): DashboardRate | null => {
      const row = rates.find((r) => r.currency === currency);
      if (!row) return null;
      const valueDate =
        row.value_date instanceof Date
          ? row.value_date.toISOString().slice(0, 10)
          : String(row.value_date).slice(0, 10);
      return { rate: String(row.rate), valueDate };
    };
    const user = await ctx.em.findOneOrFail(User, { id: ctx.user!.id });
    return {
      dolar: rate(Currency.USD),
      euro: rate(Currency.EUR),
      activities: Number(counts?.activities ?? 0),
      bookmarks: Number(counts?.bookmarks ?? 0),
      bookings: Number(counts?.bookings ?? 0),
      alerts: Number(counts?.alerts ?? 0),
      comments: Number(counts?.comments ?? 0),
      activated: Boolean(user.activatedAt),
    };
  }

  async profile(ctx: Context): Promise<SupplierProfile> {
    const supplier = await currentSupplier(ctx);
    return this.view(ctx, supplier);
  }

  /** Saves the profile and upserts the pago móvil data in one transaction. */
  async update(ctx: Context, input: UpdateSupplierProfileInput): Promise<SupplierProfile> {
    const supplier = await currentSupplier(ctx);
    const problems: Record<string, string> = {};
    if (input.languageId && !(await ctx.em.count(Language, { id: input.languageId }))) {
      problems.languageId = PROFILE_MESSAGES.language;
    }
    if (input.pagoMovil && !(await ctx.em.count(Bank, { code: input.pagoMovil.bankCode.trim() }))) {
      problems['pagoMovil.bankCode'] = PROFILE_MESSAGES.bank;
    }
    const first = Object.values(problems)[0];
    if (first) throw new BadInputError(first, problems);
    await ctx.em.transactional(async (em) => {
      const row = await em.findOneOrFail(Supplier, { id: supplier.id });
      em.assign(row, {
        tradeName: input.tradeName.trim(),
        legalName: input.legalName.trim(),
        address: input.address?.trim() || undefined,
        description: input.description.trim(),
        documentType: input.documentTypeId,
        documentCode: input.documentCode.trim().toUpperCase(),
        webpage: input.webpage?.trim() || undefined,
        phoneNumber: input.phoneNumber?.trim() || undefined,
        language: input.languageId ?? undefined,
      } as never);
      if (input.pagoMovil) {
        const method = await em.findOneOrFail(PaymentMethod, { code: PAGO_MOVIL });
        const fields = {
          name: input.pagoMovil.holder.trim(),
          accountId: input.pagoMovil.rif.trim().toUpperCase(),
          account: input.pagoMovil.phone.trim(),
          agent: input.pagoMovil.bankCode.trim(),
        };
        const existing = await em.findOne(SupplierPaymentData, {
          supplier: supplier.id,
          paymentMethod: method.id,
        });
        if (existing) em.assign(existing, fields);
        else
          em.persist(
            em.create(SupplierPaymentData, {
              supplier: supplier.id,
              paymentMethod: method.id,
              ...fields,
            } as never),
          );
      }
      await em.flush();
    });
    const fresh = await ctx.em.findOneOrFail(Supplier, { id: supplier.id }, { refresh: true });
    return this.view(ctx, fresh);
  }

  private async view(ctx: Context, supplier: Supplier): Promise<SupplierProfile> {
    const user = await ctx.em.findOneOrFail(User, { id: supplier.user.id });
    const payment = await ctx.em.findOne(SupplierPaymentData, {
      supplier: supplier.id,
      paymentMethod: { code: PAGO_MOVIL },
    });
    return {
      id: supplier.id,
      tradeName: supplier.tradeName,
      legalName: supplier.legalName,
      address: supplier.address ?? null,
      description: supplier.description ?? null,
      documentTypeId: Number(supplier.documentType.id),
      documentCode: supplier.documentCode,
      webpage: supplier.webpage ?? null,
      phoneNumber: supplier.phoneNumber ?? null,
      email: supplier.email ?? null,
      languageId: supplier.language ? Number(supplier.language.id) : null,
      activatedAt: user.activatedAt ?? null,
      pagoMovil: payment
        ? { holder: payment.name, rif: payment.accountId, phone: payment.account, bankCode: payment.agent }
        : null,
    };
  }
}
