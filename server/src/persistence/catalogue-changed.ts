import type { TriggerDef } from '@mikro-orm/core';

/** The PostgreSQL channel on which every write to a table shown on the public pages is announced, on commit. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * The trigger on each such table (`@Trigger(CATALOGUE_CHANGED)` beside its `@Entity`): whoever writes — any server,
 * a job, psql — every server hears it and empties its cache of rendered pages (server/src/http/page-cache.ts).
 * Statement-level, and PostgreSQL folds repeated notices of one transaction into one.
 */
export const CATALOGUE_CHANGED: TriggerDef = {
  name: 'catalogue_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('${CATALOGUE_CHANNEL}', tg_table_name); return null;`,
};
