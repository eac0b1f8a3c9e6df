import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { sortDescription, type PageOf } from '../../graphql/pagination.js';
import { auditPage } from '../audit/audit-read.js';
import { AUDIT_SORT, AuditEntryPage, AuditListArgs, type AuditEntry } from '../audit/audit.types.js';
import { currentSupplier } from './access.js';

@Authorized('supplier')
@Resolver()
export class SupplierAuditResolver {
  @Query(() => AuditEntryPage, {
    description:
      'Actividad de la cuenta: el registro de auditoría de los objetos del aliado (pagos, reembolsos, llegadas, ' +
      'actividades, precios, comisión) y de sus inicios de sesión, el más reciente primero. ' +
      sortDescription(AUDIT_SORT),
  })
  async supplierAudit(
    @Ctx() ctx: Context,
    @Args(() => AuditListArgs) args: AuditListArgs,
  ): Promise<PageOf<AuditEntry>> {
    const supplier = await currentSupplier(ctx);
    return auditPage(ctx.em, { supplierId: supplier.id, userId: ctx.user!.id }, args);
  }
}
