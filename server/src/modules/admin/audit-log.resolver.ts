import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { sortDescription, type PageOf } from '../../graphql/pagination.js';
import { auditPage } from '../audit/audit-read.js';
import { AUDIT_SORT, AuditEntryPage, AuditListArgs, type AuditEntry } from '../audit/audit.types.js';

@Authorized('admin')
@Resolver()
export class AuditLogResolver {
  @Query(() => AuditEntryPage, {
    description:
      'Auditoría: todo el registro (quién, qué, cuándo, desde dónde, sobre qué, antes → después), el más reciente ' +
      'primero; CSV: GET /api/v1/admin/audit.csv con los mismos filtros. ' +
      sortDescription(AUDIT_SORT),
  })
  auditLog(@Ctx() ctx: Context, @Args(() => AuditListArgs) args: AuditListArgs): Promise<PageOf<AuditEntry>> {
    return auditPage(ctx.em, { admin: true }, args);
  }
}
