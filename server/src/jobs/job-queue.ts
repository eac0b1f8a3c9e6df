import { PgBoss, type Queue } from 'pg-boss';
import { registerJobQueue, type FailedJob } from '../lib/job-queue.js';
import { JobTriggers } from './job-triggers.js';
import { mailQueueOptions, periodicJobs, QUEUES, rowJobs, type JobDeps } from './jobs.js';

/** pg-boss's tables live in this schema of our database, beside (never inside) the migrated `public` one. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueue {
  boss: PgBoss;
  /** Stops sending and fetching, waits for jobs in flight (up to 10 s), closes the queue's pool. */
  stop(): Promise<void>;
}

// The server shutting down (or Ctrl-C reaching the embedded PostgreSQL first) ends the queue's connections.
const SHUTDOWN_ERRORS = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET']);

/**
 * Starts the job queue of one server process on its database (`databaseUrl`): installs or migrates pg-boss's schema,
 * creates the queues, works them, schedules the periodic jobs (cron, sent once across replicas; with
 * JOB_INTERVAL_MS every process offers them on that interval instead, and the `exclusive` queue policy runs one at a
 * time), and sends the row jobs as rows are written (job-triggers.ts).
 */
export async function startJobQueue(deps: JobDeps & { databaseUrl: string }): Promise<JobQueue> {
  const { orm, config, logger } = deps;
  const interval = config.jobIntervalMs;
  const boss = new PgBoss({
    connectionString: deps.databaseUrl,
    schema: JOB_SCHEMA,
    application_name: 'xplora-jobs',
    max: 4,
    schedule: !interval,
    superviseIntervalSeconds: config.jobs.superviseSeconds,
    monitorIntervalSeconds: config.jobs.superviseSeconds,
  });
  let stopping = false;
  boss.on('error', (error: Error & { code?: string }) => {
    if (stopping && SHUTDOWN_ERRORS.has(error.code ?? '')) return;
    logger.error({ err: error }, 'error en la cola de trabajos');
  });
  await boss.start();

  await boss.createQueue(QUEUES.mailDeadLetter);
  await boss.createQueue(QUEUES.mail, { ...mailQueueOptions(config), deadLetter: QUEUES.mailDeadLetter });
  await boss.updateQueue(QUEUES.mail, mailQueueOptions(config));
  const work = { pollingIntervalSeconds: config.jobs.pollingSeconds };
  for (const job of rowJobs(deps)) {
    if (job.queue !== QUEUES.mail)
      await ensureQueue(boss, job.queue, { retryLimit: 3, retryDelay: 5, ...ALIVE });
    await boss.work<Record<string, unknown>>(job.queue, work, async ([one]) => job.run(one?.data ?? {}));
  }

  const tickers: NodeJS.Timeout[] = [];
  for (const job of periodicJobs(deps)) {
    await ensureQueue(boss, job.name, {
      policy: 'exclusive',
      retryLimit: 1,
      expireInSeconds: 15 * 60,
      ...ALIVE,
    });
    await boss.work(job.name, work, () => job.run());
    if (interval) {
      const offer = () => boss.send(job.name, null).catch(() => undefined);
      const ticker = setInterval(offer, interval);
      ticker.unref();
      tickers.push(ticker);
    } else {
      await boss.schedule(job.name, job.cron, null, { tz: 'America/Caracas' });
    }
  }

  const triggers = new JobTriggers(boss, logger);
  orm.em.getEventManager().registerSubscriber(triggers);
  registerJobQueue(orm, {
    failedJobs: (limit) => failedJobs(boss, limit),
    async retryJob(queue, id) {
      if (!(await failedJobs(boss, 1000)).some((j) => j.id === id && j.queue === queue)) return false;
      await boss.retry(queue, id);
      return true;
    },
  });

  let stopped: Promise<void> | undefined;
  return {
    boss,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        triggers.active = false;
        registerJobQueue(orm, undefined);
        for (const ticker of tickers) clearInterval(ticker);
        await boss.stop({ graceful: true, timeout: 10_000, close: true });
      })();
      return stopped;
    },
  };
}

/**
 * Workers beat every 5 s while a job runs; a job whose process died (kill -9, a lost machine) is failed after 10 s
 * without a beat and retried, instead of holding its queue until it expires (an `exclusive` periodic queue runs
 * nothing else meanwhile: 15 minutes without sweeps).
 */
const ALIVE = { heartbeatSeconds: 10 } as const;

/**
 * Creates the queue; a queue an older install created without a heartbeat gets one (pg-boss's updateQueue cannot
 * set it, so its own queue row is updated: the value new jobs copy).
 */
async function ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'>): Promise<void> {
  await boss.createQueue(name, options);
  await boss
    .getDb()
    .executeSql(
      `update ${JOB_SCHEMA}.queue set heartbeat_seconds = $2 where name = $1 and heartbeat_seconds is distinct from $2`,
      [name, ALIVE.heartbeatSeconds],
    );
}

/** Failed jobs of every queue but the mail ones (a failed mail shows as its outbox row), newest first. */
async function failedJobs(boss: PgBoss, limit: number): Promise<FailedJob[]> {
  const { rows } = await boss.getDb().executeSql(
    `select id, name, output, completed_on, retry_count from ${JOB_SCHEMA}.job
      where state = 'failed' and name <> all($1) order by completed_on desc nulls last limit $2`,
    [[QUEUES.mail, QUEUES.mailDeadLetter], limit],
  );
  return rows.map((row: Record<string, unknown>) => ({
    id: String(row.id),
    queue: String(row.name),
    error: errorText(row.output),
    failedAt: new Date(row.completed_on as string),
    attempts: Number(row.retry_count) + 1,
  }));
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output ? JSON.stringify(output).slice(0, 500) : '';
}
