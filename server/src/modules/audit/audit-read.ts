import type { EntityManager } from '@mikro-orm/postgresql';
import { BUSINESS_TIME_ZONE } from '../../../../schema/constants.js';
import { auditFilterSchema } from '../../../../schema/validation/audit.js';
import { BadInputError } from '../../graphql/errors.js';
import { pageWindow, sqlOrder, toPage, type PageOf } from '../../graphql/pagination.js';
import { validateWith } from '../../graphql/validation.js';
import { AUDIT_SORT, type AuditChange, type AuditEntry, type AuditFilter } from './audit.types.js';

/** Who reads the trail: an admin (everything) or a supplier's owner (its objects and its own sign-ins). */
export type AuditViewer = { admin: true } | { supplierId: number; userId: number };

/** Rows a CSV export may hold: past it the filters must narrow it. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
export const AUDIT_EXPORT_TOO_LARGE_MESSAGE = `La exportación supera ${AUDIT_EXPORT_MAX_ROWS} líneas: acote el rango de fechas o los filtros.`;

interface Row {
  id: number;
  created_at: Date | string;
  action: string;
  actor_user_id: number | null;
  actor_role: string;
  actor_email: string | null;
  ip: string | null;
  user_agent: string | null;
  object_type: string;
  object_id: number;
  supplier_id: number | null;
  changes: AuditChange[] | null;
  full_count: string;
}

const SELECT = `
  select e.id, e.created_at, e.action, e.actor_user_id, e.actor_role, u.email as actor_email, e.ip, e.user_agent,
         e.object_type, e.object_id, e.supplier_id, e.changes, count(*) over () as full_count
    from audit_entries e
    left join users u on u.id = e.actor_user_id`;

function whereOf(viewer: AuditViewer, filter: AuditFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if ('supplierId' in viewer)
    add(
      `(e.supplier_id = ? or (e.object_type = 'user' and e.object_id = ?))`,
      viewer.supplierId,
      viewer.userId,
    );
  else if (filter.supplierId) add('e.supplier_id = ?', Number(filter.supplierId));
  if (filter.from)
    add(`e.created_at >= (?::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`, filter.from.trim());
  if (filter.to)
    add(`e.created_at < (?::date + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`, filter.to.trim());
  if (filter.action) add('e.action = ?', filter.action.trim());
  if (filter.actorId) add('e.actor_user_id = ?', Number(filter.actorId));
  if (filter.objectType) add('e.object_type = ?', filter.objectType.trim());
  if (filter.objectId) add('e.object_id = ?', Number(filter.objectId));
  return { sql: parts.length > 0 ? parts.join(' and ') : 'true', params };
}

/** A supplier sees where from only for its own account's actions, and no admin's e-mail. */
function toEntry(row: Row, viewer: AuditViewer): AuditEntry {
  const own = 'admin' in viewer || row.actor_user_id === viewer.userId;
  return {
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    action: row.action,
    actorId: row.actor_user_id == null ? null : Number(row.actor_user_id),
    actorRole: row.actor_role,
    actorEmail: 'admin' in viewer || row.actor_role !== 'admin' ? row.actor_email : null,
    ip: own ? row.ip : null,
    userAgent: own ? row.user_agent : null,
    objectType: row.object_type,
    objectId: Number(row.object_id),
    supplierId: row.supplier_id == null ? null : Number(row.supplier_id),
    changes: row.changes ?? [],
  };
}

async function query(
  em: EntityManager,
  viewer: AuditViewer,
  filter: AuditFilter | null | undefined,
  orderBy: string | null | undefined,
  window: { offset: number; limit: number },
): Promise<{ entries: AuditEntry[]; total: number | undefined }> {
  const f = filter ?? {};
  validateWith(auditFilterSchema, f);
  const order = sqlOrder(orderBy, AUDIT_SORT, 'e.id desc');
  const where = whereOf(viewer, f);
  const rows = await em.execute<Row[]>(`${SELECT} where ${where.sql} order by ${order} limit ? offset ?`, [
    ...where.params,
    window.limit,
    window.offset,
  ]);
  return {
    entries: rows.map((r) => toEntry(r, viewer)),
    total: rows[0] ? Number(rows[0].full_count) : undefined,
  };
}

/** One page of the trail, newest first unless `orderBy` says otherwise. */
export async function auditPage(
  em: EntityManager,
  viewer: AuditViewer,
  args: { page: number; perPage: number; orderBy?: string | null; filter?: AuditFilter | null },
): Promise<PageOf<AuditEntry>> {
  const window = pageWindow(args);
  const { entries, total } = await query(em, viewer, args.filter, args.orderBy, window);
  // Past the last page no row carries the count: only then a second statement.
  const count =
    total ??
    (args.page > 1 ? ((await query(em, viewer, args.filter, null, { offset: 0, limit: 1 })).total ?? 0) : 0);
  return toPage(entries, count, args);
}

/** Every matching entry (the CSV), in the asked order; refused past `AUDIT_EXPORT_MAX_ROWS`. */
export async function auditAll(
  em: EntityManager,
  viewer: AuditViewer,
  filter: AuditFilter | null | undefined,
  orderBy: string | null | undefined,
): Promise<AuditEntry[]> {
  const { entries } = await query(em, viewer, filter, orderBy, {
    offset: 0,
    limit: AUDIT_EXPORT_MAX_ROWS + 1,
  });
  if (entries.length > AUDIT_EXPORT_MAX_ROWS)
    throw new BadInputError(AUDIT_EXPORT_TOO_LARGE_MESSAGE, { to: AUDIT_EXPORT_TOO_LARGE_MESSAGE });
  return entries;
}
