import type { Context } from '../../../graphql/context.js';
import { ForbiddenError } from '../../../graphql/errors.js';
import {
  roleCan,
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_REVOKED_MESSAGE,
  type Capability,
  type SupplierRole,
} from '../../../../../schema/staff-roles.js';
import { UserRole } from '../../account/user.entity.js';
import { Supplier } from '../supplier.entity.js';
import { SupplierStaff } from './supplier-staff.entity.js';

/** For whom and as what a supplier-scoped session acts: its own supplier (owner) or its team's (staff). */
export type SupplierAccess =
  | { supplier: Supplier; role: SupplierRole; staff?: SupplierStaff }
  | { supplier: null; role: null; revoked: boolean };

const cache = new WeakMap<Context, Promise<SupplierAccess>>();

async function resolve(ctx: Context): Promise<SupplierAccess> {
  const user = ctx.user;
  if (!user || user.role !== UserRole.Supplier || !ctx.scopes.includes('supplier'))
    return { supplier: null, role: null, revoked: false };
  const owned = await ctx.em.findOne(Supplier, { user: user.id });
  if (owned) return { supplier: owned, role: 'owner' };
  const staff = await ctx.em.findOne(SupplierStaff, { user: user.id }, { populate: ['supplier'] });
  if (!staff || !staff.acceptedAt) return { supplier: null, role: null, revoked: false };
  if (staff.revokedAt) return { supplier: null, role: null, revoked: true };
  return { supplier: staff.supplier.getEntity(), role: staff.role, staff };
}

/** The session's supplier access, resolved once per request. */
export function supplierAccess(ctx: Context): Promise<SupplierAccess> {
  let found = cache.get(ctx);
  if (!found) {
    found = resolve(ctx);
    cache.set(ctx, found);
  }
  return found;
}

/** The Supplier row the session acts for (the owner's own, or a staff member's employer), or null. */
export async function sessionSupplier(ctx: Context): Promise<Supplier | null> {
  return (await supplierAccess(ctx)).supplier;
}

/**
 * Refuses (403 in Spanish) a staff member whose role lacks `capability`, or whose access was revoked. Anyone who is
 * not supplier staff passes: the field's own rule (scope, object ownership) decides for them.
 */
export async function assertSupplierCapability(ctx: Context, capability: Capability): Promise<void> {
  const access = await supplierAccess(ctx);
  if (access.role === null) {
    if (access.revoked) throw new ForbiddenError(STAFF_REVOKED_MESSAGE);
    return;
  }
  if (!roleCan(access.role, capability)) throw new ForbiddenError(STAFF_FORBIDDEN_MESSAGE);
}
