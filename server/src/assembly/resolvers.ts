import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/account/auth.resolver.js';
import { bookingResolvers } from '../modules/booking/booking.resolver.js';
import { adminResolvers } from '../modules/admin/admin.resolvers.js';
import { catalogResolvers } from '../modules/catalog/catalog.resolvers.js';
import { financeResolvers } from '../modules/finance/finance.resolver.js';
import { LookupResolver } from '../modules/catalog/lookup.resolver.js';
import { ProfileResolver } from '../modules/account/profile.resolver.js';
import { PartnerKeyResolver } from '../modules/partner/partner-key.resolver.js';
import { reviewResolvers } from '../modules/review/review.resolver.js';
import { SupplierRegistrationResolver } from '../modules/supplier/supplier-registration.js';
import { SupplierStaffResolver } from '../modules/supplier/staff/staff.resolver.js';
import { supplierPortalResolvers } from '../modules/supplier-portal/supplier-portal.resolvers.js';

/** Every resolver class of the schema; add new ones here. */
export const resolvers: NonEmptyArray<Function> = [
  LookupResolver,
  AuthResolver,
  SupplierRegistrationResolver,
  SupplierStaffResolver,
  ...adminResolvers,
  ...catalogResolvers,
  ...bookingResolvers,
  ...supplierPortalResolvers,
  ProfileResolver,
  ...reviewResolvers,
  PartnerKeyResolver,
  ...financeResolvers,
];
