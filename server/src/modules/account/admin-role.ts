import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError } from '../../graphql/errors.js';
import { AdminRole, AdminRoleRow } from './admin-role.entity.js';
import { SOPORTE_REFUSAL } from '../../../../schema/staff-roles.js';

export { SOPORTE_REFUSAL };

export async function adminRoleOfUser(em: EntityManager, userId: number): Promise<AdminRole> {
  const row = await em.findOne(AdminRoleRow, { user: userId });
  return row?.role ?? AdminRole.Administrador;
}

/** The shape of a request context this needs (structural: the request's `Context` fits). */
interface Caller {
  em: EntityManager;
  scopes: readonly string[];
  user?: { id: number };
}

/** One look-up per request: a list of admin-only fields asks for every row. */
const perRequest = new WeakMap<object, Promise<AdminRole>>();

/** The caller's admin role, or null when the caller is not an admin. */
export function adminRoleOf(ctx: Caller): Promise<AdminRole> | null {
  if (!ctx.user || !ctx.scopes.includes('admin')) return null;
  let role = perRequest.get(ctx);
  if (!role) {
    role = adminRoleOfUser(ctx.em.fork(), ctx.user.id);
    perRequest.set(ctx, role);
  }
  return role;
}

/** For doors outside GraphQL (downloads, proofs): an admin caller must be an Administrador. */
export async function assertNotSoporte(ctx: Caller): Promise<void> {
  if ((await adminRoleOf(ctx)) === AdminRole.Soporte) throw new ForbiddenError(SOPORTE_REFUSAL);
}
