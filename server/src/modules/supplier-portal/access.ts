import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../graphql/errors.js';
import type { MiddlewareFn } from 'type-graphql';
import { Activity } from '../catalog/activity.entity.js';
import { REVIEW_NOT_FOUND } from '../review/moderation.js';
import { type Supplier } from '../supplier/supplier.entity.js';
import { idOf } from '../../graphql/ids.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

export { idOf };

/** Object-level access for the supplier portal: everything hangs from the session supplier's own activities. */

export const NOT_FOUND = {
  supplier: 'Esta cuenta no tiene un aliado asociado.',
  activity: 'La actividad no existe.',
  date: 'La fecha no existe.',
  time: 'El horario no existe.',
  price: 'El precio no existe.',
  detail: 'El detalle no existe.',
  image: 'La imagen no existe.',
  review: REVIEW_NOT_FOUND,
} as const;

/** The Supplier the session acts for: the owner's own, or the one a staff member works for (cached per request). */
export async function currentSupplier(ctx: Context): Promise<Supplier> {
  if (!ctx.user) throw new UnauthenticatedError();
  const supplier = await sessionSupplier(ctx);
  if (!supplier) throw new NotFoundError(NOT_FOUND.supplier);
  return supplier;
}

/** One of the supplier's own, not deleted activities; another supplier's looks exactly like a missing one. */
export async function ownActivity(
  ctx: Context,
  rawId: string | number,
  em: EntityManager = ctx.em,
): Promise<Activity> {
  const id = idOf(rawId, NOT_FOUND.activity);
  const supplier = await currentSupplier(ctx);
  const activity = await em.findOne(Activity, { id, supplier: supplier.id, deletedAt: null });
  if (!activity) throw new NotFoundError(NOT_FOUND.activity);
  return activity;
}

/**
 * The row `x.id = id` when it hangs from one of the supplier's live activities, else not found.
 * `joins` lead from the table (alias x) to its activity; `expectedActivityId` (the REST path's activity) must match.
 */
export async function ownChildActivityId(
  ctx: Context,
  rawId: string | number,
  sql: { table: string; joins?: string; activityColumn: string },
  message: string,
  expectedActivityId?: string | null,
): Promise<{ id: number; activityId: number }> {
  const id = idOf(rawId, message);
  const expected = expectedActivityId ? idOf(expectedActivityId, message) : undefined;
  const supplier = await currentSupplier(ctx);
  const rows = await ctx.em.execute<{ activity_id: number }[]>(
    `select a.id as activity_id from ${sql.table} x ${sql.joins ?? ''}
       join activities a on a.id = ${sql.activityColumn}
      where x.id = ? and a.supplier_id = ? and a.deleted_at is null`,
    [id, supplier.id],
  );
  const row = rows[0];
  if (!row || (expected !== undefined && Number(row.activity_id) !== expected))
    throw new NotFoundError(message);
  return { id, activityId: Number(row.activity_id) };
}

export const NOT_ACTIVATED_MESSAGE =
  'Su cuenta de aliado aún no fue aprobada por Xplora: mientras tanto puede editar su perfil y sus datos ' +
  'bancarios, pero no crear, publicar ni subir contenido.';

/**
 * A self-registered supplier acts only after an admin activates it (`activatedAt`): until then the portal is
 * read-only, except the profile and bank data.
 */
export function assertSupplierActivated(ctx: Context): void {
  if (ctx.user && !ctx.user.activatedAt) throw new ForbiddenError(NOT_ACTIVATED_MESSAGE);
}

/** `@UseMiddleware(ActivatedSupplierOnly)` on every portal mutation that creates, changes or publishes content. */
export const ActivatedSupplierOnly: MiddlewareFn<Context> = ({ context }, next) => {
  assertSupplierActivated(context);
  return next();
};
