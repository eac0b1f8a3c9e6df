import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction, AuditObjectType, AuditRole } from '../../../../schema/audit.js';

/**
 * Who is acting: the request's context (its session, IP and user agent; `Context` fits as it is) or `'system'` for a
 * job. Structural, so this module needs nothing above it.
 */
export type AuditSource =
  | 'system'
  | {
      ip?: string;
      userAgent?: string;
      requestId?: string;
      scopes: readonly string[];
      user?: { id: number };
      partnerKey?: unknown;
    };

/** One changed field: a value of any kind is kept as text (JSON for non-strings). */
type Value = string | number | boolean | Date | null | undefined | object;

export interface AuditEvent {
  action: AuditAction;
  object: { type: AuditObjectType; id: number };
  /** The supplier the object belongs to (its owner sees the entry), when it belongs to one. */
  supplierId?: number | null;
  /** `{ field: [before, after] }`; only fields that changed are kept, and when none did nothing is recorded. */
  changes?: Record<string, readonly [before: Value, after: Value]>;
  /** Who acted, when the session does not say it yet (a login: the account that just signed in). */
  actor?: { userId: number; role: AuditRole };
}

/** The database role that may only insert into audit_entries (created by the audit migration). */
export const AUDIT_WRITER_ROLE = 'xplora_audit_writer';

function text(value: Value): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function roleOf(source: Exclude<AuditSource, 'system'>): AuditRole {
  if (source.partnerKey) return 'partner';
  for (const role of ['admin', 'supplier', 'client'] as const) if (source.scopes.includes(role)) return role;
  return 'visitor';
}

function changesOf(changes: NonNullable<AuditEvent['changes']>) {
  return Object.entries(changes)
    .map(([field, [before, after]]) => ({ field, before: text(before), after: text(after) }))
    .filter((c) => c.before !== c.after);
}

/**
 * Writes one audit entry in `em`'s open transaction (so it commits or rolls back with the change it records), as the
 * insert-only role: `set local role` lasts until the statement after the insert resets it, and never past the
 * transaction. Called outside a transaction it throws: an entry must never outlive a failed change.
 */
async function record(em: EntityManager, source: AuditSource, event: AuditEvent): Promise<void> {
  if (!em.isInTransaction()) throw new Error(`audit.record(${event.action}) needs the change's transaction`);
  const changes = event.changes && changesOf(event.changes);
  if (changes?.length === 0) return;
  const from = source === 'system' ? undefined : source;
  const actor = event.actor ?? {
    userId: from?.user?.id ?? null,
    role: from ? roleOf(from) : ('system' as const),
  };
  await em.execute(`set local role ${AUDIT_WRITER_ROLE}`);
  await em.execute(
    `insert into audit_entries (action, actor_user_id, actor_role, ip, user_agent, request_id, object_type,
       object_id, supplier_id, changes) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
    [
      event.action,
      actor.userId,
      actor.role,
      from?.ip?.slice(0, 64) || null,
      from?.userAgent?.slice(0, 512) || null,
      from?.requestId?.slice(0, 64) || null,
      event.object.type,
      event.object.id,
      event.supplierId ?? null,
      changes ? JSON.stringify(changes) : null,
    ],
    'run',
  );
  await em.execute('reset role');
}

/** The audit trail's one door for writing: `await audit.record(em, ctx, { action, object, supplierId, changes })`. */
export const audit = { record } as const;
