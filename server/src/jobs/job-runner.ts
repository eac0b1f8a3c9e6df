import type { Logger } from 'pino';

/** A periodic job. Runs never overlap within one process; jobs that must run once across replicas lock rows. */
export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  /** Runs every job once now (and waits), outside its schedule. */
  runAll(): Promise<void>;
  /** Stops scheduling and waits for runs in flight. */
  stop(): Promise<void>;
}

/** A tiny in-process scheduler: each job runs, then sleeps intervalMs, until stop(). */
export function startJobRunner(
  jobs: Job[],
  logger: Logger,
  options: { /** Overrides every job's interval. */ intervalMs?: number } = {},
): JobRunner {
  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Map<string, Promise<void>>();

  const runOnce = (job: Job): Promise<void> => {
    const running = inFlight.get(job.name);
    if (running) return running;
    const run = job
      .run()
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error, job: job.name }, 'falló un trabajo periódico'),
      )
      .finally(() => inFlight.delete(job.name));
    inFlight.set(job.name, run);
    return run;
  };

  const schedule = (job: Job): void => {
    if (stopped) return;
    const timer = setTimeout(() => {
      void runOnce(job).then(() => schedule(job));
    }, options.intervalMs ?? job.intervalMs);
    timer.unref();
    timers.set(job.name, timer);
  };

  for (const job of jobs) schedule(job);

  return {
    async runAll() {
      await Promise.all(jobs.map(runOnce));
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight.values());
    },
  };
}
