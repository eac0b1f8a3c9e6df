import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg } from '../../graphql/pagination.js';
import { ProviderAlert } from './provider-alert.entity.js';
import { ALERT_SORT, SupplierAlertService } from './supplier-alert.service.js';

/** The supplier's own alerts (dashboard). */
@Authorized('supplier')
@Resolver()
export class SupplierAlertResolver {
  private readonly alerts = new SupplierAlertService();

  @Query(() => [ProviderAlert], {
    description: 'Alertas enviadas al aliado de la sesión, la más nueva primero.',
  })
  myAlerts(@Ctx() ctx: Context, @OrderByArg(ALERT_SORT) orderBy?: string | null): Promise<ProviderAlert[]> {
    return this.alerts.sentAlerts(ctx, orderBy);
  }

  @Mutation(() => ProviderAlert, { description: 'Marca una alerta propia como leída (solo la primera vez).' })
  markAlertRead(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<ProviderAlert> {
    return this.alerts.markRead(ctx, id);
  }
}
