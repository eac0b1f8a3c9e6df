import { ActivityResolver } from './activity.resolver.js';
import {
  ActivityDateResolver,
  ActivityImageResolver,
  ActivityTimeResolver,
} from './catalog-fields.resolver.js';
import { ActivityPageResolver, SimilarActivitiesResolver } from './discovery.resolver.js';
import { SupplierLeadResolver } from './supplier-lead.resolver.js';

/** The catalogue's resolvers besides LookupResolver (registered in server/src/assembly/resolvers.ts). */
export const catalogResolvers = [
  ActivityResolver,
  ActivityDateResolver,
  ActivityTimeResolver,
  ActivityImageResolver,
  SupplierLeadResolver,
  ActivityPageResolver,
  SimilarActivitiesResolver,
];
