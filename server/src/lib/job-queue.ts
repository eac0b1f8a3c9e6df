import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/** A job that failed after its retries (pg-boss state `failed`), as the admin dashboard lists it. */
export interface FailedJob {
  id: string;
  queue: string;
  error: string;
  failedAt: Date;
  attempts: number;
}

/**
 * What the rest of the server may ask of the running job queue (server/src/jobs, pg-boss), without importing it:
 * the jobs layer sits above the modules, so it registers itself here per database (one MikroORM instance).
 */
export interface JobQueuePort {
  failedJobs(limit: number): Promise<FailedJob[]>;
  /** Queues a failed job again with a fresh attempt; false when it is not (or no longer) failed. */
  retryJob(queue: string, id: string): Promise<boolean>;
}

// Keyed by the ORM's configuration, which every fork of its EntityManager shares.
const ports = new WeakMap<object, JobQueuePort>();

export function registerJobQueue(orm: MikroORM, port: JobQueuePort | undefined): void {
  if (port) ports.set(orm.config, port);
  else ports.delete(orm.config);
}

/** The queue running on this EntityManager's database in this process, if any. */
export function jobQueueOf(em: EntityManager): JobQueuePort | undefined {
  return ports.get(em.config);
}
