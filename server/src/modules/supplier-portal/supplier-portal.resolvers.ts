import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ActivityAttributeTemplate } from '../catalog/activity-attribute-template.entity.js';
import { ActivityDetail } from '../catalog/activity-detail.entity.js';
import type { DetailView } from '../catalog/catalog.loaders.js';
import { BookingStaffFieldsResolver, SupplierBookingsResolver } from './supplier-bookings.resolver.js';
import { SupplierAuditResolver } from './supplier-audit.resolver.js';
import { SupplierDeparturesResolver } from './supplier-departures.resolver.js';
import { SupplierPortalResolver } from './supplier-portal.resolver.js';
import { DepartureCancelResolver } from './departure-cancel.resolver.js';
import { RescheduleProposalResolver } from './reschedule-proposal.resolver.js';

@Resolver(() => ActivityDetail)
export class ActivityDetailTemplateResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Plantilla de la que se copió un atributo (null en los demás tipos).',
  })
  attributeTemplateId(@Root() root: ActivityDetail | DetailView): number | null {
    if ('attributeTemplate' in root) return root.attributeTemplate?.id ?? null;
    return (root as DetailView).attributeTemplateId ?? null;
  }

  @FieldResolver(() => ActivityAttributeTemplate, {
    nullable: true,
    description: 'La plantilla del atributo (nombre, descripción, estado); null en los demás tipos.',
  })
  attribute(
    @Root() root: ActivityDetail | DetailView,
    @Ctx() ctx: Context,
  ): Promise<ActivityAttributeTemplate | null> | null {
    const template =
      'attributeTemplate' in root
        ? root.attributeTemplate
        : (root as DetailView).attributeTemplateId
          ? ctx.em.getReference(ActivityAttributeTemplate, (root as DetailView).attributeTemplateId!, {
              wrapped: true,
            })
          : undefined;
    // One statement for a whole page of details (the request's DataLoader batches the templates).
    return template ? template.load({ dataloader: true }).then((t) => t ?? null) : null;
  }
}

/** The supplier portal's resolvers (registered in server/src/assembly/resolvers.ts). */
export const supplierPortalResolvers = [
  SupplierPortalResolver,
  ActivityDetailTemplateResolver,
  SupplierBookingsResolver,
  SupplierAuditResolver,
  BookingStaffFieldsResolver,
  SupplierDeparturesResolver,
  DepartureCancelResolver,
  RescheduleProposalResolver,
];
