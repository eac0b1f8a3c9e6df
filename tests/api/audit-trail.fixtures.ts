import { fork } from './booking.fixtures.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures of the audit trail tests. */

export interface AuditRow {
  id: number;
  action: string;
  actor_user_id: number | null;
  actor_role: string;
  ip: string | null;
  user_agent: string | null;
  object_type: string;
  object_id: number;
  supplier_id: number | null;
  changes: { field: string; before: string | null; after: string | null }[] | null;
}

/** The entries about one object, oldest first. */
export function auditOf(
  server: TestServer,
  objectType: string,
  objectId: number | string,
): Promise<AuditRow[]> {
  return fork(server).execute<AuditRow[]>(
    `select id, action, actor_user_id, actor_role, ip, user_agent, object_type, object_id, supplier_id, changes
       from audit_entries where object_type = ? and object_id = ? order by id`,
    [objectType, Number(objectId)],
  );
}

/**
 * How many entries concern these suppliers, were made by these users, or came from requests sent with this user
 * agent: other test files write entries on the shared run database at the same time.
 */
export async function auditCount(
  server: TestServer,
  scope: { suppliers?: number[]; users?: number[]; userAgent?: string },
): Promise<number> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    where.push(condition);
    params.push(value);
  };
  if (scope.suppliers?.length) add('supplier_id in (?)', scope.suppliers);
  if (scope.users?.length) add('actor_user_id in (?)', scope.users);
  if (scope.userAgent) add('user_agent = ?', scope.userAgent);
  if (!where.length) throw new Error('auditCount: an empty scope counts nothing');
  const [row] = await fork(server).execute<{ n: number }[]>(
    `select count(*)::int as n from audit_entries where ${where.join(' or ')}`,
    params,
  );
  return row!.n;
}
