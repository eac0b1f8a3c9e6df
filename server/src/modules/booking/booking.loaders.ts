import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { SupplierPaymentData } from '../supplier/supplier-payment-data.entity.js';
import { Bank } from '../supplier/bank.entity.js';
import { Order } from './order.entity.js';
import { Payment, PaymentStatus } from './payment.entity.js';
import { Refund } from './refund.entity.js';

/** Per-request batching for the booking module's relations that have no collection on the entity. */
export class BookingLoaders {
  constructor(private readonly em: EntityManager) {}

  /** Orders of each booking, oldest first. */
  readonly ordersByBooking = new DataLoader<number, Order[]>(async (ids) => {
    const orders = await this.em.find(Order, { booking: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
    return ids.map((id) => orders.filter((o) => o.booking.id === id));
  });

  /** The live (pending or verified) payment of each order, if any. */
  readonly livePaymentByOrder = new DataLoader<number, Payment | null>(async (ids) => {
    const payments = await this.em.find(
      Payment,
      { order: { $in: [...ids] }, status: { $ne: PaymentStatus.Rejected } },
      { orderBy: { id: 'desc' } },
    );
    return ids.map((id) => payments.find((p) => p.order.id === id) ?? null);
  });

  /** All payments of each order, newest first (rejected ones keep their reason). */
  readonly paymentsByOrder = new DataLoader<number, Payment[]>(async (ids) => {
    const payments = await this.em.find(Payment, { order: { $in: [...ids] } }, { orderBy: { id: 'desc' } });
    return ids.map((id) => payments.filter((p) => p.order.id === id));
  });

  /** Each supplier's payment data entries, by payment method id. */
  readonly paymentDataBySupplier = new DataLoader<number, SupplierPaymentData[]>(async (ids) => {
    const rows = await this.em.find(
      SupplierPaymentData,
      { supplier: { $in: [...ids] } },
      { orderBy: { paymentMethod: 'asc' } },
    );
    return ids.map((id) => rows.filter((row) => row.supplier.id === id));
  });

  /** The refund asked when each booking was cancelled, if any. */
  readonly refundByBooking = new DataLoader<number, Refund | null>(async (ids) => {
    const refunds = await this.em.find(Refund, { booking: { $in: [...ids] } });
    return ids.map((id) => refunds.find((r) => r.booking.id === id) ?? null);
  });

  readonly bankNames = new DataLoader<string, string>(async (codes) => {
    const banks = await this.em.find(Bank, { code: { $in: [...codes] } });
    return codes.map((code) => banks.find((b) => b.code === code)?.name ?? '');
  });
}

declare module '../../graphql/context.js' {
  interface Loaders {
    booking: BookingLoaders;
  }
}
