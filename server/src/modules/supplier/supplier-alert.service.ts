import type { Context } from '../../graphql/context.js';
import { NotFoundError, UnauthenticatedError } from '../../graphql/errors.js';
import { entityOrder, type SortColumns } from '../../graphql/pagination.js';
import { ProviderAlert, ProviderAlertStatus } from './provider-alert.entity.js';
import { type Supplier } from './supplier.entity.js';
import { sessionSupplier } from './staff/supplier-access.js';

export const SUPPLIER_ALERT_MESSAGES = {
  notFound: 'La alerta no existe.',
  noSupplier: 'Esta cuenta no tiene un aliado asociado.',
} as const;

/** Alert columns, on the supplier's dashboard and the admin's alert tab. */
export const ALERT_SORT: SortColumns = {
  id: 'id',
  title: 'title',
  status: 'status',
  sent_at: 'sentAt',
  read_at: 'readAt',
  created_at: 'createdAt',
};

function alertId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new NotFoundError(SUPPLIER_ALERT_MESSAGES.notFound);
  return id;
}

/**
 * The supplier's side of provider alerts: only SENT alerts of the session's own supplier, never drafts and never
 * another supplier's (those look exactly like a missing alert). Reused by the supplier portal's dashboard.
 */
export class SupplierAlertService {
  /** The Supplier row of the session's user (a supplier account always has one). */
  async currentSupplier(ctx: Context): Promise<Supplier> {
    if (!ctx.user) throw new UnauthenticatedError();
    const supplier = await sessionSupplier(ctx);
    if (!supplier) throw new NotFoundError(SUPPLIER_ALERT_MESSAGES.noSupplier);
    return supplier;
  }

  /** Sent alerts, newest first unless `orderBy`. */
  async sentAlerts(ctx: Context, orderBy?: string | null): Promise<ProviderAlert[]> {
    const supplier = await this.currentSupplier(ctx);
    return ctx.em.find(
      ProviderAlert,
      { supplier, status: ProviderAlertStatus.Sent },
      { orderBy: entityOrder(orderBy, ALERT_SORT, { sentAt: 'desc', id: 'desc' }) as never },
    );
  }

  /** Sent alerts not read yet (the dashboard's "alertas" count). */
  async unreadCount(ctx: Context): Promise<number> {
    const supplier = await this.currentSupplier(ctx);
    return ctx.em.count(ProviderAlert, { supplier, status: ProviderAlertStatus.Sent, readAt: null });
  }

  /** Stamps readAt the first time only (one guarded UPDATE, so two tabs cannot move it). */
  async markRead(ctx: Context, rawId: string): Promise<ProviderAlert> {
    const id = alertId(rawId);
    const supplier = await this.currentSupplier(ctx);
    const where = { id, supplier: supplier.id, status: ProviderAlertStatus.Sent };
    await ctx.em.nativeUpdate(ProviderAlert, { ...where, readAt: null }, { readAt: new Date() });
    const alert = await ctx.em.findOne(ProviderAlert, where, { refresh: true });
    if (!alert) throw new NotFoundError(SUPPLIER_ALERT_MESSAGES.notFound);
    return alert;
  }
}
