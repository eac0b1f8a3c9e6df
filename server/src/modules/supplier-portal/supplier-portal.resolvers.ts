import { FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { ActivityDetail } from '../catalog/activity-detail.entity.js';
import type { DetailView } from '../catalog/catalog.loaders.js';
import { BookingStaffFieldsResolver, SupplierBookingsResolver } from './supplier-bookings.resolver.js';
import { SupplierPortalResolver } from './supplier-portal.resolver.js';

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
}

/** The supplier portal's resolvers (registered in server/src/assembly/resolvers.ts). */
export const supplierPortalResolvers = [
  SupplierPortalResolver,
  ActivityDetailTemplateResolver,
  SupplierBookingsResolver,
  BookingStaffFieldsResolver,
];
