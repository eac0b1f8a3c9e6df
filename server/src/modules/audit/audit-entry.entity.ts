import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';

/**
 * One line of the audit trail: who (account and role), what (action code), when, from where (IP, user agent; jobs
 * write 'system'), to what (object type and id, and the supplier it belongs to, for the supplier's own view) and the
 * changed fields before → after. Written only by `audit.record` (audit.ts), through the insert-only database role
 * `xplora_audit_writer`; UPDATE, DELETE and TRUNCATE are refused by triggers, whoever asks (the migration writes the
 * TRUNCATE one by hand, as the ledger's). Ids are plain numbers, not foreign keys: the trail outlives what it names.
 */
@Entity({ tableName: 'audit_entries' })
@Trigger({
  name: 'audit_entries_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  body: `raise exception 'audit_entries is append-only: % refused', tg_op; return null;`,
})
@Index({ properties: ['supplierId', 'createdAt'] })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['objectType', 'objectId'] })
export class AuditEntry {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ length: 40 })
  action!: string;

  @Property({ type: 'integer', nullable: true })
  @Index()
  actorUserId?: number | null;

  /** admin, supplier, client, partner (a partner key), visitor (no session) or system (a job). */
  @Property({ length: 16 })
  actorRole!: string;

  @Property({ length: 64, nullable: true })
  ip?: string | null;

  @Property({ length: 512, nullable: true })
  userAgent?: string | null;

  @Property({ length: 64, nullable: true })
  requestId?: string | null;

  @Property({ length: 32 })
  objectType!: string;

  @Property({ type: 'integer' })
  objectId!: number;

  @Property({ type: 'integer', nullable: true })
  supplierId?: number | null;

  /** `[{ field, before, after }]`, values as text. */
  @Property({ type: 'json', nullable: true })
  changes?: { field: string; before: string | null; after: string | null }[] | null;
}
