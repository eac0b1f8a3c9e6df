import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { countStatement } from './sql-counter.js';

const names = new Map<string, { name: string; text: string }>();

/** `?` placeholders (MikroORM's) as PostgreSQL's `$n`, and a name derived from the text. */
function prepared(sql: string): { name: string; text: string } {
  let found = names.get(sql);
  if (!found) {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    found = { name: `x_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
    names.set(sql, found);
  }
  return found;
}

/**
 * Runs a read statement as a named prepared statement on the pool, values bound as parameters. MikroORM's `execute`
 * inlines the values and sends plain text, so PostgreSQL plans such a statement again on every request: for the
 * supplier's lists that planning cost more than running them (6–20 ms against 3–12 ms). Named, each connection
 * parses it once and, after five executions, keeps a generic plan — if its custom plans do not look cheaper (a
 * literal limit does: pass it as a sub-select, see `WINDOW` in supplier-bookings.sql.ts; `pg_prepared_statements`
 * counts generic and custom plans). `sql` must take only `?` as placeholders (no
 * `?` operators or literals) and be one of a bounded set of texts (a connection keeps every statement it prepared).
 * Inside a transaction it falls back to `em.execute` (the statement must see the transaction).
 */
export async function executePrepared<T extends object>(
  em: EntityManager,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, params);
  const { name, text } = prepared(sql);
  const connection = em.getConnection() as unknown as { getNativeClient(): Promise<Pool> };
  const pool = await connection.getNativeClient();
  countStatement();
  const result = await pool.query<T>({ name, text, values: params });
  return result.rows;
}
