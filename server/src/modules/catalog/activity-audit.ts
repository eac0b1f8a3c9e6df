import type { EntityManager } from '@mikro-orm/postgresql';
import { audit, type AuditEvent, type AuditSource } from '../audit/audit.js';

/** The audit entries of an activity's publication and price lines, one call each in the services. */

async function activitySupplier(em: EntityManager, activityId: number): Promise<number | null> {
  const [row] = await em.execute<{ supplier_id: number }[]>(
    'select supplier_id from activities where id = ?',
    [activityId],
  );
  return row ? Number(row.supplier_id) : null;
}

/** Published (status 0 → 1, an admin's approval) or unpublished (1 → 0: paused, or sent back to review). */
export async function auditPublication(
  em: EntityManager,
  who: AuditSource,
  activityId: number,
  published: boolean,
): Promise<void> {
  await audit.record(em, who, {
    action: published ? 'activity_published' : 'activity_unpublished',
    object: { type: 'activity', id: activityId },
    supplierId: await activitySupplier(em, activityId),
    changes: { status: published ? [0, 1] : [1, 0] },
  });
}

/** A price line's fields as the trail keeps them. */
export interface PriceFields {
  title: string;
  price: string;
  participants: number;
}

/** The audited fields of a price line (entity or row). */
export const priceSnapshot = (p: {
  title: string;
  price: string | number;
  participants: number;
}): PriceFields => ({
  title: p.title,
  price: Number(p.price).toFixed(2),
  participants: Number(p.participants),
});

/** A price line created (before null), changed, or deleted (after null); an unchanged save records nothing. */
export async function auditPriceChange(
  em: EntityManager,
  who: AuditSource,
  activityId: number,
  priceId: number,
  before: PriceFields | null,
  after: PriceFields | null,
): Promise<void> {
  const changes: AuditEvent['changes'] = {};
  for (const field of ['title', 'price', 'participants'] as const)
    changes[field] = [before?.[field], after?.[field]];
  await audit.record(em, who, {
    action: 'activity_price_changed',
    object: { type: 'activity_price', id: priceId },
    supplierId: await activitySupplier(em, activityId),
    changes,
  });
}
